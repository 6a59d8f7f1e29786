// The ESM entry: re-exports only. Nothing here runs on import ("sideEffects": false).
export { EVENT_TABLE, EVENT_TYPES, COMMON_FIELDS, MAX_BODY_BYTES, KEEPALIVE_MAX_BYTES, getEventFields } from './wire/event-table.js';
export type { EventType, FieldSpec, WireType } from './wire/event-table.js';
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
} from './wire/event-types.js';
export { validateEvent } from './wire/validate-event.js';
export type { ValidateOptions } from './wire/validate-event.js';
export { createNonce } from './wire/create-nonce.js';
export { encodeLine, encodeLines } from './wire/encode-lines.js';
export { encodeJson, encodeJsonEvent } from './wire/encode-json.js';
export type { EncodeOptions } from './wire/event-entries.js';
export { splitIntoBodies } from './wire/split-into-bodies.js';
export type { Body, SplitResult } from './wire/split-into-bodies.js';
export { countCharacters, truncateCharacters } from './wire/count-characters.js';
export { utf8Length } from './wire/utf8-length.js';
// The public API (src/engine/create-tracker.ts).
export { createTracker } from './engine/create-tracker.js';
export type { Consent, Tracker, TrackerOptions, TrackerStats, TrackResult, UrlRule } from './types/tracker-types.js';
export type { VisitTag, VisitTagCommand } from './tag-types.js';
export { DEFAULT_BROWSER_INDICES, DEFAULT_OS_INDICES } from './user-agent/default-indices.js';
export { parseUserAgent } from './user-agent/parse-user-agent.js';
export type { ParsedUserAgent, DeviceType } from './user-agent/parse-user-agent.js';
export { matchUrlRules } from './page-views/match-url-rules.js';
export type { Delivery, DeliveryStats, DropReason, Outcome, Transport, TransportState } from './delivery/delivery-types.js';
// The parsers are in `visit-tag/wire` (src/wire.ts): servers and tests use them, pages do not.
