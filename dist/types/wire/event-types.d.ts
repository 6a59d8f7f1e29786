import type { EVENT_TABLE, EventType } from './event-table.js';
/**
 * An int64 as the tag accepts it: a safe integer number, a bigint, or a decimal string (ids
 * beyond 2^53 stay exact as bigint or string). Parsers give a number when it is safe, a decimal
 * string otherwise.
 */
export type Int64 = number | bigint | string;
/** CONVERSION metadata: metadata id (int32, as an object key) to its values. */
export type ConversionMetadata = Record<string, string[]>;
/** CUSTOMDATA valuesCountMap: value to count. */
export type ValuesCountMap = Record<string, number>;
/** The TypeScript value of one field spec. */
export type FieldValue<S> = S extends {
    readonly type: 'string';
} ? S extends {
    readonly enum: readonly (infer E)[];
} ? E : string : S extends {
    readonly type: 'int32' | 'float64';
} ? number : S extends {
    readonly type: 'int64';
} ? Int64 : S extends {
    readonly type: 'boolean';
} ? boolean : S extends {
    readonly type: 'int32[]';
} ? number[] : S extends {
    readonly type: 'metadata';
} ? ConversionMetadata : S extends {
    readonly type: 'countMap';
} ? ValuesCountMap : never;
type RequiredKeys<F> = {
    [K in keyof F]: F[K] extends {
        readonly required: true;
    } ? K : never;
}[keyof F];
type Simplify<T> = {
    [K in keyof T]: T[K];
} & {};
/** The own fields of one event type, required ones required. */
export type EventFields<T extends EventType> = Simplify<{
    -readonly [K in RequiredKeys<(typeof EVENT_TABLE)[T]>]: FieldValue<(typeof EVENT_TABLE)[T][K]>;
} & {
    -readonly [K in Exclude<keyof (typeof EVENT_TABLE)[T], RequiredKeys<(typeof EVENT_TABLE)[T]>>]?: FieldValue<(typeof EVENT_TABLE)[T][K]>;
}>;
/** One event of the given type, as it is queued and sent. */
export type EventOf<T extends EventType> = Simplify<{
    eventType: T;
    /** 16 hexadecimal characters, unique per event, kept for the event's whole life. */
    nonce: string;
    /** Up to 100 characters; may be left out when the request's query names the visitor. */
    visitorCode?: string;
} & EventFields<T>>;
/** Any event of the spec: a union discriminated on `eventType`. */
export type VisitEvent = {
    [T in EventType]: EventOf<T>;
}[EventType];
/** An event before it has a nonce (what `track()` takes). */
export type EventInput = {
    [T in EventType]: Omit<EventOf<T>, 'nonce'> & {
        nonce?: string;
    };
}[EventType];
/** One thing wrong with an event: which field, a stable code and a sentence. */
export interface Problem {
    field: string;
    code: ProblemCode;
    message: string;
}
/** Stable, machine-readable problem codes. */
export type ProblemCode = 'required' | 'type' | 'range' | 'length' | 'count' | 'enum' | 'pattern' | 'only-when' | 'unknown-type' | 'syntax'
/** A resource the call needs could not be had: definitions that did not load (404, network, timeout). */
 | 'unavailable'
/** Not refused: the site's beforeSend hook chose to skip the event. */
 | 'skipped';
export {};
