import type { Engine, EngineParts } from '../loader/engine-types.js';
/**
 * The engine behind the loader: every call the loader answered, and every call after, goes
 * through `replay`, which runs it through the same steps, synchronously: `createEventCheck` (the
 * visitor, the call's nonce, redaction, the contract, the site's `beforeSend`), the visit (a new
 * one sends STATICDATA first), then the consent gate (held in memory while pending or before
 * `start()`, dropped when denied, else queued). Conversions and custom data go through the part
 * link, which waits for the definitions part where a call needs it. So nothing unredacted or
 * invalid is ever stored as an event. Every method catches its own errors.
 * @example
 * const engine = createEngine({ options, hub, createNonce, page: createNonce(), createFileLoading });
 * engine.start('granted', Date.now());
 * engine.replay(call); // '9f1c0a7e3b5d2468'
 */
export declare function createEngine(parts: EngineParts): Engine;
