// Constants the build replaces (scripts/tag-build-options.mjs, scripts/build.mjs, vitest.config.ts):
// declared once here for every module of src/ and demo/.

/** `false` in the production tag, where every `if (__DEV__)` branch is removed; `true` elsewhere. */
declare const __DEV__: boolean;
/** The package version, e.g. `0.1.0`. */
declare const __VERSION__: string;
/** The engine file the production loader loads (src/loader/load-tag-file.ts); `null` elsewhere. */
declare const __ENGINE_FILE__: import('./loader/load-tag-file.js').TagFile | null;
/** The definitions part the production engine asks the loader for; `null` elsewhere, where it is an `import()`. */
declare const __DEFINITIONS_FILE__: import('./loader/load-tag-file.js').TagFile | null;
