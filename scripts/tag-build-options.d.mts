import type { BuildOptions } from 'esbuild';
import type { MinifyOptions } from 'terser';
/** Options for `build()` of src/tag.ts: the production tag or the debug variant. */
export declare function tagBuildOptions(options: { dev: boolean; version: string }): BuildOptions;
/** terser's options for the second pass over the production tag. */
export declare const TERSER_OPTIONS: MinifyOptions;
/** The second minification pass over esbuild's production script tags; with esbuild's map, the map is carried through. */
export declare function minifyTag(input: { code: string; map?: string; fileName?: string }): Promise<{ code: string; map?: string }>;
/** Property names that only the tag's own modules define and read: shortened in the production tag. */
export declare const INTERNAL_PROPS: string[];
