import { h } from './h.js';
import { panel } from './panel.js';
import { showResult } from './show-result.js';

interface FaultRule {
  status?: number;
  retryAfter?: string;
  drop?: boolean;
}

/** The fault switches: each is a `POST /__faults` rule for the event endpoint. */
const SWITCHES: { id: string; label: string; rule: FaultRule }[] = [
  { id: '500', label: '500 error', rule: { status: 500 } },
  { id: '429', label: '429 + Retry-After: 2', rule: { status: 429, retryAfter: '2' } },
  { id: '413', label: '413 too large', rule: { status: 413 } },
  { id: 'offline', label: 'Offline (drop the connection)', rule: { drop: true } },
];

/**
 * The "Faults" panel: makes the server's event endpoint fail the next N requests (or every one
 * until cleared) with 500, 429, 413 or a dropped connection, through `POST /__faults`; `DELETE
 * /__faults` clears them. The tag's outcomes then show its retries, and the server panel shows
 * that nothing was lost once the faults are cleared.
 * @example document.querySelector('main')!.append(mountFaultsPanel());
 */
export function mountFaultsPanel(): HTMLElement {
  const count = h('input', { id: 'fault-count', type: 'number', min: 0, value: 3, inputmode: 'numeric' });
  const output = h('output', { class: 'result', id: 'fault-result' });
  const send = async (method: 'POST' | 'DELETE', rule?: FaultRule): Promise<void> => {
    const n = Number(count.value);
    const body = rule ? JSON.stringify({ ...rule, ...(n > 0 ? { count: n } : {}) }) : undefined;
    const response = await fetch('/__faults', { method, body, headers: body ? { 'content-type': 'application/json' } : {} });
    const what = rule
      ? `${rule.status ?? 'drop'} for ${n > 0 ? `the next ${n}` : 'every'} event request${n === 1 ? '' : 's'}`
      : 'faults cleared';
    showResult(
      output,
      response.ok ? `${what} (server answered ${response.status})` : new Error(`${response.status} ${await response.text()}`),
    );
  };
  const buttons = SWITCHES.map(({ id, label, rule }) =>
    h('button', { type: 'button', id: `fault-${id}`, class: 'warn', onclick: () => void send('POST', rule) }, label),
  );
  const clear = h('button', { type: 'button', id: 'fault-clear', onclick: () => void send('DELETE') }, 'Clear faults');
  return panel(
    'faults',
    'Faults',
    'Make the server fail; the tag keeps the events stored and retries. Count 0 = until cleared.',
    h('label', { class: 'field inline' }, h('span', {}, 'Requests to fail'), count),
    h('div', { class: 'row' }, ...buttons, clear),
    output,
  );
}
