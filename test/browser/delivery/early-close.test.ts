// A page closed in its first moments by a new visitor (no IndexedDB database yet), the early deaths
// of `npm run chaos`. What happens in Chromium (measured with every store operation logged,
// docs/browser-facts.md "A tab closed in its first moments"): a tab closed before the browser knew
// of any pagehide listener (before or while the tag loads) is torn down without pagehide, but its
// page runs on for some tens of milliseconds, long enough to start the tag and track. The one sign
// it may get is its IndexedDB connection closed (`AbortError: The connection was closed.`). Before
// the fix the queue took that for storage gone under a live page, fell back to memory, reported the
// events `stored`, and the page died with no beacon: reported stored, never delivered.
//
// Many fresh visitors, each page closed as a user closes a tab at a seeded spread of times in its
// first 60–240 ms, then the same visitor comes back once (its next page sends what is stored). What a
// user can hold the tag to: every event its tag reported (`stored`, `sent-unconfirmed`, `sent`)
// reaches the server. Events a torn-down page tracked and never reported (no sign came, or came too
// late) are lost whatever a tag does: counted and printed, not asserted.
//
// Chromium only: Firefox ESR 153 with the same shape (puppeteer-core, 70 pages, with the fix and
// without) never lost an event its tag had reported, and lost the events of 1 of 55 pages whose tag
// ran, unreported (not investigated further).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../../demo/server/create-random.js';
import { startServer, type RunningServer } from '../../../demo/server/start-server.js';
import { buildChaosTag } from '../../chaos/build-chaos-tag.js';
import type { InspectAnswer, ReportedOutcome } from '../../chaos/chaos-types.js';
import { drainChaos, readInspect } from '../../chaos/drain-chaos.js';
import { renderChaosPage } from '../../chaos/render-chaos-page.js';
import { wrapChromiumPage } from '../../chaos/wrap-chromium-page.js';
import { earlyDeathSeqOf } from '../../chaos/summarize-early-deaths.js';
import { launchChromium, newContext } from '../../support/chromium.js';
import { sleep } from '../../support/sleep.js';

/**
 * Pages per run. Without the fix, closes spread over 0–300 ms ended reported `stored` and lost in
 * about 1 page in 75 (4 of 7 runs of 40 and 64 pages failed); over 60–240 ms, 1 in 64 (3 of 4 runs
 * of 64 failed). The unit tests (test/unit/delivery/storage-loss.test.ts) fail every time.
 */
const PAGES = 64;
/** The tag must have run on more than this many pages before they died, or the run shows nothing. */
const MIN_RAN = PAGES / 4;
/** On a loaded machine the tag runs before the close less often: more pages, up to this many, until MIN_RAN is passed. */
const MAX_PAGES = PAGES * 2;
/** Closes come at seeded times this long after the navigation began: before, the tag has seldom run; after, it has mostly stored. */
const WINDOW_MS = { min: 60, max: 240 };
/** Visitors dying at once: two keep the run short on two cores without starving the pages. */
const AT_ONCE = 2;
const SEED = 19;

/** What the dying page wrote down (render-chaos-page's early-death note in localStorage). */
interface Note {
  evaluated: boolean;
  outcomes: Omit<ReportedOutcome, 'instance'>[];
}

interface Death {
  seq: number;
  afterMs: number;
  note: Note;
  /** The tag ran its queue (Date.now() in the page) before the close that ended the page was asked for. */
  ranBeforeClose: boolean;
}

let dir: string;
let server: RunningServer;
let browser: Browser;
const siteCode = 'early-close';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'visit-tag-early-close-'));
  await buildChaosTag(dir, { root: process.cwd(), useDist: true }); // dist/visit-tag.js, as it ships
  server = await startServer({ port: 0, quiet: true, extraStatic: { '/__early/': dir } });
  // The chaos early-death page, which also notes when the tag ran its queue (just before it starts).
  const ranAt = "window.visitTagQueue.push(function () { localStorage.setItem('__tagRanAt', String(Date.now())); });\n</script>";
  writeFileSync(join(dir, 'death.html'), renderChaosPage({ siteCode, url: server.url, earlyDeath: true }).replace('</script>', ranAt));
  writeFileSync(join(dir, 'page.html'), renderChaosPage({ siteCode, url: server.url }));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Closes the tab as a user does (beforeunload, pagehide), waits until it is gone, and resolves with
 * when the close that ended it was asked for. Chromium ignores a close that comes while the
 * navigation commits (seen at 50 ms here): the tab stays, so the close is asked for again.
 */
async function closeLikeAUser(page: Page): Promise<number> {
  let askedAt = 0;
  for (let tries = 0; tries < 5 && !page.isClosed(); tries++) {
    const closed = page.waitForEvent('close', { timeout: 1000 }).catch(() => {});
    askedAt = Date.now();
    await page.close({ runBeforeUnload: true });
    await closed;
  }
  if (!page.isClosed()) throw new Error('the tab did not close');
  return askedAt;
}

