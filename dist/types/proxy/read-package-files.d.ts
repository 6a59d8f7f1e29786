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
export declare function readPackageFiles(directory?: string): ReadFile;
