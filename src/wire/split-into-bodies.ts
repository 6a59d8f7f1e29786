import { MAX_BODY_BYTES } from './event-table.js';
import { utf8Length } from './utf8-length.js';

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
export function splitIntoBodies(
  encodedEvents: readonly string[],
  maxBytes: number = MAX_BODY_BYTES,
  format: 'lines' | 'json' = 'lines',
): SplitResult {
  const isJson = format === 'json';
  const frame = isJson ? 2 : 0;
  const result: SplitResult = { bodies: [], oversized: [] };
  let parts: string[] = [];
  let indices: number[] = [];
  let bytes = frame;
  const close = () => {
    if (!parts.length) return;
    const joined = parts.join(isJson ? ',' : '\n');
    result.bodies.push({ body: isJson ? `[${joined}]` : joined, indices, bytes });
    parts = [];
    indices = [];
    bytes = frame;
  };
  encodedEvents.forEach((encoded, index) => {
    const size = utf8Length(encoded);
    if (size + frame > maxBytes) return void result.oversized.push(index); // too large for any body
    // With its separator byte it would not fit: close the body (a no-op while it is empty).
    if (bytes + size + 1 > maxBytes) close();
    bytes += size + (parts.length ? 1 : 0);
    parts.push(encoded);
    indices.push(index);
  });
  close();
  return result;
}
