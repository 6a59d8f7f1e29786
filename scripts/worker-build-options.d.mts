import type { BuildOptions } from 'esbuild';
/** The background drain's two builds: the tag's worker (dist/visit-tag-sw.js) and visit-tag/sw (dist/sw.js). */
export declare function workerBuildOptions(options: { version: string }): BuildOptions[];
/** The tag's worker as it ships (dist/visit-tag-sw.js): esbuild, then terser. */
export declare function buildWorkerScript(options: { version: string; root: string }): Promise<{ name: string; contents: Buffer }>;
