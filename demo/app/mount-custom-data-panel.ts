import { h } from './h.js';
import { panel } from './panel.js';
import { showResult } from './show-result.js';
import type { VisitTagApi } from './visit-tag-api.js';

/**
 * The "Custom data" panel: `setCustomData(nameOrIndex, value | values, { overwrite,
 * mappingIdentifier })`. Several values are given comma-separated; a number is an index, anything
 * else a name configured by the script tag's `data-custom-data` (`plan` → 1, `segment` → 2); an
 * unknown name is refused with a clear reason.
 * @example document.querySelector('main')!.append(mountCustomDataPanel(() => window.visitTag));
 */
export function mountCustomDataPanel(getTag: () => VisitTagApi | undefined): HTMLElement {
  const name = h('input', { id: 'cd-name', value: 'segment', autocomplete: 'off' });
  const values = h('input', { id: 'cd-values', value: 'returning, newsletter', autocomplete: 'off' });
  const overwrite = h('input', { type: 'checkbox', id: 'cd-overwrite', checked: true });
  const mapping = h('input', { type: 'checkbox', id: 'cd-mapping' });
  const output = h('output', { class: 'result', id: 'cd-result' });
  const form = h(
    'form',
    {
      id: 'cd-form',
      onsubmit: (event) => {
        event.preventDefault();
        const tag = getTag();
        if (!tag) return showResult(output, new Error('the tag has not loaded'));
        const key = /^\d+$/.test(name.value.trim()) ? Number(name.value) : name.value.trim();
        const list = values.value
          .split(',')
          .map((value) => value.trim())
          .filter(Boolean);
        showResult(
          output,
          tag.setCustomData(key, list.length === 1 ? list[0] : list, { overwrite: overwrite.checked, mappingIdentifier: mapping.checked }),
        );
      },
    },
    h('label', { class: 'field' }, h('span', {}, 'Name or index'), name),
    h('label', { class: 'field' }, h('span', {}, 'Value(s), comma-separated'), values),
    h('label', { class: 'switch' }, overwrite, ' overwrite'),
    h('label', { class: 'switch' }, mapping, ' mappingIdentifier'),
    h('button', { type: 'submit', id: 'cd-send' }, 'setCustomData'),
    output,
  );
  return panel('custom-data', 'Custom data', 'Builds a CUSTOMDATA event with valuesCountMap.', form);
}
