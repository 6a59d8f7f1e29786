import type { BuildOptions } from 'esbuild';
/** Options for `build()` of src/tag.ts: the production tag or the debug variant. */
export declare function tagBuildOptions(options: { dev: boolean; version: string }): BuildOptions;
