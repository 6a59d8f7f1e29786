/**
 * Whether a name is one of the script files a page loads from the package's `dist/` (the tag, its
 * debug build, the consent bridges, a content-hashed part such as `visit-tag.definitions-1a2b3c4d.js`,
 * the background drain's worker `visit-tag-sw.js`):
 * a bare file name, never a path, never an ESM entry or a chunk.
 * @example isScriptFile('visit-tag.js') // true; isScriptFile('../package.json') and isScriptFile('index.js') are false
 */
export declare function isScriptFile(name: string): boolean;
/**
 * Whether a script file's name carries its content hash (`-1a2b3c4d` before `.js` or `.debug.js`):
 * its bytes never change under that name, so it may be cached for good.
 * @example isHashedFile('visit-tag.definitions-1a2b3c4d.js') // true; isHashedFile('visit-tag.js') // false
 */
export declare function isHashedFile(name: string): boolean;
