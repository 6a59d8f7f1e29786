/**
 * Reads one of the tag's files by name (`'visit-tag.js'`): its bytes, or undefined when there is no
 * such file. The proxy only asks for names {@link isScriptFile} accepts, never a path.
 * @example const readFile: ReadFile = async (name) => (name === 'visit-tag.js' ? new TextEncoder().encode('…') : undefined);
 */
export type ReadFile = (name: string) => Promise<Uint8Array | undefined>;
