export { parseLines } from './wire/parse-lines.js';
export { parseJson } from './wire/parse-json.js';
export type { ParseOptions, ParseResult, ParsedEvent, RejectedEvent } from './wire/read-event.js';
