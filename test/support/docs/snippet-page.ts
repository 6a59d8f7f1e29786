import type { EventType } from '../../../src/wire/event-table.js';

/** The placeholder hosts the docs use, and what the doc test serves in their place. */
const CDN = 'https://cdn.example.com/';
const DATA = 'https://data.example.com';

/**
 * A guide's HTML snippet as a whole page on the stand-in server: the placeholder CDN
 * (`https://cdn.example.com/…`) becomes the server's `/dist/` (the built files, so an `integrity`
 * value must match their bytes) and the placeholder data interface (`https://data.example.com`)
 * the server itself.
 *
 * @example
 * snippetPage('<script async src="https://cdn.example.com/visit-tag.js"></script>', 'http://127.0.0.1:8787');
 * // '<!doctype html>…<script async src="http://127.0.0.1:8787/dist/visit-tag.js"></script>…'
 */
export function snippetPage(snippet: string, serverUrl: string): string {
  const body = snippet.replaceAll(CDN, `${serverUrl}/dist/`).replaceAll(DATA, serverUrl);
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Doc snippet</title></head>\n<body>\n${body}</body>\n</html>\n`;
}

/** The event type each queued or called tracker method sends. */
const METHOD_EVENTS: Readonly<Record<string, EventType>> = {
  trackConversion: 'CONVERSION',
  setCustomData: 'CUSTOMDATA',
  trackProduct: 'PRODUCT',
  trackExperiment: 'EXPERIMENT',
  trackPersonalization: 'PERSONALIZATION',
  trackTargetingSegment: 'TARGETINGSEGMENT',
  trackWeather: 'WEATHER',
  trackGeolocation: 'GEOLOCATION',
};

/**
 * The event types a snippet must deliver: STATICDATA and PAGE (the tag's own, on start) and one per
 * tracker method the snippet names (`'trackConversion'` in the queue, `tag.trackConversion(…)`).
 *
 * @example
 * expectedEventTypes("visitTagQueue.push(['trackConversion', 1])"); // ['CONVERSION', 'PAGE', 'STATICDATA']
 */
export function expectedEventTypes(snippet: string): EventType[] {
  const named = Object.keys(METHOD_EVENTS).filter((method) => new RegExp(`\\b${method}\\b`).test(snippet));
  return [...new Set<EventType>(['STATICDATA', 'PAGE', ...named.map((method) => METHOD_EVENTS[method])])].sort();
}
