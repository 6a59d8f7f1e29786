import type { StartPart } from '../definitions/part-types.js';
/** The script tag that loaded the tag: where its part file is, and the CSP nonce it needs. */
export interface TagScript {
    src: string;
    nonce?: string;
}
/**
 * The part file's entry, loaded only when a site gives definitions or tracks a conversion with an
 * order id. The production script tag loads `visit-tag.definitions-<hash>.js` from its own
 * directory, pinned by the integrity the build wrote into it; everywhere else (the ESM build,
 * where bundlers make it a chunk of its own, and the one-file debug build) it is an `import()`.
 * @example const startPart = await loadPart(document, { src: script.src, nonce: script.nonce });
 */
export declare function loadPart(doc: Document, tag?: TagScript): Promise<StartPart>;
