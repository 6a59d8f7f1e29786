// The loader (dist/visit-tag.js) carries only what the first moment needs: its import graph, as
// esbuild bundles it, holds no module of the engine's. It may take the event table's two limits
// (constants esbuild inlines) but none of the table itself.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tagBuildOptions } from '../../scripts/tag-build-options.mjs';

/** Each module of an entry's bundle with the bytes it adds to the output. */
async function inputsOf(part: 'loader' | 'engine' | 'definitions'): Promise<Record<string, number>> {
  const result = await build({
    ...tagBuildOptions({ dev: false, version: 'test', part, mangleCache: {} }),
    absWorkingDir: process.cwd(),
    outdir: 'dist',
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.fromEntries(Object.entries(output.inputs).map(([path, input]) => [path, input.bytesInOutput]));
}

describe('the loader’s import graph', () => {
  it('holds none of the engine: no validation, no event table, no delivery engine, no visits', async () => {
    const loader = await inputsOf('loader');
    const engineOnly = [
      'src/engine/create-engine.ts',
      'src/wire/validate-event.ts',
      'src/delivery/create-delivery.ts',
      'src/delivery/store/create-queue.ts',
      'src/delivery/store/create-event-store.ts',
      'src/engine/collect-static-data.ts',
      'src/identity/start-visitor.ts',
      'src/identity/decorate-links.ts',
      'src/definitions/part/start-part.ts',
    ];
    for (const path of engineOnly) expect(existsSync(path), `${path} is a module of src/`).toBe(true);
    for (const path of engineOnly) expect(loader, path).not.toHaveProperty([path]);
    expect(loader['src/wire/event-table.ts'] ?? 0, 'bytes of the event table in the loader').toBeLessThan(100);
  });

  it('and the engine file holds what it needs: validation and the delivery engine', async () => {
    const engine = await inputsOf('engine');
    expect(engine['src/wire/validate-event.ts']).toBeGreaterThan(0);
    expect(engine['src/delivery/create-delivery.ts']).toBeGreaterThan(0);
    expect(engine, 'the loader’s writer').not.toHaveProperty(['src/loader/create-call-writer.ts']);
  });

  it('loads its files one way: the loader holds the file loader, the engine and the part take it from there', async () => {
    const [loader, engine, part] = await Promise.all(['loader', 'engine', 'definitions'].map((kind) => inputsOf(kind as 'loader')));
    expect(loader['src/loader/load-tag-file.ts']).toBeGreaterThan(0);
    // The engine asks the loader for the part (one Trusted Types policy per page), and never bundles it.
    expect(engine, 'a second file loader').not.toHaveProperty(['src/loader/load-tag-file.ts']);
    expect(engine, 'the part inside the engine').not.toHaveProperty(['src/definitions/part/start-part.ts']);
    expect(part['src/definitions/part/start-part.ts']).toBeGreaterThan(0);
  });
});
