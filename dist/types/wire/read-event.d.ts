import type { Problem, VisitEvent } from './event-types.js';
/** Options of both parsers. */
export interface ParseOptions {
    /** The request query's visitorCode: it names the visitor of every event in the body. */
    visitorCode?: string;
}
/** An event a parser accepted, with the fields the table does not know kept apart. */
export interface ParsedEvent {
    /** 1-based line number (line format) or 0-based array index (JSON format). */
    index: number;
    event: VisitEvent;
    unknown: Record<string, unknown>;
}
/** A line or array item a parser refused, with every reason. */
export interface RejectedEvent {
    index: number;
    problems: Problem[];
    /** The line or item as received. */
    raw: string;
}
/** What a parser returns: bad lines never affect good ones. */
export interface ParseResult {
    events: ParsedEvent[];
    rejected: RejectedEvent[];
}
/** Sets a property as an own data property, even one named `__proto__`. */
export declare function setOwn(record: Record<string, unknown>, key: string, value: unknown): void;
/**
 * Turns one decoded record (name to raw value: text from the line format, JSON values from the
 * JSON format) into an event: any eventType case, the `herf` alias, unknown fields kept apart,
 * values converted to their wire types, then the whole event validated.
 */
export declare function readEvent(raw: Record<string, unknown>, options?: ParseOptions): {
    event?: VisitEvent;
    unknown: Record<string, unknown>;
    problems: Problem[];
};
/**
 * Puts quotes around integer literals too large for a double, outside JSON strings, so that
 * JSON.parse keeps them exact as decimal strings (int64 fields accept those). One regular
 * expression walks strings (kept as they are) and numbers; only integers beyond 2^53 change.
 * @example quoteBigIntegers('{"id":9007199254740993}') // '{"id":"9007199254740993"}'
 */
export declare function quoteBigIntegers(json: string): string;
