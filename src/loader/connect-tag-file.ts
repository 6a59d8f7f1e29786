import type { TagFileScript } from './load-tag-file.js';

/**
 * The running file's hand-over: a file the tag loaded (the engine, the definitions part) gives its
 * entry to the tag through its own script element (`createTagFileLoader` set `connectFile` on it),
 * and adds no global.
 * @example connectTagFile(document, startEngine)
 */
export function connectTagFile(doc: Document, entry: unknown): void {
  (doc.currentScript as TagFileScript | null)?.connectFile?.(entry);
}
