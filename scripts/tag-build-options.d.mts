import type { BuildOptions } from 'esbuild';
import type { MinifyOptions } from 'terser';
/** Options for `build()` of src/tag.ts: the production tag or the debug variant; with `part`, the definitions part. */
export declare function tagBuildOptions(options: { dev: boolean; version: string; part?: boolean; definitionsPart?: string }): BuildOptions;
/** The definitions part's name and integrity as a tag built on its own is told them (the real ones' lengths). */
export declare const PART_PLACEHOLDER: string;
/** The production tag and its content-hashed definitions part, built together (code and maps). */
export declare function buildScriptTags(options: {
  version: string;
  root: string;
  maps?: boolean;
}): Promise<Array<{ name: string; contents: Uint8Array }>>;
/** terser's options for the second pass over the production tag. */
export declare const TERSER_OPTIONS: MinifyOptions;
/** The second minification pass over esbuild's production script tags; with esbuild's map, the map is carried through. */
export declare function minifyTag(input: { code: string; map?: string; fileName?: string }): Promise<{ code: string; map?: string }>;
/** Property names that only the tag's own modules define and read: shortened in the production tag. */
export declare const INTERNAL_PROPS: string[];
