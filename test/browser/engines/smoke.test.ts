// The engine adapter itself, proven in all three engines against a tiny node:http server: pages
// load, IndexedDB survives a reload, a 64 KiB beacon arrives, and the navigator facts the tag
// branches on are the ones docs/browser-facts.md measured.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_CAPABILITIES, ENGINE_NAMES, launchEngine, type Engine, type EngineName } from '../../support/engines/launch-engine.js';

const PAGE = '<!doctype html><meta charset="utf-8"><title>engine smoke</title><p>smoke</p>';
const beacons: number[] = [];
let server: Server;
let origin: string;

/** What each engine exposes (engines.md, "What differs"). */
const FACTS: Record<EngineName, { userAgentData: boolean; navigation: boolean; globalPrivacyControl: boolean }> = {
  chromium: { userAgentData: true, navigation: true, globalPrivacyControl: false },
  firefox: { userAgentData: false, navigation: true, globalPrivacyControl: true },
  webkit: { userAgentData: false, navigation: false, globalPrivacyControl: false },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/beacon') beacons.push(Buffer.concat(chunks).length);
      response.writeHead(request.method === 'POST' ? 204 : 200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' });
      response.end(request.method === 'POST' ? undefined : PAGE);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(ENGINE_NAMES)('%s', (name) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await launchEngine(name);
  });
  afterAll(() => engine?.close());

  it('loads a page and evaluates sync, async and string code in it', async () => {
    const page = await engine.newPage();
    await page.goto(`${origin}/page`);
    expect(await page.evaluate(() => document.title)).toBe('engine smoke');
    expect(await page.evaluate(async (n: number) => new Promise((r) => setTimeout(() => r(n * 2), 10)), 21)).toBe(42);
    expect(await page.evaluate('location.pathname')).toBe('/page');
    expect(await page.evaluate(() => undefined)).toBeUndefined();
    await expect(page.evaluate(() => Promise.reject(new Error('boom')))).rejects.toThrow(/boom/);
    await page.close();
  });

  it('keeps an IndexedDB value across a reload, and a new page starts empty', async () => {
    const page = await engine.newPage();
    await page.goto(`${origin}/page`);
    await page.evaluate(idbPut, 'kept');
    await page.reload();
    expect(await page.evaluate(idbGet)).toBe('kept');
    await page.close();
    const fresh = await engine.newPage();
    await fresh.goto(`${origin}/page`);
    expect(await fresh.evaluate(idbGet)).toBeUndefined();
    await fresh.close();
  });

  it('sends a 65,536-byte beacon that arrives whole', async () => {
    const page = await engine.newPage();
    await page.goto(`${origin}/page`);
    beacons.length = 0;
    expect(await page.evaluate(() => navigator.sendBeacon('/beacon', 'x'.repeat(65_536)))).toBe(true);
    await expect.poll(() => beacons, { timeout: 5_000 }).toEqual([65_536]);
    await page.close();
  });

  it(`${name === 'firefox' ? 'sends' : 'refuses'} a 65,537-byte beacon (only Firefox goes over 64 KiB)`, async () => {
    const page = await engine.newPage();
    await page.goto(`${origin}/page`);
    beacons.length = 0;
    const isQueued = await page.evaluate(() => navigator.sendBeacon('/beacon', 'x'.repeat(65_537)));
    expect(isQueued).toBe(name === 'firefox');
    // A marker beacon after it, then wait for both (Firefox) or the marker alone: a refused
    // beacon is never queued, so nothing can arrive after the marker.
    await page.evaluate(() => navigator.sendBeacon('/beacon', 'end'));
    const expected = name === 'firefox' ? [3, 65_537] : [3];
    await expect.poll(() => [...beacons].sort((a, b) => a - b), { timeout: 5_000 }).toEqual(expected);
    await page.close();
  });

  it('exposes the navigator facts engines.md measured', async () => {
    const page = await engine.newPage();
    await page.goto(`${origin}/page`);
    const facts = await page.evaluate(() => ({
      userAgentData: 'userAgentData' in navigator,
      navigation: 'navigation' in window,
      globalPrivacyControl: 'globalPrivacyControl' in navigator,
      userAgent: navigator.userAgent,
    }));
    expect({ ...facts, userAgent: undefined }).toEqual({ ...FACTS[name], userAgent: undefined });
    expect(facts.userAgent).toBe(engine.userAgent);
    expect(facts.userAgent).not.toMatch(/Headless/);
    await page.close();
  });

  const offline = ENGINE_CAPABILITIES[name].offline;
  it.skipIf(offline)(`goes offline and back online${offline ? ` (skipped: ${offline})` : ''}`, async () => {
    const page = await engine.newPage();
    await page.goto(`${origin}/page`);
    await page.setOffline!(true);
    const whileOffline = await page.evaluate(() =>
      fetch('/page').then(
        () => 'ok',
        (e: Error) => `failed: ${e.name}`,
      ),
    );
    await page.setOffline!(false);
    const afterwards = await page.evaluate(() =>
      fetch('/page').then(
        () => 'ok',
        (e: Error) => `failed: ${e.name}`,
      ),
    );
    expect({ whileOffline, afterwards }).toEqual({ whileOffline: 'failed: TypeError', afterwards: 'ok' });
    await page.close();
  });

  const initScript = ENGINE_CAPABILITIES[name].initScript;
  it.skipIf(initScript)(`runs an init script before the page's own${initScript ? ` (skipped: ${initScript})` : ''}`, async () => {
    const page = await engine.newPage();
    await page.addInitScript!('window.__early = document.readyState;');
    await page.goto(`${origin}/page`);
    expect(await page.evaluate(() => (window as unknown as { __early?: string }).__early)).toBe('loading');
    await page.close();
  });
});

/** Self-contained (it runs in the page): stores `value` under key "k" in a fresh database. */
async function idbPut(value: string): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('smoke', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('kv');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error!); // set when error fires
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('kv', 'readwrite');
    tx.objectStore('kv').put(value, 'k');
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error!);
  });
  db.close();
}

/** Self-contained: reads key "k" (undefined when the database is new). */
async function idbGet(): Promise<unknown> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('smoke', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('kv');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error!); // set when error fires
  });
  const value = await new Promise((resolve, reject) => {
    const request = db.transaction('kv').objectStore('kv').get('k');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error!); // set when error fires
  });
  db.close();
  return value;
}
