import { h } from './h.js';
import { replaceChildren } from './replace-children.js';
import type { InspectState } from './inspect-types.js';
import { panel } from './panel.js';
import { isRefusedRequest, refusedRequestItem } from './refused-request-item.js';
import { stat } from './stat.js';

const SHOWN = 50;

/**
 * The "What the server accepted" panel: polls `GET /__inspect/events?siteCode=` and shows the
 * counts, each accepted event (with its copy count: above 1 means a duplicate arrived), each
 * rejected line and each request refused as a whole (403, 401, 413, 429, 400) with the server's
 * reasons, and the request log with statuses and reasons. A reset button clears this
 * site's state on the server.
 * `onState` gets each answer (the page's summary line uses the counts).
 * @example document.querySelector('main')!.append(mountServerPanel('demo'));
 */
export function mountServerPanel(siteCode: string, onState?: (state: InspectState) => void, refreshMs = 1000): HTMLElement {
  const counts = h('dl', { class: 'stats', id: 'server-counts' });
  const accepted = h('ol', { class: 'log', id: 'server-accepted' });
  const rejected = h('ol', { class: 'log', id: 'server-rejected' });
  const requests = h('ol', { class: 'log', id: 'server-requests' });
  const status = h('p', { class: 'hint', id: 'server-status' }, 'loading…');
  const inspectUrl = `/__inspect/events?siteCode=${encodeURIComponent(siteCode)}`;
  const refresh = async (): Promise<void> => {
    try {
      const response = await fetch(inspectUrl, { cache: 'no-store' });
      const state = (await response.json()) as InspectState;
      render(state);
      onState?.(state);
      status.textContent = `updated ${new Date().toLocaleTimeString()}`;
    } catch (error) {
      status.textContent = `inspect failed: ${(error as Error).message}`;
    }
  };
  const render = (state: InspectState): void => {
    const byType = Object.entries(state.counts.byType)
      .map(([type, count]) => `${type} ${count}`)
      .join(', ');
    replaceChildren(
      counts,
      stat('accepted', state.counts.accepted, 'data-count'),
      stat('rejected', state.counts.rejected, 'data-count'),
      stat('duplicates', state.counts.duplicates, 'data-count'),
      stat('byType', byType || '–', 'data-count'),
    );
    replaceChildren(
      accepted,
      ...state.accepted
        .slice(-SHOWN)
        .reverse()
        .map(({ event, copies }) =>
          h(
            'li',
            { 'data-nonce': event.nonce, 'data-type': event.eventType },
            h('b', {}, event.eventType),
            ` ${event.nonce}`,
            copies > 1 ? h('span', { class: 'badge' }, `×${copies}`) : null,
            ' ',
            h('code', {}, brief(event)),
          ),
        ),
    );
    replaceChildren(
      rejected,
      ...state.requests.filter(isRefusedRequest).slice(-SHOWN).reverse().map(refusedRequestItem),
      ...state.rejected
        .slice(-SHOWN)
        .reverse()
        .map((line) =>
          h(
            'li',
            { class: 'bad' },
            `line ${line.index}: `,
            line.problems.map((p) => (typeof p === 'string' ? p : p.message)).join('; '),
            line.raw ? h('code', {}, ` ${String(typeof line.raw === 'string' ? line.raw : JSON.stringify(line.raw)).slice(0, 120)}`) : null,
          ),
        ),
    );
    replaceChildren(
      requests,
      ...state.requests
        .slice(-SHOWN)
        .reverse()
        .map((request) =>
          h(
            'li',
            { class: request.status < 300 ? 'ok' : 'bad', 'data-status': request.status },
            `${request.method} ${request.path} → ${request.status}`,
            request.events !== undefined ? ` (${request.events} events, ${request.bytes ?? '?'} B)` : '',
            request.reason ? `: ${request.reason}` : '',
          ),
        ),
    );
  };
  const reset = h(
    'button',
    {
      type: 'button',
      id: 'server-reset',
      onclick: () => void fetch(inspectUrl, { method: 'DELETE' }).then(refresh),
    },
    'Reset this site on the server',
  );
  setInterval(() => void refresh(), refreshMs);
  void refresh();
  return panel(
    'server',
    'What the server accepted',
    `GET ${inspectUrl}, every second.`,
    counts,
    status,
    h('div', { class: 'row' }, reset),
    h('h3', {}, 'Accepted'),
    accepted,
    h('h3', {}, 'Rejected, and why'),
    rejected,
    h('h3', {}, 'Requests'),
    requests,
  );
}

function brief(event: Record<string, unknown>): string {
  const { eventType: _type, nonce: _nonce, visitorCode: _visitor, ...rest } = event;
  const text = JSON.stringify(rest);
  return text.length > 100 ? `${text.slice(0, 97)}…` : text;
}
