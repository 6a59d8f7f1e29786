import type { ReadFile } from './read-file.js';
/**
 * Answers `GET`/`HEAD` of one of the tag's files with the exact bytes the reader gives (so
 * Subresource Integrity holds), as JavaScript, with an ETag; a content-hashed name is cached for
 * good, any other (the loader, `visit-tag.js`) is revalidated on every use and answered 304 while
 * it is unchanged. A name the reader has nothing for gives 404.
 * @example return serveFile(request, 'visit-tag.js', readPackageFiles());
 */
export declare function serveFile(request: Request, name: string, readFile: ReadFile): Promise<Response>;
