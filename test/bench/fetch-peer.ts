// Peer packages from the npm registry, cached in node_modules/.cache/peer-tags: `npm pack` for a
// prebuilt file, a throwaway `npm install` for an entry to bundle (it needs the dependencies).
import { build, type Format } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRoot } from '../../demo/server/find-root.js';
import type { PeerTag } from './peer-tags.js';

/** Where peer packages are unpacked, one folder each. */
export const PEER_CACHE = join(findRoot(), 'node_modules/.cache/peer-tags');

/**
 * Unpacks a peer package into the cache (once), returns its folder, or throws when npm can't reach it.
 * @example readFileSync(join(fetchPeer(SNOWPLOW_SCRIPT_TAG), 'dist/index.umd.min.js'))
 */
export function fetchPeer(peer: PeerTag): string {
  const dir = join(PEER_CACHE, peer.spec.replace(/[/@]/g, '_'));
  if (existsSync(join(dir, 'package.json'))) return dir;
  mkdirSync(dir, { recursive: true });
  if (peer.entry) {
    writeFileSync(join(dir, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', '--ignore-scripts', peer.spec], {
      cwd: dir,
      stdio: 'ignore',
      timeout: 120_000,
    });
    return dir;
  }
  const tarball = execFileSync('npm', ['pack', '--silent', peer.spec], { cwd: dir, encoding: 'utf8', timeout: 120_000 })
    .trim()
    .split('\n')
    .pop()!;
  execFileSync('tar', ['xzf', tarball, '--strip-components=1'], { cwd: dir });
  return dir;
}

/**
 * Bundles entry source (resolved from `resolveDir`) with esbuild, minified, for the browser;
 * `external` packages (an app's own framework) are left out.
 * @example await bundleEntry("export { createTracker } from './dist/index.js';", root)
 */
export async function bundleEntry(
  entryCode: string,
  resolveDir: string,
  format: Format = 'esm',
  external: string[] = [],
): Promise<Uint8Array> {
  const result = await build({
    external,
    stdin: { contents: entryCode, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format,
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].contents;
}

/**
 * The peer's code as a page would load it: its prebuilt file, or its entry bundled.
 * @example gzipSync(await fetchPeerCode(peer)).length
 */
export async function fetchPeerCode(peer: PeerTag): Promise<Uint8Array> {
  const dir = fetchPeer(peer);
  return peer.file ? readFileSync(join(dir, peer.file)) : bundleEntry(peer.entry!, dir, peer.format);
}
