// The production tag shortens the property names in INTERNAL_PROPS (scripts/tag-build-options.mjs).
// A name that a browser object, the wire or a public type also uses would be shortened there too
// and break the tag in a way only some page would show. So each listed name is checked against the
// names TypeScript's own declarations give the browser and the language, the event table's fields,
// and the public types' members.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERNAL_PROPS } from '../../scripts/tag-build-options.mjs';
import { COMMON_FIELDS, EVENT_TABLE } from '../../src/wire/event-table.js';

const root = resolve(import.meta.dirname, '../..');
const libDir = join(root, 'node_modules/typescript/lib');

/** Names the browser's objects also have, which the tag never reads from one (checked by reading the tag). */
const NEVER_READ_FROM_THE_BROWSER = new Map([
  ['required', 'HTMLInputElement.required: the tag reads no form field'],
  ['pattern', 'HTMLInputElement.pattern: the tag reads no form field'],
  ['equals', 'no browser object the tag uses has it'],
  ['indices', 'RegExpMatchArray.indices (the d flag): the tag uses no d flag'],
  ['sender', 'RTCRtpTransceiver.sender, MessageEvent-like objects: the tag uses none'],
]);

/** Member names declared anywhere in a declaration text: `name:`, `name?:`, `name(`, `readonly name`. */
const memberNames = (text: string) =>
  new Set([...text.matchAll(/^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*[:(<]/gm)].map((match) => match[1]));

const browserNames = memberNames(
  readdirSync(libDir)
    .filter((file) => /^lib\..+\.d\.ts$/.test(file))
    .map((file) => readFileSync(join(libDir, file), 'utf8'))
    .join('\n'),
);
const PUBLIC_TYPES = [
  'types/tracker-types.ts',
  'delivery/delivery-types.ts',
  'delivery/delivery-options.ts',
  'delivery/resolve-delivery-env.ts',
  'tag-types.ts',
  'wire/event-types.ts',
  'delivery/store/event-store.ts',
];
const publicNames = memberNames(PUBLIC_TYPES.map((file) => readFileSync(join(root, 'src', file), 'utf8')).join('\n'));
const wireNames = new Set([...Object.keys(COMMON_FIELDS), ...Object.values(EVENT_TABLE).flatMap((fields) => Object.keys(fields))]);

describe('the property names the production tag shortens', () => {
  it('has names to check (the list is read)', () => {
    expect(INTERNAL_PROPS.length).toBeGreaterThan(40);
    expect(browserNames.has('addEventListener')).toBe(true); // the declarations are read
  });

  it.each(INTERNAL_PROPS)('%s is no browser, wire or public name', (name) => {
    if (!NEVER_READ_FROM_THE_BROWSER.has(name)) expect(browserNames.has(name), `a browser object has ${name}`).toBe(false);
    expect(wireNames.has(name), `${name} is a wire field`).toBe(false);
    expect(publicNames.has(name), `${name} is a member of a public type`).toBe(false);
  });
});
