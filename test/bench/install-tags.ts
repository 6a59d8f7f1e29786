// The tags the boot and Lighthouse sections load, each installed as its site owners install it:
// one `<script async src>` from the tag's own origin, started from its `data-*` attributes. Each
// tag's files sit under one URL folder of that origin, and every script from that folder counts as
// the tag's (visit-tag: the whole dist/ folder, so a second file it loads from there counts too).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRoot } from '../../demo/server/find-root.js';
import type { FirstPageSignal } from './boot-hook.js';
import { fetchPeerCode, PEER_CACHE } from './fetch-peer.js';
import { PLAUSIBLE_SCRIPT_TAG, SNOWPLOW_SCRIPT_TAG, type PeerTag } from './peer-tags.js';

/** A tag as installed on the article page. */
export interface InstallTag {
  /** Short name in tables and page URLs. */
  name: string;
  /** URL folder on the tag origin holding every file of the tag (ends with `/`). */
  folder: string;
  /** The installed script, inside the folder. */
  file: string;
  /** What the tables say its first page view is. */
  firstPage: string;
  data(collector: string): Record<string, string>;
  signal(collector: string): FirstPageSignal;
  globals?: Record<string, unknown>;
  peer?: PeerTag;
}

const visitTag = (name: string, folder: string): InstallTag => ({
  name,
  folder,
  file: 'visit-tag.js',
  firstPage: 'PAGE stored in IndexedDB (onOutcome `stored`)',
  data: (collector) => ({ 'site-code': 'boot-bench', url: collector }),
  signal: () => ({ kind: 'outcome' }),
});

/** Where peers' script files are written for the tag origin to serve under /peers/. */
const PEER_SCRIPTS_DIR = join(PEER_CACHE, 'install-scripts');

/**
 * visit-tag (this checkout's dist/) and the peers.
 * @example const [visitTag, ...peers] = INSTALL_TAGS;
 */
export const INSTALL_TAGS: InstallTag[] = [
  visitTag('visit-tag', '/dist/'),
  {
    name: 'Plausible',
    folder: '/peers/plausible/',
    file: 'script.js',
    firstPage: 'pageview request leaving (fetch call; stores nothing)',
    data: (collector) => ({ domain: 'boot.example', api: `${collector}/api/event` }),
    signal: (collector) => ({ kind: 'request', urlPrefix: `${collector}/api/event` }),
    // script.js ignores pages driven by WebDriver (navigator.webdriver) unless this is set.
    globals: { __plausible: true },
    peer: PLAUSIBLE_SCRIPT_TAG,
  },
  {
    name: 'Snowplow',
    folder: '/peers/snowplow/',
    file: 'sp.js',
    firstPage: 'page view request leaving (its collector POST)',
    data: (collector) => ({ collector, 'app-id': 'boot-bench' }),
    signal: (collector) => ({ kind: 'request', urlPrefix: collector }),
    peer: SNOWPLOW_SCRIPT_TAG,
  },
];

/**
 * visit-tag built from another checkout's dist/ folder (BOOT_DIST_BESIDE), measured in the same
 * run beside this checkout's, or none.
 * @example const tags = [...INSTALL_TAGS, ...besideTag(process.env.BOOT_DIST_BESIDE)];
 */
export function besideTag(distDir: string | undefined, label = 'visit-tag (beside)'): { tag: InstallTag; mount: Record<string, string> }[] {
  return distDir ? [{ tag: visitTag(label, '/dist-beside/'), mount: { '/dist-beside/': distDir } }] : [];
}

/**
 * The tag origin's folders: this checkout's dist/ and the peers' scripts.
 * @example const origin = await startTagOrigin(installMounts());
 */
export function installMounts(): Record<string, string> {
  return { '/dist/': join(findRoot(), 'dist'), '/peers/': PEER_SCRIPTS_DIR };
}

/** Snowplow's install snippet, appended to its tracker so one file starts it from its data-* (as sp.js runs its queue). */
const SNOWPLOW_START = `
;(function (script) {
  snowplowBrowserTracking.newTracker('sp', script.dataset.collector, { appId: script.dataset.appId });
  snowplowBrowserTracking.trackPageView();
})(document.currentScript);
`;

/**
 * Writes the peers' script files (from npm, bundled where needed).
 * @example await preparePeerScripts(); const tags = await startTagOrigin(installMounts());
 */
export async function preparePeerScripts(): Promise<void> {
  for (const tag of INSTALL_TAGS) {
    const dir = join(PEER_SCRIPTS_DIR, tag.folder.replace('/peers/', ''));
    mkdirSync(dir, { recursive: true });
    if (!tag.peer) continue;
    let code = Buffer.from(await fetchPeerCode(tag.peer)).toString('utf8');
    if (tag.name === 'Snowplow') code += SNOWPLOW_START;
    writeFileSync(join(dir, tag.file), code);
  }
}

/**
 * The label a table shows: the name and, for a peer, its version.
 * @example tagLabel(INSTALL_TAGS[1]) // 'Plausible 0.4.6'
 */
export function tagLabel(tag: InstallTag): string {
  return tag.peer ? `${tag.name} ${tag.peer.spec.replace(/^.*@/, '')}` : tag.name;
}
