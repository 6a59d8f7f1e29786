import { getMapData, storeMapData } from '../../src/map.js';
import type { JsonObject } from '../../src/clients/json-value.js';
import { h } from './h.js';
import { panel } from './panel.js';
import { showResult } from './show-result.js';
import type { VisitTagApi } from './visit-tag-api.js';

/**
 * The "Map" panel: stores a JSON object under a key with `storeMapData` (visit-tag/map), then
 * reads it back two ways: the tag's `getRemoteData(key)` (what a page uses) and the client's
 * `getMapData(key)`. The default key holds `/`, a space, `&` and non-ASCII on purpose.
 * @example document.querySelector('main')!.append(mountMapPanel('demo', () => window.visitTag));
 */
export function mountMapPanel(siteCode: string, getTag: () => VisitTagApi | undefined): HTMLElement {
  const key = h('input', { id: 'map-key', value: 'user/42 & café', autocomplete: 'off' });
  const data = h('textarea', { id: 'map-data', rows: 3, spellcheck: false }, '{"plan":"pro","beta":true,"address":{"city":"Lyon"}}');
  const output = h('output', { class: 'result', id: 'map-result' });
  const options = { dataUrl: location.origin, siteCode };
  const run = (action: () => Promise<unknown>) => async (): Promise<void> => {
    try {
      showResult(output, await action());
    } catch (error) {
      showResult(output, error);
    }
  };
  const store = run(async () => {
    const record = JSON.parse(data.value) as JsonObject;
    await storeMapData({ [key.value]: record }, options);
    return `stored under ${JSON.stringify(key.value)}`;
  });
  const viaTag = run(async () => {
    const tag = getTag();
    if (!tag) throw new Error('the tag has not loaded');
    return (await tag.getRemoteData(key.value)) ?? 'nothing stored (getRemoteData gave undefined)';
  });
  const viaClient = run(async () => (await getMapData(key.value, options)) ?? 'nothing stored (getMapData gave undefined)');
  return panel(
    'map',
    'External data map',
    'POST /map/maps, then GET /map/map with the key percent-encoded.',
    h('label', { class: 'field' }, h('span', {}, 'Key'), key),
    h('label', { class: 'field' }, h('span', {}, 'Data (JSON object)'), data),
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'button', id: 'map-store', onclick: () => void store() }, 'storeMapData'),
      h('button', { type: 'button', id: 'map-get-tag', onclick: () => void viaTag() }, 'visitTag.getRemoteData'),
      h('button', { type: 'button', id: 'map-get-client', onclick: () => void viaClient() }, 'getMapData'),
    ),
    output,
  );
}
