import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { existsSync, readFileSync } from 'node:fs';

const maps = new Map<string, TraceMap | null>();

/** The source map of a bundled file (`file.map` beside it), read once. */
function mapOf(file: string): TraceMap | null {
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  return maps.get(file)!;
}

/**
 * Who read a trapped global (test/support/examples/trap-browser-globals.mjs): the first frame
 * below the trap, as `file:line`, mapped through the file's source map to the module it was
 * bundled from (a Next.js server chunk maps back to e.g. node_modules/visit-tag/dist/…).
 * @example findReader(stack) // '../../../../node_modules/visit-tag/dist/chunks/chunk-U2VVOFHP.js:1217'
 */
export function findReader(stack: string): string {
  // Line 0 is "Error", line 1 the trap's getter, line 2 the code that read the global.
  const frame = stack.split('\n')[2] ?? '';
  const at = /\(?([^\s()]+):(\d+):(\d+)\)?$/.exec(frame.trim());
  if (!at) return frame.trim();
  const [, file, line, column] = at;
  const map = file.startsWith('/') ? mapOf(file) : null;
  const original = map && originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
  return original?.source ? `${original.source}:${original.line}` : `${file}:${line}`;
}
