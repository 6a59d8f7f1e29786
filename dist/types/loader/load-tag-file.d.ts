/**
 * One file of the tag's: its name beside the loader (its content hash in it) and its Subresource
 * Integrity. The production build sets one constant per kind: `__ENGINE_FILE__` in the loader,
 * `__DEFINITIONS_FILE__` in the engine (each file names the next it needs); `null` elsewhere (the
 * debug build, the ESM package), where each is an `import()` instead.
 * @example __ENGINE_FILE__ // { file: 'visit-tag.engine-1a2b3c4d.js', integrity: 'sha384-…' }
 */
export interface TagFile {
    file: string;
    integrity: string;
}
/** Loads one file of the tag's and resolves with the entry it hands over. */
export type LoadTagFile = (file: TagFile) => Promise<unknown>;
/** The script element that loaded the tag: where its files are, and the CSP nonce they need. */
export interface TagScript {
    src: string;
    nonce?: string;
}
/** A file's script element: the file hands its entry to the tag through it when it runs. */
export type TagFileScript = HTMLScriptElement & {
    connectFile?: (entry: unknown) => void;
};
/** The one Trusted Types policy the tag creates; a site allows it with `trusted-types visit-tag`. */
export declare const TRUSTED_TYPES_POLICY = "visit-tag";
/**
 * Loads a file of the tag's (`loadFile(__ENGINE_FILE__)`), one way for every kind: a script element with
 * its Subresource Integrity (`integrity`, `crossorigin="anonymous"`), the tag's CSP nonce (so a
 * nonce-based policy allows it; `strict-dynamic` allows it as the tag's own), and, where Trusted
 * Types are enforced, its address from the `visit-tag` policy, created once for the page (a second
 * `createPolicy` of the same name is refused unless the site allows duplicates), which lets exactly
 * the tag's own files through. Resolves with the file's entry once it has run; rejects when it
 * cannot load (network, 404, CSP, integrity mismatch) or ran without handing one over. A tag that
 * runs without its own script element (pasted inline) has no directory to load from: it rejects.
 * @example const loadFile = createTagFileLoader(document, script); const startEngine = await loadFile(__ENGINE_FILE__!);
 */
export declare function createTagFileLoader(doc: Document, tag?: TagScript | null): LoadTagFile;
