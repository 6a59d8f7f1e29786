import type { StartPart } from '../definitions/part/part-types.js';
import type { LoadTagFile } from '../loader/load-tag-file.js';
/**
 * The part file's entry, loaded only when a site gives definitions or tracks a conversion with an
 * order id. The production engine asks the loader for its part file (`__DEFINITIONS_FILE__`) (the one way the
 * tag loads a file of its own, src/loader/load-tag-file.ts); everywhere else (the ESM build, where
 * bundlers make it a chunk of its own, and the one-file debug build) it is an `import()`.
 * @example const startPart = await loadPart(parts.loadFile);
 */
export declare function loadPart(loadFile?: LoadTagFile): Promise<StartPart>;
