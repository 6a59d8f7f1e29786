import type { StartPart } from '../definitions/part-types.js';
import { loadPartScript } from './load-part-script.js';

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
export function loadPart(doc: Document, tag?: TagScript): Promise<StartPart> {
  if (__DEFINITIONS_PART__) {
    const [file, integrity] = __DEFINITIONS_PART__.split(' ');
    // A tag that runs without its own script element (pasted inline) has no directory to load from:
    // new URL throws, and the promise rejects.
    return new Promise<string>((resolve) => resolve(new URL(file, tag?.src).href)).then((src) =>
      loadPartScript(doc, src, integrity, tag?.nonce),
    );
  }
  return import('../definitions/start-part.js').then((module) => module.startPart);
}
