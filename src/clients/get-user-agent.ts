import { isBrowser } from './is-browser.js';

/**
 * The `User-Agent` a non-browser client sends: the spec's bot filter refuses library defaults
 * (`node`, `undici`), so we name ourselves, e.g. `visit-tag/0.1.0 (Node.js 20)`. Returns undefined
 * in a browser, where the browser's own agent is sent. A caller's `custom` agent wins.
 * @example getUserAgent() // 'visit-tag/0.1.0 (Node.js 20)' on Node 20
 */
export function getUserAgent(custom?: string): string | undefined {
  if (isBrowser()) return undefined;
  if (custom) return custom;
  const node = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node;
  const runtime = node ? `Node.js ${node.split('.')[0]}` : 'JavaScript';
  // __VERSION__ is defined by the builds; a source run without it (a test runner) still gets a valid agent.
  const version = typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0';
  return `visit-tag/${version} (${runtime})`;
}
