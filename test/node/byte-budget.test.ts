// The byte budget of the script tag (STYLE.md §10): the whole tag, gzip -9, at most 8192 bytes.
// Raising it needs a CHANGELOG line that says why. Speed is measured in `npm run bench`, not here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const MAX_GZIP_BYTES = 8192;
const GOAL_GZIP_BYTES = 6144;

describe('byte budget', () => {
  it(`dist/visit-tag.js is at most ${MAX_GZIP_BYTES} B gzip`, () => {
    const raw = readFileSync(resolve(import.meta.dirname, '../../dist/visit-tag.js'));
    const gzip = gzipSync(raw, { level: 9 }).length;
    console.log(`dist/visit-tag.js: ${raw.length} B raw, ${gzip} B gzip -9 (budget ${MAX_GZIP_BYTES}, goal ${GOAL_GZIP_BYTES})`);
    expect(gzip).toBeLessThanOrEqual(MAX_GZIP_BYTES);
  });
});
