// The ESM entry: re-exports only. Nothing here runs on import ("sideEffects": false).
export { EVENT_TABLE, EVENT_TYPES, COMMON_FIELDS, MAX_BODY_BYTES, KEEPALIVE_MAX_BYTES, getEventFields } from './event-table.js';
export type { EventType, FieldSpec, WireType } from './event-table.js';
export type {
  ConversionMetadata,
  EventFields,
  EventInput,
  EventOf,
  FieldValue,
  Int64,
  Problem,
  ProblemCode,
  ValuesCountMap,
  VisitEvent,
} from './event-types.js';
export { validateEvent } from './validate-event.js';
export type { ValidateOptions } from './validate-event.js';
export { createNonce } from './create-nonce.js';
export { encodeLine, encodeLines } from './encode-lines.js';
export { encodeJson, encodeJsonEvent } from './encode-json.js';
export type { EncodeOptions } from './event-entries.js';
export { parseLines } from './parse-lines.js';
export { parseJson } from './parse-json.js';
export type { ParseOptions, ParseResult, ParsedEvent, RejectedEvent } from './read-event.js';
export { splitIntoBodies } from './split-into-bodies.js';
export type { Body, SplitResult } from './split-into-bodies.js';
export { countCharacters, truncateCharacters } from './count-characters.js';
export { utf8Length } from './utf8-length.js';
// The public API (src/tracker/).
export { createTracker } from './tracker/create-tracker.js';
export type { Consent, Tracker, TrackerOptions, TrackerStats, TrackResult, UrlRule } from './tracker/tracker-types.js';
export type { VisitTag, VisitTagCommand } from './tag-types.js';
export { DEFAULT_BROWSER_INDICES, DEFAULT_OS_INDICES } from './tracker/default-indices.js';
export { parseUserAgent } from './tracker/parse-user-agent.js';
export type { ParsedUserAgent, DeviceType } from './tracker/parse-user-agent.js';
export { matchUrlRules } from './tracker/match-url-rules.js';
export type { Delivery, DeliveryStats, DropReason, Outcome, Transport } from './delivery-types.js';
