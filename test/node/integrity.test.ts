// Subresource Integrity: the build writes dist/integrity.json (and prints it), and the README's
// script-tag snippet carries the value for dist/visit-tag.js. Both must be the sha384 of the bytes
// in dist/, or a page that pins them refuses to run the tag.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const sha384 = (file: string) =>
  `sha384-${createHash('sha384')
    .update(readFileSync(resolve(root, 'dist', file)))
    .digest('base64')}`;
const written = JSON.parse(readFileSync(resolve(root, 'dist/integrity.json'), 'utf8')) as Record<string, string>;

describe('Subresource Integrity', () => {
  it('lists every script-tag file: the loader, its engine and part files and the consent bridges, production and debug', () => {
    const hashed = Object.keys(written).filter((name) => /^visit-tag\.(engine|definitions)-[0-9a-f]{8}\.js$/.test(name));
    expect(hashed).toHaveLength(2);
    const names = ['visit-tag', 'consent-tcf', 'consent-gcm'].flatMap((name) => [`${name}.js`, `${name}.debug.js`]).concat(hashed);
    expect(Object.keys(written).sort()).toEqual(names.sort());
  });

  it.each(Object.keys(written))('dist/integrity.json holds the sha384 of dist/%s', (file) => {
    expect(written[file]).toBe(sha384(file));
  });

  it("the README's script-tag snippet pins dist/visit-tag.js, with crossorigin", () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    const snippet = /<script\s+async\s+src="[^"]*\/visit-tag\.js"[^>]*integrity="([^"]+)"[^>]*>/.exec(readme);
    expect(snippet, 'a <script async src=".../visit-tag.js" integrity="…"> in README.md').not.toBeNull();
    expect(snippet![0]).toContain('crossorigin="anonymous"');
    expect(snippet![1], `README.md: integrity="${sha384('visit-tag.js')}"`).toBe(sha384('visit-tag.js'));
  });
});
