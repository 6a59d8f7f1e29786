// Node, Bun and Deno only (node:fs): imported by the visit-tag/proxy-node entry, never by visit-tag/proxy.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isScriptFile } from './is-script-file.js';
import type { ReadFile } from './read-file.js';

/**
 * A {@link ReadFile} of the tag's script files from a directory: this package's own `dist/` by
 * default (the files `npm install visit-tag` put there, so they match the installed version and
 * its integrity values). Only bare script-file names are read; anything else, and a file that is
 * not there, is undefined.
 *
 * @example
 * const proxy = createProxy({ dataUrl: 'https://data.example.com', basePath: '/vt', readFile: readPackageFiles() });
 */
export function readPackageFiles(directory: string = fileURLToPath(new URL('.', import.meta.url))): ReadFile {
  return async (name) => {
    if (basename(name) !== name || !isScriptFile(name)) return undefined;
    try {
      return new Uint8Array(await readFile(join(directory, name)));
    } catch {
      return undefined;
    }
  };
}
