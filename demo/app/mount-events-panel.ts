import { EVENT_TABLE, EVENT_TYPES, type EventType, type FieldSpec } from '../../src/wire/event-table.js';
import { getEventDefaults } from './get-event-defaults.js';
import { h } from './h.js';
import { replaceChildren } from './replace-children.js';
import { panel } from './panel.js';
import { readFieldValue } from './read-field-value.js';
import { showResult } from './show-result.js';
import type { VisitTagApi } from './visit-tag-api.js';

/**
 * The "Track an event" panel: one form for each of the ten event types, its inputs generated from
 * the event table (so the page can never list a field the spec does not have), sent with
 * `visitTag.track(event)`; shows the nonce or the tag's refusal.
 * @example document.querySelector('main')!.append(mountEventsPanel(() => window.visitTag));
 */
export function mountEventsPanel(getTag: () => VisitTagApi | undefined, preset: { goalId?: string } = {}): HTMLElement {
  const typeSelect = h('select', { id: 'event-type', name: 'eventType' }, ...EVENT_TYPES.map((type) => h('option', { value: type }, type)));
  const fields = h('div', { class: 'fields', id: 'event-fields' });
  const output = h('output', { class: 'result', id: 'event-result' });
  const renderFields = (): void => {
    const type = typeSelect.value as EventType;
    const defaults: Record<string, string> = {
      ...getEventDefaults()[type],
      ...(type === 'CONVERSION' && preset.goalId ? { goalId: preset.goalId } : {}),
    };
    const table: Record<string, FieldSpec> = EVENT_TABLE[type];
    replaceChildren(fields, ...Object.entries(table).map(([name, spec]) => fieldInput(name, spec, defaults[name] ?? '')));
  };
  const form = h(
    'form',
    {
      id: 'event-form',
      onsubmit: (event) => {
        event.preventDefault();
        const tag = getTag();
        if (!tag) return showResult(output, new Error('the tag has not loaded'));
        const input: Record<string, unknown> = { eventType: typeSelect.value };
        for (const element of fields.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('[name]')) {
          const value = readFieldValue(EVENT_TABLE[typeSelect.value as EventType][element.name as never], element.value);
          if (value !== undefined) input[element.name] = value;
        }
        showResult(output, tag.track(input));
      },
    },
    h('label', {}, 'Event type ', typeSelect),
    fields,
    h('button', { type: 'submit', id: 'event-send' }, 'track(event)'),
    output,
  );
  typeSelect.addEventListener('change', renderFields);
  renderFields();
  // The goal picker sets the conversion's goal here.
  form.addEventListener('goal-picked', ((event: CustomEvent<string>) => {
    preset.goalId = event.detail;
    typeSelect.value = 'CONVERSION';
    renderFields();
  }) as EventListener);
  return panel(
    'events',
    'Track an event',
    'All ten event types; fields and limits come from src/wire/event-table.ts. Edit a value into an invalid one to see the tag refuse it.',
    form,
  );
}

function fieldInput(name: string, spec: FieldSpec, value: string): HTMLElement {
  const id = `field-${name}`;
  const label = `${name}${spec.required ? ' *' : ''}`;
  const hint = spec.type + (spec.max ? ` ≤ ${spec.max}` : '');
  let input: HTMLElement;
  if (spec.enum || spec.type === 'boolean') {
    const options = spec.enum ?? ['true', 'false'];
    input = h(
      'select',
      { id, name },
      h('option', { value: '' }, '(not set)'),
      ...options.map((option) => h('option', { value: option, selected: option === value }, option)),
    );
  } else if (spec.type === 'metadata' || spec.type === 'countMap') {
    input = h('textarea', { id, name, rows: 2, spellcheck: false }, value);
  } else {
    const numeric = spec.type === 'int32' || spec.type === 'int64' || spec.type === 'float64';
    input = h('input', { id, name, value, inputmode: numeric ? 'decimal' : undefined, autocomplete: 'off' });
  }
  return h('label', { class: 'field' }, h('span', {}, label, ' ', h('small', {}, hint)), input);
}
