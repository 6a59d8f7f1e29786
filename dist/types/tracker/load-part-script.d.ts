import type { StartPart } from '../definitions/part-types.js';
/** The part file's script element: the part hands its entry to the tag through it when it runs. */
export type PartScript = HTMLScriptElement & {
    connectPart?: (start: StartPart) => void;
};
/** The one Trusted Types policy the tag creates; a site allows it with `trusted-types visit-tag`. */
export declare const TRUSTED_TYPES_POLICY = "visit-tag";
/**
 * Loads a part file of the script tag from beside it: a script element with its Subresource
 * Integrity (`integrity`, `crossorigin="anonymous"`), the tag's CSP nonce (so a nonce-based policy
 * allows it; `strict-dynamic` allows it as the tag's own), and, where Trusted Types are enforced,
 * its address from the `visit-tag` policy, which lets exactly that address through. Resolves with
 * the part's entry once the file has run; rejects when it cannot load (network, 404, CSP,
 * integrity mismatch) or ran without handing one over.
 * @example const start = await loadPartScript(document, 'https://cdn.example/visit-tag.definitions-1a2b3c4d.js', 'sha384-…', script.nonce);
 */
export declare function loadPartScript(doc: Document, src: string, integrity: string, nonce?: string): Promise<StartPart>;
