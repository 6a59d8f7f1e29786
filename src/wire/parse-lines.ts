import type { Problem } from './event-types.js';
import { hasOwn } from '../lib/has-own.js';
import { readEvent, setOwn, type ParseOptions, type ParseResult } from './read-event.js';

/**
 * Reads a line-format body: one event per line (`\n` or `\r\n`), `name=value` pairs joined by
 * `&`, names and values percent-decoded (`+` stays a plus, as encodeURIComponent writes it).
 * Empty lines are skipped. A bad line is rejected with its reasons and never affects the others.
 * @example parseLines('eventType=product&nonce=0123456789ABCDEF&ean=1', { visitorCode: 'v' }).events[0].event.eventType // 'PRODUCT'
 */
export function parseLines(body: string, options?: ParseOptions): ParseResult {
  const result: ParseResult = { events: [], rejected: [] };
  const lines = body.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].replace(/\r$/, '');
    if (line.trim() === '') continue;
    const raw: Record<string, unknown> = {};
    const problems: Problem[] = [];
    for (const pair of line.split('&')) {
      if (pair === '') continue;
      const at = pair.indexOf('=');
      const name = decode(at < 0 ? pair : pair.slice(0, at));
      const value = decode(at < 0 ? '' : pair.slice(at + 1));
      if (name === undefined || value === undefined) {
        problems.push({
          field: name ?? pair.slice(0, 40),
          code: 'syntax',
          message: `broken percent-encoding in ${JSON.stringify(pair.slice(0, 80))}`,
        });
      } else if (hasOwn(raw, name)) {
        problems.push({ field: name, code: 'syntax', message: `${name} is given twice` });
      } else setOwn(raw, name, value);
    }
    const read = readEvent(raw, options);
    problems.push(...read.problems);
    if (read.event && !problems.length) result.events.push({ index: n + 1, event: read.event, unknown: read.unknown });
    else result.rejected.push({ index: n + 1, problems, raw: line });
  }
  return result;
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
