// The three tags the boot section loads, each the way its site owners install it with a script
// tag, and what marks its first page view as stored (or sent, for a tag that stores nothing).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchPeerCode, PEER_CACHE } from './fetch-peer.js';
import type { BootScript, BootSetup, StoredSignal } from './measure-boot.js';
import { PLAUSIBLE_SCRIPT_TAG, SNOWPLOW_SCRIPT_TAG, type PeerTag } from './peer-tags.js';

/** Where the stand-in server mounts the peers' script files. */
export const BOOT_SCRIPTS_PREFIX = '/__boot/';

/** A tag as the boot section loads it from the stand-in server at `origin`. */
export interface BootTag {
  name: string;
  /** What the table says the first page view is (stored where, or sent). */
  firstPage: string;
  peer?: PeerTag;
  scripts(origin: string): BootScript[];
  stored(origin: string): StoredSignal;
  globals?: Record<string, unknown>;
}

/** visit-tag first, then the peers. */
export const BOOT_TAGS: BootTag[] = [
  {
    name: 'visit-tag',
    firstPage: 'PAGE stored in IndexedDB (onOutcome `stored`)',
    scripts: (origin) => [{ src: `${origin}/dist/visit-tag.js`, data: { 'site-code': 'boot-bench', url: origin } }],
    stored: () => ({ kind: 'outcome' }),
  },
  {
    name: 'Snowplow',
    firstPage: 'page view in localStorage (outqueue write)',
    peer: SNOWPLOW_SCRIPT_TAG,
    scripts: (origin) => [
      { src: `${origin}${BOOT_SCRIPTS_PREFIX}snowplow.js` },
      // The install snippet: a tracker that posts to the stand-in server, then the page view.
      {
        text: `snowplowBrowserTracking.newTracker('sp', ${JSON.stringify(origin)}, { appId: 'boot-bench' }); snowplowBrowserTracking.trackPageView();`,
      },
    ],
    stored: () => ({ kind: 'storage', keyPrefix: 'snowplowOutQueue_' }),
  },
  {
    name: 'Plausible',
    firstPage: 'pageview request leaving (fetch call; stores nothing)',
    peer: PLAUSIBLE_SCRIPT_TAG,
    scripts: (origin) => [
      { src: `${origin}${BOOT_SCRIPTS_PREFIX}plausible.js`, data: { domain: 'boot.example', api: `${origin}/api/event` } },
    ],
    stored: (origin) => ({ kind: 'request', urlPrefix: `${origin}/api/event` }),
    // script.js ignores pages driven by WebDriver (navigator.webdriver) unless this is set.
    globals: { __plausible: true },
  },
];

/**
 * Writes each peer's script file (fetched from npm, bundled where needed) into one folder for the
 * stand-in server to mount at BOOT_SCRIPTS_PREFIX; returns the folder.
 * @example const dir = await prepareBootScripts(); await startEngineServer({ [BOOT_SCRIPTS_PREFIX]: dir });
 */
export async function prepareBootScripts(): Promise<string> {
  const dir = join(PEER_CACHE, 'boot-scripts');
  mkdirSync(dir, { recursive: true });
  for (const tag of BOOT_TAGS) {
    if (tag.peer) writeFileSync(join(dir, `${tag.name.toLowerCase()}.js`), await fetchPeerCode(tag.peer));
  }
  return dir;
}

/** The timing settings of a boot (BootSetup without the tag's own part). */
export type BootSettings = Pick<BootSetup, 'probe' | 'calibrateMs' | 'timeoutMs'>;

/**
 * The setup measureBoot takes for one tag served by the stand-in server at `origin`.
 * @example await page.evaluate(measureBoot, bootSetup(BOOT_TAGS[0], server.url, { probe: true, calibrateMs: 40, timeoutMs: 10_000 }))
 */
export function bootSetup(tag: BootTag, origin: string, settings: BootSettings): BootSetup {
  return { scripts: tag.scripts(origin), stored: tag.stored(origin), globals: tag.globals ?? {}, ...settings };
}
