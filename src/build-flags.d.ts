// Constants the build replaces (scripts/tag-build-options.mjs, scripts/build.mjs, vitest.config.ts):
// declared once here for every module of src/ and demo/.

/** `false` in the production tag, where every `if (__DEV__)` branch is removed; `true` elsewhere. */
declare const __DEV__: boolean;
/** The package version, e.g. `0.1.0`. */
declare const __VERSION__: string;
/** The engine file's name beside the loader (`visit-tag.engine-<hash>.js`), set by the build. */
declare const __ENGINE_FILE__: string;
/** The engine file's Subresource Integrity (`sha384-…`), set by the build. */
declare const __ENGINE_INTEGRITY__: string;
