import type { Outcome } from '../../src/delivery/delivery-types.js';
import type { FileStatus } from '../../src/lib/file-status.js';
import { describeOutcome } from './describe-outcome.js';
import { h } from './h.js';
import { replaceChildren } from './replace-children.js';
import { panel } from './panel.js';
import { stat } from './stat.js';
import type { VisitTagApi } from './visit-tag-api.js';

const MAX_OUTCOMES = 200;

/**
 * The "What the tag did" panel: its counters (`getStats()`), every outcome as it happens
 * (`onOutcome`, newest first) and the events stored right now (`getQueued()`), refreshed every
 * `refreshMs`. `addOutcome` is the listener to subscribe.
 * @example const view = mountTagPanel(() => window.visitTag); tag.onOutcome(view.addOutcome);
 */
export function mountTagPanel(
  getTag: () => VisitTagApi | undefined,
  refreshMs = 500,
): { element: HTMLElement; addOutcome: (outcome: Outcome) => void } {
  const stats = h('dl', { class: 'stats', id: 'tag-stats' });
  const outcomes = h('ol', { class: 'log', id: 'tag-outcomes', reversed: true });
  const queue = h('ol', { class: 'log', id: 'tag-queue' });
  const queueCount = h('span', { id: 'tag-queue-count' }, '0');
  const invalid = h('ol', { class: 'log', id: 'tag-invalid', reversed: true });
  const flush = h('button', { type: 'button', id: 'tag-flush', onclick: () => void getTag()?.flush() }, 'flush()');
  const refresh = async (): Promise<void> => {
    const tag = getTag();
    if (!tag) return;
    const counters = tag.getStats();
    const entries: [string, unknown][] = [
      ['stored', counters.stored],
      ['sent', counters.sent],
      ['unconfirmed', counters.sentUnconfirmed],
      ['retried', counters.retried],
      ['queued', counters.queued],
      ['held', (counters as { held?: number }).held ?? 0],
      ['dropped', Object.values(counters.dropped).reduce((sum, count) => sum + count, 0)],
    ];
    // Each drop reason gets its own counter once it happens, so a drop is never silent here.
    for (const [reason, count] of Object.entries(counters.dropped)) if (count > 0) entries.push([`dropped: ${reason}`, count]);
    if (counters.storageFallback) entries.push(['storage', counters.storageFallback]);
    // The files the loader brings: the engine on every page, the definitions part when a page needs it.
    entries.push(['engine', describeFile(counters.engine)], ['part', describeFile(counters.definitions?.file)]);
    replaceChildren(stats, ...entries.map(([name, value]) => stat(name, value, 'data-stat')));
    const queued = await tag.getQueued().catch(() => []);
    queueCount.textContent = String(queued.length);
    replaceChildren(
      queue,
      ...queued
        .slice(0, 100)
        .map((event) =>
          h('li', { 'data-nonce': event.nonce }, h('b', {}, event.eventType), ` ${event.nonce} `, h('code', {}, summarize(event))),
        ),
    );
  };
  setInterval(() => void refresh(), refreshMs);
  const addOutcome = (outcome: Outcome): void => {
    outcomes.prepend(
      h('li', { class: `outcome ${outcome.type}`, 'data-type': outcome.type, 'data-nonce': outcome.nonce }, describeOutcome(outcome)),
    );
    while (outcomes.children.length > MAX_OUTCOMES) outcomes.lastElementChild?.remove();
    // A call answered with a nonce before the engine was ready, then refused by its contract check.
    if (outcome.type === 'dropped' && outcome.reason === 'invalid') {
      const problems = (outcome.problems ?? []).map((problem) => `${problem.field}: ${problem.message}`).join('; ');
      invalid.prepend(
        h('li', { 'data-nonce': outcome.nonce }, h('b', {}, outcome.eventType), ` ${outcome.nonce} `, h('code', {}, problems)),
      );
    }
  };
  const element = panel(
    'tag',
    'What the tag did',
    'Counters from getStats() (engine and part: the files the tag loads), outcomes from onOutcome, the stored queue from getQueued().',
    stats,
    h('div', { class: 'row' }, flush),
    h('h3', {}, 'Outcomes'),
    outcomes,
    h('h3', {}, 'Refused as invalid (answered with a nonce before the engine was ready)'),
    invalid,
    h('h3', {}, 'Stored queue (', queueCount, ')'),
    queue,
  );
  return { element, addOutcome };
}

/** A file's state in a tester's words: `ready`, `loading`, `failed: why`, or `not needed` for a part never asked for. */
function describeFile(file: FileStatus | undefined): string {
  if (!file) return 'not needed';
  return file.state === 'failed' ? `failed: ${file.error ?? 'unknown'}` : file.state;
}

function summarize(event: object): string {
  const { eventType: _type, nonce: _nonce, ...rest } = event as Record<string, unknown>;
  const text = JSON.stringify(rest);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
