import type { ChaosBrowser, ChaosPage } from './chaos-browser.js';
import type { ReportedOutcome, StatsSnapshot } from './chaos-types.js';
import { drainChaos } from './drain-chaos.js';

/** What the next visit found and did: the nonces IndexedDB still held, and its drain. */
export interface ChaosComeBack {
  /** Nonces of the records in IndexedDB once every tab had closed, before the next visit. */
  leftInStore: string[];
  /** What the next visit's page still had queued when it stopped (-1: it never answered). */
  queued: number;
  instance?: string;
  stats?: StatsSnapshot;
  outbox: Omit<ReportedOutcome, 'instance'>[];
}

/**
 * The run's visitor comes back once every tab has closed: first a page without the tag reads which
 * records IndexedDB still holds, then one tagged page sends them (drainChaos). A tab that closes
 * while another tab of the site is open leaves its stored events to that tab (the page-hide rule,
 * ARCHITECTURE.md); when the other tabs close right after it, as they do at the end of a run, the
 * events wait in IndexedDB for the next visit, which is what the tag promises for them.
 * @example const { leftInStore } = await comeBackChaos({ browser, urls: { note, drain: pageUrl }, timeoutMs: 20_000 });
 */
export async function comeBackChaos(options: {
  browser: ChaosBrowser;
  urls: { note: string; drain: string };
  timeoutMs: number;
}): Promise<ChaosComeBack> {
  const page = await options.browser.newPage();
  let leftInStore: string[];
  try {
    await page.goto(options.urls.note);
    leftInStore = await readStoredNonces(page);
  } finally {
    await page.close().catch(() => {});
  }
  return { leftInStore, ...(await drainChaos({ browser: options.browser, pageUrl: options.urls.drain, timeoutMs: options.timeoutMs })) };
}

/** The nonces in the tag's IndexedDB, read by a page without the tag; opens the database only where it exists (opening creates it). */
function readStoredNonces(page: ChaosPage): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('visit-tag')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('visit-tag');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
    try {
      if (!db.objectStoreNames.contains('events')) return [];
      return await new Promise<string[]>((resolve, reject) => {
        const request = db.transaction('events').objectStore('events').getAllKeys();
        request.onsuccess = () => resolve(request.result.map(String));
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
    } finally {
      db.close();
    }
  });
}
