// One run of the consent tests (consent-sequence.test.ts): a page with the real tracker and the real
// delivery engine on fake-indexeddb, a fake service that records every request with the tag's
// consent at that moment, the IAB's cmpapi as the CMP; and what the device holds.
import { CmpApi } from '@iabtcf/cmpapi';
import { encodeTcString } from '../../support/consent/encode-tc-string.js';
import { IDBFactory } from 'fake-indexeddb';
import { Window } from 'happy-dom';
import { expect, vi } from 'vitest';
import { startGcmBridge } from '../../../src/consent/start-gcm-bridge.js';
import { startTcfBridge } from '../../../src/consent/start-tcf-bridge.js';
import { createDelivery } from '../../../src/delivery/create-delivery.js';
import { createTracker } from '../../../src/engine/create-tracker.js';
import type { Consent } from '../../../src/types/tracker-types.js';
import { parseLines } from '../../../src/wire/parse-lines.js';
import { sleep } from '../../support/sleep.js';

/** Resolves after `ms` milliseconds. */
/** Lets IndexedDB (fake-indexeddb runs on setImmediate), the engine's zero timers and their promises run. */
export const settle = async () => {
  for (let i = 0; i < 6; i++) await sleep(1);
};

// The CMP (one per test file: cmpapi keeps its state in a module, and each test file has its own
// modules), on the test's global window as window.__tcfapi; TC strings from @iabtcf/core. Accept:
// purposes 1 and 8 and vendor 755; reject: purpose 1 and another vendor.
const cmp = new CmpApi(10, 1);
const TC_STRINGS = { accept: encodeTcString([1, 8], [755]), reject: encodeTcString([1], [42]) };
/** The CMP's answer: its banner shown (nothing decided), or the visitor's accept or reject. */
export const answerCmp = (choice: 'banner' | 'accept' | 'reject') =>
  choice === 'banner' ? cmp.update('', true) : cmp.update(TC_STRINGS[choice]);

/** Which consent bridges a run starts: the TCF bridge, the Consent Mode bridge, both or none. */
export type Bridges = 'none' | 'tcf' | 'gcm' | 'both';

let runId = 0;

/** One run: a page with the tag (and its bridges), a fake service that records every request with the tag's consent at that moment. */
export function setupRun(initial: Consent, bridges: Bridges = 'none') {
  vi.stubGlobal('indexedDB', new IDBFactory());
  const win = new Window({ url: 'https://shop.example/home' });
  let consent: Consent = initial; // the tag's consent after the last step
  let status = 202;
  let lateMs = 0;
  // Every event the tag answered with a nonce, in order: a track call's at the call (before the
  // engine is ready, the loader answers it and the engine replays it later), the tag's own
  // (STATICDATA) when beforeSend sees it. Whether it was tracked while denied is decided then too.
  const tracked: string[] = [];
  const trackedWhileDenied = new Set<string>();
  const record = (nonce: string) => {
    if (tracked.includes(nonce)) return;
    tracked.push(nonce);
    if (tracker.getConsent() === 'denied') trackedWhileDenied.add(nonce);
  };
  let condemned = new Set<string>(); // tracked before the last change to denied
  const requests: { nonces: string[]; consent: Consent; condemned: Set<string> }[] = [];
  const received = new Set<string>();
  let inFlight = 0;
  const channelName = `visit-tag-consent-${++runId}`;
  const fetch = async (url: string, init: RequestInit) => {
    const visitorCode = new URL(url).searchParams.get('visitorCode') ?? undefined;
    const parsed = parseLines(init.body as string, { visitorCode });
    expect(parsed.rejected).toEqual([]);
    const nonces = parsed.events.map(({ event }) => event.nonce);
    requests.push({ nonces, consent: tracker.getConsent(), condemned });
    const answer = status;
    inFlight++;
    if (lateMs) await sleep(lateMs);
    inFlight--;
    if (!answer) throw new TypeError('network');
    if (answer < 300) nonces.forEach((nonce) => received.add(nonce));
    return { status: answer, headers: new Headers() };
  };
  const tracker = createTracker({
    siteCode: 'site1',
    url: 'https://data.example',
    window: win as unknown as globalThis.Window,
    requireConsent: initial === 'pending',
    autoPageViews: false,
    beforeSend: (event) => {
      record(event.nonce);
      return event;
    },
    fetch: fetch as unknown as typeof globalThis.fetch,
    // The engine with its environment: nothing from the happy-dom global window.
    delivery: createDelivery({
      url: 'https://data.example',
      siteCode: 'site1',
      fetch,
      sendBeacon: () => true,
      locks: null,
      channel: () => new BroadcastChannel(channelName), // Node's: like a browser's, it throws once closed
      target: new EventTarget(),
      isHidden: () => false,
      home: 'https://shop.example/',
      flushDebounceMs: 0,
      flushIntervalMs: 60_000,
      retryBaseMs: 1,
      retryMaxMs: 10,
    }),
  });
  if (initial === 'denied') tracker.setConsent('denied');
  // Each run's CMP starts with its banner shown, and its dataLayer empty (Consent Mode unset: pending).
  answerCmp('banner');
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  const stops = [
    bridges === 'tcf' || bridges === 'both' ? startTcfBridge(tracker, { vendorId: 755 }) : () => {},
    bridges === 'gcm' || bridges === 'both' ? startGcmBridge(tracker) : () => {},
  ];
  return {
    tracker,
    win,
    tracked,
    /** A track call, recorded as made now (the engine may replay it later, in the calls' order). */
    track() {
      const result = tracker.trackProduct('ean');
      if (typeof result === 'string') record(result);
    },
    requests,
    received,
    getConsent: () => consent,
    isQuiet: () => inFlight === 0,
    /** After each step: a change to denied condemns everything tracked before it. */
    observe() {
      const now = tracker.getConsent();
      if (now === 'denied' && consent !== 'denied') condemned = new Set(tracked);
      consent = now;
    },
    stopBridges: () => stops.forEach((stop) => stop()),
    setService(next: number, late: number) {
      status = next;
      lateMs = late;
    },
    /** What must arrive once granted: tracked since the last withdrawal, and not while denied. */
    sinceLastDenied: () => tracked.filter((nonce) => !condemned.has(nonce) && !trackedWhileDenied.has(nonce)),
  };
}

/** The names of the IndexedDB databases the page's indexedDB holds. */
export const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);
/** Whether the page holds the tag's cookie. */
export const tagCookie = (win: Window) => /(^|; )visitTag=[^;]/.test(win.document.cookie);
