import type { BuildOptions } from 'esbuild';
import type { MinifyOptions } from 'terser';
/** The script tag's entries (src/entrypoints/): the loader, the engine file and the part it loads, the debug build. */
export declare const SCRIPT_TAG_ENTRIES: { loader: string; engine: string; definitions: string; debug: string };
/** Names and integrities of the real ones' length, for a file built on its own (the bench). */
export declare const TAG_FILES_PLACEHOLDER: Record<'engine' | 'definitions', { file: string; integrity: string }>;
/** Options for `build()` of one script-tag entry (the loader by default, the debug build with `dev`). */
export declare function tagBuildOptions(options: {
  dev: boolean;
  version: string;
  part?: 'loader' | 'engine' | 'definitions' | 'debug';
  name?: string;
  tagFiles?: object;
  mangleCache?: Record<string, string | false>;
}): BuildOptions;
/** Subresource Integrity of a file's bytes (`sha384-…`). */
export declare function integrityOf(contents: string | Uint8Array): string;
/** Builds the script tag's files: the loader, its engine file and its definitions part (production), or the debug build. */
export declare function buildScriptTag(options: {
  dev: boolean;
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
