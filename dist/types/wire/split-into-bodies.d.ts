/** One request body and the positions of the encoded events it carries. */
export interface Body {
    body: string;
    /** Indices into the array given to splitIntoBodies. */
    indices: number[];
    /** UTF-8 size of `body`. */
    bytes: number;
}
/** What splitIntoBodies returns: the bodies, and the events too large to send on their own. */
export interface SplitResult {
    bodies: Body[];
    /** Indices of events larger than maxBytes alone: reported, never sent. */
    oversized: number[];
}
/**
 * Packs encoded events, in order, into as few bodies as possible, none larger than `maxBytes` in
 * UTF-8; an event is never split. Line format joins with `\n`; JSON format wraps in `[` `]` and
 * joins with `,`.
 * @example splitIntoBodies(lines, 65_536).bodies.map((b) => b.body) // beacon-sized bodies
 */
export declare function splitIntoBodies(encodedEvents: readonly string[], maxBytes?: number, format?: 'lines' | 'json'): SplitResult;
