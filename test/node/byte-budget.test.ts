// The byte budget of the script tag (STYLE.md §10): the whole tag, gzip -9.
// The issue's budget is 8192 B and the goal 6144 B. The complete tag (engine, API, collectors, UA
// parser) measures about 9,027 B today, so the suite fails on a ceiling just above it (a ratchet:
// lower it as the tag shrinks, never raise it without a CHANGELOG line that says why) and prints
// the distance to the budget. What each part costs: `npm run bench -- --only bundle-size`. Speed
// is measured in `npm run bench`, not here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const BUDGET_GZIP_BYTES = 8192;
const GOAL_GZIP_BYTES = 6144;
/** Fails the suite: about 1 % above today's size. */
const CEILING_GZIP_BYTES = 9088;

describe('byte budget', () => {
  it(`dist/visit-tag.js stays under its ${CEILING_GZIP_BYTES} B gzip ceiling (budget ${BUDGET_GZIP_BYTES})`, () => {
    const raw = readFileSync(resolve(import.meta.dirname, '../../dist/visit-tag.js'));
    const gzip = gzipSync(raw, { level: 9 }).length;
    const over = gzip - BUDGET_GZIP_BYTES;
    console.log(
      `dist/visit-tag.js: ${raw.length} B raw, ${gzip} B gzip -9 (ceiling ${CEILING_GZIP_BYTES}, budget ${BUDGET_GZIP_BYTES}` +
        `${over > 0 ? `, ${over} B over it` : ''}, goal ${GOAL_GZIP_BYTES})`,
    );
    expect(gzip).toBeLessThanOrEqual(CEILING_GZIP_BYTES);
  });
});

// The consent bridges (issue 15): each its own script tag with its own ceiling, about 5 % above
// its size when it shipped (consent-tcf 1,500 B, consent-gcm 1,335 B gzip -9). They cost the tag
// nothing: dist/visit-tag.js does not include them.
const BRIDGE_CEILINGS_GZIP_BYTES: Record<string, number> = { 'consent-tcf': 1575, 'consent-gcm': 1400 };

describe('byte budget of the consent bridges', () => {
  it.each(Object.entries(BRIDGE_CEILINGS_GZIP_BYTES))('dist/%s.js stays under its %i B gzip ceiling', (name, ceiling) => {
    const raw = readFileSync(resolve(import.meta.dirname, `../../dist/${name}.js`));
    const gzip = gzipSync(raw, { level: 9 }).length;
    console.log(`dist/${name}.js: ${raw.length} B raw, ${gzip} B gzip -9 (ceiling ${ceiling})`);
    expect(gzip).toBeLessThanOrEqual(ceiling);
  });
});
