import { IDBFactory } from 'fake-indexeddb';
import { Window } from 'happy-dom';
import { vi } from 'vitest';
import type { Outcome } from '../../../src/delivery/delivery-types.js';
import { createLoader } from '../../../src/loader/create-loader.js';
import type { StartEngine } from '../../../src/loader/engine-types.js';
import { startEngine } from '../../../src/engine/start-engine.js';
import type { TrackerOptions } from '../../../src/types/tracker-types.js';
import { CHROME_UA } from '../engine/setup-tracker.js';
import { createFakeDelivery } from '../engine/fake-delivery.js';

/**
 * The records in `visit-tag`/`events` of `factory`, read through a connection of the caller's own.
 * @example expect(await readStoredCalls(indexedDB)).toHaveLength(2)
 */
export function readStoredCalls(factory: IDBFactory): Promise<unknown[]> {
  return new Promise<unknown[]>((resolve, reject) => {
    const request = factory.open('visit-tag');
    request.onupgradeneeded = () => request.result.createObjectStore('events');
    request.onsuccess = () => {
      const read = request.result.transaction('events').objectStore('events').getAll();
      read.onsuccess = () => {
        request.result.close();
        resolve(read.result);
      };
      read.onerror = () => reject(read.error ?? new Error('read failed'));
    };
  });
}

/**
 * A loader whose engine comes only when the test says (`arrive()`), or never (`fail(error)`), on a
 * happy-dom window with a fresh fake IndexedDB, a recording fake delivery and every outcome
 * collected: the loader's answers before its engine, and what the engine makes of them.
 */
export function setupLoader(options: TrackerOptions = {}) {
  const indexedDB = new IDBFactory();
  vi.stubGlobal('indexedDB', indexedDB);
  const win = new Window({ url: 'https://shop.example/home', settings: { navigator: { userAgent: CHROME_UA } } });
  win.document.title = 'Home';
  const delivery = createFakeDelivery();
  const outcomes: Outcome[] = [];
  const loads: Array<{ resolve: (start: StartEngine) => void; reject: (error: unknown) => void }> = [];
  const tracker = createLoader(
    { siteCode: 'site1', url: 'https://data.example', delivery, window: win as unknown as globalThis.Window, ...options },
    { load: () => new Promise<StartEngine>((resolve, reject) => loads.push({ resolve, reject })) },
  );
  tracker.onOutcome((outcome) => outcomes.push(outcome));
  /** What the loader wrote to IndexedDB (`visit-tag`/`events`), read through a connection of its own. */
  const stored = () => readStoredCalls(indexedDB);
  return {
    win,
    delivery,
    tracker,
    outcomes,
    loads,
    stored,
    /** The engine arrives for the last load asked for. */
    arrive: async () => {
      loads.at(-1)!.resolve(startEngine);
      await tracker.ready;
    },
    types: () => delivery.events.map((event) => event.eventType),
  };
}
