// Constants the build replaces (scripts/tag-build-options.mjs, scripts/build.mjs, vitest.config.ts):
// declared once here for every module of src/ and demo/.

/** `false` in the production tag, where every `if (__DEV__)` branch is removed; `true` elsewhere. */
declare const __DEV__: boolean;
/** The package version, e.g. `0.1.0`. */
declare const __VERSION__: string;
/**
 * The definitions part of the production script tag: `<file> <integrity>`
 * (`visit-tag.definitions-1a2b3c4d.js sha384-…`); `''` elsewhere, where the part is an `import()`.
 */
declare const __DEFINITIONS_PART__: string;
