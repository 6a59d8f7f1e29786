// The production tag goes through esbuild, then terser: its source map must still lead from the
// minified file back to the line of TypeScript that wrote each piece (what a developer sees in the
// browser's debugger, or in a stack trace mapped by an error tracker).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';

const dist = resolve(import.meta.dirname, '../../dist');
const engineFile = readdirSync(dist).find((name) => /^visit-tag\.engine-[0-9a-f]{8}\.js$/.test(name))!;

/** String literals that occur once in each file, each written on one line of one source file. */
const LOADER_LITERALS = ['currententrychange', 'TARGETINGSEGMENT', 'link[rel=canonical]'];
const ENGINE_LITERALS = ['visit-tag-flush', 'Huawei Browser'];

describe.each([
  ['visit-tag.js', LOADER_LITERALS],
  [engineFile, ENGINE_LITERALS],
  ['visit-tag.debug.js', [...LOADER_LITERALS, ...ENGINE_LITERALS]],
])('%s source map', (file, literals) => {
  const code = readFileSync(resolve(dist, file), 'utf8');
  const map = new TraceMap(readFileSync(resolve(dist, `${file}.map`), 'utf8'));

  it.each(literals)('maps "%s" back to the source line that writes it', (literal) => {
    const offset = code.indexOf(`"${literal}"`);
    expect(offset, `"${literal}" is in ${file}`).toBeGreaterThan(-1);
    const before = code.slice(0, offset).split('\n');
    const position = originalPositionFor(map, { line: before.length, column: before.at(-1)!.length });
    expect(position.source, `a source for "${literal}"`).toMatch(/^\.\.\/src\/.+\.ts$/);
    const sourceIndex = map.sources.indexOf(position.source);
    const line = map.sourcesContent![sourceIndex]!.split('\n')[position.line! - 1];
    expect(line).toContain(`'${literal}'`);
  });
});
