// The `visit-tag/wire` entry: the parsers of both body formats, for servers and tests. Pages never
// parse events, so these stay out of the main entry (and of every page's bundle). Re-exports only.
export { parseLines } from './wire/parse-lines.js';
export { parseJson } from './wire/parse-json.js';
export type { ParseOptions, ParseResult, ParsedEvent, RejectedEvent } from './wire/read-event.js';
