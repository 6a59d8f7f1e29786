// The README, the guides and the measurements log cannot rot: every TypeScript and JavaScript block is type-checked
// against the built package (dist/types, through package.json's exports), and every relative link
// and #anchor resolves. The HTML snippets are loaded in Chromium by test/browser/docs/. A block
// that only illustrates says `no-test` in its info string (```ts no-test); there should be few.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFiles, measurementFiles } from '../support/docs/doc-files.js';
import { findBrokenLinks } from '../support/docs/find-broken-links.js';
import { readCodeBlocks } from '../support/docs/read-code-blocks.js';
import { CHECKED_LANGUAGES, typeCheckBlocks } from '../support/docs/type-check-blocks.js';

const root = resolve(import.meta.dirname, '../..');
const files = docFiles(root);
const measurements = measurementFiles(root);
const blocks = readCodeBlocks(root, [...files, ...measurements]);
const checked = blocks.filter((block) => block.lang in CHECKED_LANGUAGES && !block.noTest);

describe('docs: README.md and docs/*.md', () => {
  it('link only to files and headings that exist (docs/measurements/, ARCHITECTURE.md, CONTRIBUTING.md and CHANGELOG.md too)', () => {
    expect(findBrokenLinks(root, [...files, ...measurements, 'ARCHITECTURE.md', 'CONTRIBUTING.md', 'CHANGELOG.md'])).toEqual([]);
  });

  it('have TypeScript and JavaScript blocks that compile against the built package', () => {
    expect(checked.length).toBeGreaterThan(10);
    expect(typeCheckBlocks(root, checked)).toEqual([]);
  }, 60_000);

  it('mark few blocks as illustrations only (no-test)', () => {
    const illustrations = blocks.filter((block) => block.noTest).map((block) => `${block.file}:${block.line}`);
    expect(illustrations.length, illustrations.join(', ')).toBeLessThanOrEqual(5);
  });

  it('README.md is a front door: at most 250 lines, linking every guide', () => {
    const readme = files[0];
    expect(readme).toBe('README.md');
    const text = readFileSync(resolve(root, readme), 'utf8');
    expect(text.split('\n').length).toBeLessThanOrEqual(251);
    for (const guide of files.slice(1)) expect(text, `README.md links ${guide}`).toContain(`](${guide})`);
  });
});
