import { quoteBigIntegers, readEvent, type ParseOptions, type ParseResult } from './read-event.js';

/**
 * Reads a JSON-format body (`json=true`): an array of event objects, compact or pretty. Integers
 * beyond 2^53 stay exact. A body that is not a JSON array is rejected as a whole (index -1);
 * otherwise each bad item is rejected with its reasons and never affects the others.
 * @example parseJson('[{"eventType":"PRODUCT","nonce":"0123456789abcdef","visitorCode":"v","ean":"1"}]').events.length // 1
 */
export function parseJson(body: string, options?: ParseOptions): ParseResult {
  const result: ParseResult = { events: [], rejected: [] };
  let items: unknown;
  try {
    items = JSON.parse(quoteBigIntegers(body));
  } catch (error) {
    result.rejected.push({
      index: -1,
      problems: [{ field: '', code: 'syntax', message: `the body is not JSON: ${(error as Error).message}` }],
      raw: body.slice(0, 200),
    });
    return result;
  }
  if (!Array.isArray(items)) {
    result.rejected.push({
      index: -1,
      problems: [{ field: '', code: 'syntax', message: 'the body must be a JSON array of events' }],
      raw: body.slice(0, 200),
    });
    return result;
  }
  items.forEach((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      result.rejected.push({
        index,
        problems: [{ field: '', code: 'type', message: 'each item must be an event object' }],
        raw: JSON.stringify(item),
      });
      return;
    }
    const read = readEvent(item as Record<string, unknown>, options);
    if (read.event) result.events.push({ index, event: read.event, unknown: read.unknown });
    else result.rejected.push({ index, problems: read.problems, raw: JSON.stringify(item) });
  });
  return result;
}