/** One new visitor: its page starts loading and is closed `afterMs` later; then the visitor comes back once if its tag reported something. */
async function dieEarly(seq: number, afterMs: number): Promise<Death> {
  const visitor: BrowserContext = await newContext(browser);
  try {
    const page = await visitor.newPage();
    const started = Date.now();
    // From the blank tab, so the call answers at once and the navigation starts right after.
    await page.evaluate((href: string) => void setTimeout(() => location.assign(href)), `${server.url}/__early/death.html?bounce=${seq}`);
    await sleep(afterMs - (Date.now() - started));
    const closeAskedAt = await closeLikeAUser(page);
    const { note, tagRanAt } = await readNote(visitor);
    // The visitor comes back when its tag reported something (what it stored is sent then); a page
    // whose tag reported nothing leaves nothing to hold it to, and a visit would only cost time.
    const newPage = async () => wrapChromiumPage(visitor, await visitor.newPage());
    if (note.outcomes.length) await drainChaos({ browser: { newPage }, pageUrl: `${server.url}/__early/page.html`, timeoutMs: 15_000 });
    return { seq, afterMs, note, ranBeforeClose: tagRanAt > 0 && tagRanAt < closeAskedAt };
  } finally {
    await visitor.close();
  }
}

/** What the dead page wrote into localStorage, as the browser keeps it for the visitor (no page opened). */
async function readNote(visitor: BrowserContext): Promise<{ note: Note; tagRanAt: number }> {
  const { origins } = await visitor.storageState();
  const items = origins.find((origin) => origin.origin === new URL(server.url).origin)?.localStorage ?? [];
  const item = (name: string) => items.find((entry) => entry.name === name)?.value;
  const note = item('__chaosBounce');
  return { note: note ? (JSON.parse(note) as Note) : { evaluated: false, outcomes: [] }, tagRanAt: Number(item('__tagRanAt') ?? 0) };
}

/** The event types of each early-death page the server accepted: by `?bounce=<seq>`, metadata `bounce-<seq>`, and for static data the visitor of those. */
function typesBySeq(accepted: InspectAnswer['accepted']): Map<number, Set<string>> {
  const types = new Map<number, Set<string>>();
  const seqOfVisitor = new Map<string, number>();
  for (const { event } of accepted) {
    const seq = earlyDeathSeqOf(event);
    if (seq === undefined) continue;
    seqOfVisitor.set(String(event.visitorCode), seq);
    types.set(seq, (types.get(seq) ?? new Set()).add(String(event.eventType)));
  }
  for (const { event } of accepted) {
    const seq = event.eventType === 'STATICDATA' ? seqOfVisitor.get(String(event.visitorCode)) : undefined;
    if (seq !== undefined) types.get(seq)!.add('STATICDATA');
  }
  return types;
}

describe('a page closed in its first moments (Chromium)', () => {
  it('delivers every event its tag reported, from the dying page or from the visitor’s next page', { timeout: 240_000 }, async () => {
    const random = createRandom(SEED);
    const deaths: Death[] = [];
    const ranCount = () => deaths.filter((death) => death.note.evaluated).length;
    while (deaths.length < PAGES || (ranCount() <= MIN_RAN && deaths.length < MAX_PAGES)) {
      const first = deaths.length;
      const wave = Array.from({ length: AT_ONCE }, (_, i) => dieEarly(first + i + 1, random.int(WINDOW_MS.min, WINDOW_MS.max)));
      deaths.push(...(await Promise.all(wave)));
    }
    const { accepted } = await readInspect(server.url, siteCode);
    const nonces = new Set(accepted.map((a) => String(a.event.nonce).toLowerCase()));
    const types = typesBySeq(accepted);
    const isWhole = (death: Death) => ['PAGE', 'STATICDATA', 'CONVERSION'].every((type) => types.get(death.seq)?.has(type));
    // Reported by the tag, never delivered: the loss this test is about.
    const lost = deaths.flatMap((death) => {
      const missing = death.note.outcomes.filter((outcome) => !nonces.has(outcome.nonce.toLowerCase()));
      return missing.length ? [{ seq: death.seq, afterMs: death.afterMs, missing }] : [];
    });
    const ran = deaths.filter((death) => death.note.evaluated);
    const closedFirst = ran.filter((death) => !death.ranBeforeClose);
    console.info(
      `early close: ${deaths.length} pages, ${ran.length} ran the tag (${closedFirst.length} only after the close was asked for);` +
        ` all three events at the server: ${ran.filter(isWhole).length} (${closedFirst.filter(isWhole).length} of those closed first);` +
        ` reported and never delivered: ${lost.length}`,
    );
    // Without this the run would show nothing: the tag must have run on many pages before they died.
    expect(ran.length).toBeGreaterThan(MIN_RAN);
    expect(lost).toEqual([]);
  });
});
