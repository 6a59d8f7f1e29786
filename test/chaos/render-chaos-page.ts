/**
 * Which outcomes a page forwards to the runner: every drop, and every outcome of the events the
 * tag makes itself (page views, static data), the runner's only sight of their nonces. Any one
 * will do: `stored` never comes when the page leaves before its write, `sent-unconfirmed` does.
 */
const FORWARD = "o.type === 'dropped' || o.eventType !== 'CONVERSION'";

/** The goal of the conversion every early-death page queues before the tag loads. */
export const EARLY_DEATH_GOAL_ID = 424242;

/** The early-death page's own part: a conversion queued before the tag loads, and a note of what the page saw. */
const EARLY_DEATH_SCRIPT = `var seq = new URLSearchParams(location.search).get('bounce');
var note = { evaluated: false, outcomes: [] };
var keepNote = function () {
  try { localStorage.setItem('__chaosBounce', JSON.stringify(note)); } catch (e) {}
};
window.visitTagQueue.push(function (tag) {
  note.evaluated = true;
  keepNote();
  tag.onOutcome(function (o) {
    note.outcomes.push({ type: o.type, nonce: o.nonce, eventType: o.eventType, reason: o.reason });
    keepNote();
  });
});
window.visitTagQueue.push(['trackConversion', ${EARLY_DEATH_GOAL_ID}, { metadata: { 1: ['bounce-' + seq] } }]);
`;

/**
 * The page every chaos tab loads: the script-tag build as a site owner installs it, plus a hook
 * that keeps outcomes for the runner in `window.__chaosOutbox` (subscribed through `visitTagQueue`
 * before the tag starts; the runner empties it with every call, as no engine but Chromium can
 * call out of the page), marks every fetch with its kind for the wire proxy (`x-chaos-flight`:
 * keepalive or fetch) and with its own id (`x-chaos-call`: the document's instance and a counter,
 * so a request the browser sends twice for one call, a network replay, shows on the wire), and
 * marks the page ready once the tag has run. Each document gets an instance id, so stats from a page
 * and from its reload are told apart.
 *
 * `earlyDeath` renders the page of an early death instead (`?bounce=<seq>`): before the tag loads
 * it queues one conversion (goal {@link EARLY_DEATH_GOAL_ID}, metadata id 1 `bounce-<seq>`), and it
 * writes what it saw into `localStorage['__chaosBounce']` as it happens (whether the tag ran its
 * queue, every outcome), so the runner can read it from the same storage after the page died.
 * @example writeFileSync(join(dir, 'page.html'), renderChaosPage({ siteCode: 'chaos7', url: server.url }))
 */
export function renderChaosPage(options: {
  siteCode: string;
  url: string;
  extraData?: Record<string, string>;
  earlyDeath?: boolean;
}): string {
  const attribute = (name: string, value: string) => ` data-${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  const data = Object.entries({ 'site-code': options.siteCode, url: options.url, ...options.extraData })
    .map(([k, v]) => attribute(k, v))
    .join('');
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>visit-tag chaos</title>
<script>
window.visitTagQueue = window.visitTagQueue || [];
window.__chaosInstance = Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 10);
window.__chaosOutbox = [];
// Marks each fetch with its kind for the wire proxy (keepalive or not: headers do not tell), so
// copies of requests in flight at page death can be split by kind, and each call with its id, so
// a body the browser sends again on its own (no second call) is told apart. Same origin: no preflight.
var __chaosFetch = window.fetch;
var __chaosCalls = 0;
window.fetch = function (url, init) {
  var headers = new Headers((init && init.headers) || {});
  headers.set('x-chaos-flight', init && init.keepalive ? 'keepalive' : 'fetch');
  headers.set('x-chaos-call', window.__chaosInstance + '-' + ++__chaosCalls);
  return __chaosFetch.call(window, url, Object.assign({}, init, { headers: headers }));
};
// A queued function runs before the tag starts, so no outcome of the start is missed.
window.visitTagQueue.push(function (tag) {
  tag.onOutcome(function (o) {
    if (${FORWARD}) window.__chaosOutbox.push({ type: o.type, nonce: o.nonce, eventType: o.eventType, reason: o.reason });
  });
});
${options.earlyDeath ? EARLY_DEATH_SCRIPT : ''}</script>
<script async src="visit-tag.js"${data} onload="window.__chaosReady = true"></script>
</head><body><h1>visit-tag chaos</h1><p>This tab is driven by test/chaos.</p></body></html>
`;
}
