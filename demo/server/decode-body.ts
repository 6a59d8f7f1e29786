import type { RejectedEvent } from '../../src/wire/read-event.js';

const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Turns a body's bytes into text for the parsers. Invalid UTF-8 is never repaired silently: in
 * the line format each line is decoded on its own (a newline byte cannot occur inside a UTF-8
 * sequence), a bad line is rejected and left empty so that the other lines keep their numbers;
 * a JSON body with invalid UTF-8 is rejected as a whole.
 * @example decodeBody(Buffer.from('a=1\n\xff'), 'lines').rejected[0].index // 2
 */
export function decodeBody(bytes: Uint8Array, format: 'lines' | 'json'): { text: string; rejected: RejectedEvent[] } {
  try {
    return { text: strictDecoder.decode(bytes), rejected: [] };
  } catch {
    // fall through: find out which part is broken
  }
  const problem = (at: string) => [{ field: '', code: 'syntax' as const, message: `invalid UTF-8 in ${at}` }];
  const loose = new TextDecoder('utf-8');
  if (format === 'json')
    return { text: '', rejected: [{ index: -1, problems: problem('the body'), raw: loose.decode(bytes.subarray(0, 200)) }] };
  const lines: string[] = [];
  const rejected: RejectedEvent[] = [];
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    const line = bytes.subarray(start, end);
    try {
      lines.push(strictDecoder.decode(line));
    } catch {
      rejected.push({ index: lines.length + 1, problems: problem(`line ${lines.length + 1}`), raw: loose.decode(line).slice(0, 2048) });
      lines.push('');
    }
    start = end + 1;
  }
  return { text: lines.join('\n'), rejected };
}
