import type { BuildOptions } from 'esbuild';
/** The consent bridges: script-tag entry src/NAME-tag.ts, ESM entry src/NAME.ts. */
export declare const BRIDGES: string[];
/** Every esbuild build of the bridges: script tags (production, debug) and ESM entries. */
export declare function bridgeBuildOptions(options: { version: string }): BuildOptions[];
/** The bridges' ESM entries for the declaration step. */
export declare const BRIDGE_DECLARATION_ENTRIES: string[];
