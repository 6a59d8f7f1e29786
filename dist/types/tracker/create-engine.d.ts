import type { Engine, EngineParts } from '../loader/engine-types.js';
/**
 * The engine behind the loader: every call the loader answered, and every call after, goes
 * through `replay`, which runs it through the same steps, synchronously: `prepareEvent` (the
 * visitor, the call's nonce, redaction), `validateEvent`, the site's `beforeSend` (validated
 * again when it changed the event), the visit (a new one sends STATICDATA first), then the consent
 * gate (held in memory while pending or before `start()`, dropped when denied, else queued). So
 * nothing unredacted or invalid is ever stored as an event. Every method catches its own errors.
 * @example
 * const engine = createEngine({ options, hub, store: createEventStore(), createNonce, page: createNonce() });
 * engine.start('granted', Date.now());
 * engine.replay(call); // '9f1c0a7e3b5d2468'
 */
export declare function createEngine(parts: EngineParts): Engine;
