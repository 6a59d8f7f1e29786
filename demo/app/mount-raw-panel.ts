import { h } from './h.js';
import { panel } from './panel.js';
import { showResult } from './show-result.js';

const EXAMPLE = [
  'eventType=PRODUCT&nonce=0123456789abcdef&ean=4006381333931',
  'eventType=CONVERSION&nonce=0123456789abcdeg&goalId=twelve',
  'eventType=PAGE&nonce=fedcba9876543210',
].join('\n');

/**
 * The "Raw request" panel: posts a body straight to `POST /visit/events` (bypassing the tag, which
 * never sends an invalid event), so QA can watch the server accept some lines and reject others
 * with their reasons in the server panel. The answer is still 202: the body is checked later.
 * @example document.querySelector('main')!.append(mountRawPanel('demo'));
 */
export function mountRawPanel(siteCode: string): HTMLElement {
  const visitor = h('input', { id: 'raw-visitor', value: 'raw-visitor', autocomplete: 'off' });
  const body = h('textarea', { id: 'raw-body', rows: 4, spellcheck: false }, EXAMPLE);
  const output = h('output', { class: 'result', id: 'raw-result' });
  const send = async (): Promise<void> => {
    const query = new URLSearchParams({ siteCode, ...(visitor.value ? { visitorCode: visitor.value } : {}) });
    try {
      const response = await fetch(`/visit/events?${query}`, {
        method: 'POST',
        body: body.value,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      const text = await response.text();
      showResult(
        output,
        response.ok ? `${response.status}: accepted for checking; see "Rejected, and why"` : new Error(`${response.status} ${text}`),
      );
    } catch (error) {
      showResult(output, error);
    }
  };
  return panel(
    'raw',
    'Raw request',
    'One event per line, name=value pairs joined by &. Posted as is, without the tag.',
    h('label', { class: 'field' }, h('span', {}, 'visitorCode (query)'), visitor),
    h('label', { class: 'field' }, h('span', {}, 'Body'), body),
    h('button', { type: 'button', id: 'raw-send', onclick: () => void send() }, 'POST /visit/events'),
    output,
  );
}
