import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { MAX_BODY_BYTES } from '../../../src/wire/event-table.js';
import { inspect, readJson, type ErrorBody } from '../server/server-helpers.js';
import { DESKTOP_CHROME_UA, nonceOf, productLine } from './proxy-helpers.js';
import type { RecipeEnv, RunningRecipe } from '../../support/proxy/start-recipe.js';
import type { ServiceFront } from '../../support/proxy/start-service-front.js';

/** The service the recipes forward to: the stand-in, behind the front (their dataUrl). */
export interface ServiceUnderTest {
  standIn: RunningServer;
  front: ServiceFront;
  /** The headers of each request that reached the stand-in (its own `/__…` ones left out). */
  arrived: IncomingHttpHeaders[];
}

/** One runtime's recipe, as {@link describeRuntime} checks it. */
export interface RuntimeCase {
  /** The describe's title: the runtime and the recipe's file. */
  name: string;
  /** Letters only: the site codes of this runtime's checks are made from it. */
  id: string;
  /** Why the runtime cannot run here at all (shown in the title, and printed), or undefined. */
  skip: string | undefined;
  start(env: RecipeEnv): Promise<RunningRecipe>;
  /** The visitor's address as this runtime gives it to the proxy, and so as X-Forwarded-For upstream. */
  visitorAddress: string;
  /** Headers a front of the platform adds to the visitor's request (Cloudflare's CF-Connecting-IP). */
  edgeHeaders?: Record<string, string>;
  /** Why the recipe serves no files of the tag, where it does not. */
  noFiles?: string;
  /** Why a client streaming a body over the limit may see the connection reset instead of the 413, where it may. */
  resetsStreamedOver?: string;
  /** Checks of this runtime only, on the running recipe. */
  more?: (recipe: () => RunningRecipe) => void;
}

/** Nonces of the events posted, one counter for every runtime: none is posted twice. */
let nonces = 0x4100;
const nextNonce = () => nonceOf(++nonces);

/** The proxy's wait for the service in every recipe under test (`VISIT_TAG_TIMEOUT_MS`). */
export const TIMEOUT_MS = 300;

/** What a same-origin page's browser sends with the tag's requests, the site's own credentials and a forged address included. */
const BROWSER = {
  'User-Agent': DESKTOP_CHROME_UA,
  Cookie: 'session=site-secret; _vt=abc',
  Authorization: 'Basic c2l0ZTpzZWNyZXQ=',
  'X-Forwarded-For': '198.51.100.66',
};

/**
 * The checks of one recipe of examples/proxy/, started once for them all (`start`, then closed):
 * events reach the stand-in with the browser's User-Agent and the visitor's address and none of the
 * site's credentials, no Set-Cookie comes back; 413 for a body over the contract's 3 MB, declared
 * or streamed, with nothing upstream; 502 for a refusing service, 504 after `timeoutMs` for a
 * hanging one; a map read with its ETag and a 304; the tag's files. Skipped, with the reason in the
 * title and on the console, where the runtime cannot run here.
 * @example describeRuntime(() => service, { name: 'Bun (examples/proxy/bun.ts)', id: 'bun', skip, start, visitorAddress: '127.0.0.1' });
 */
export function describeRuntime(service: () => ServiceUnderTest, runtime: RuntimeCase): void {
  if (runtime.skip) console.warn(`${runtime.name}: skipped, ${runtime.skip}`);
  const title = runtime.skip ? `${runtime.name} — skipped: ${runtime.skip}` : runtime.name;
  describe.skipIf(runtime.skip !== undefined)(title, () => {
    let recipe!: RunningRecipe;
    beforeAll(async () => {
      recipe = await runtime.start({ VISIT_TAG_DATA_URL: service().front.url, VISIT_TAG_TIMEOUT_MS: String(TIMEOUT_MS) });
    }, 20_000);
    afterAll(() => recipe?.close());
    const post = (siteCode: string, body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${recipe.url}/vt/visit/events?siteCode=${siteCode}&visitorCode=v`, {
        method: 'POST',
        headers: { ...BROWSER, ...runtime.edgeHeaders, 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
        body,
        duplex: 'half',
      } as RequestInit);

    it(`events reach the stand-in with the browser’s User-Agent and X-Forwarded-For: ${runtime.visitorAddress}; no Cookie or Authorization up, no Set-Cookie back`, async () => {
      const { standIn, arrived } = service();
      const sent = [nextNonce(), nextNonce()];
      const response = await post(`${runtime.id}1`, sent.map(productLine).join('\n'));
      expect(response.status, recipe.output()).toBe(202);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect((await inspect(standIn, `${runtime.id}1`)).accepted.map((entry) => entry.event.nonce)).toEqual(sent);
      expect(arrived).toEqual([expect.objectContaining({ 'user-agent': DESKTOP_CHROME_UA, 'x-forwarded-for': runtime.visitorAddress })]);
      for (const name of ['cookie', 'authorization']) expect(arrived[0][name], name).toBeUndefined();
    });

    it.each([
      ['with Content-Length', () => new Uint8Array(MAX_BODY_BYTES + 1).fill(0x61)],
      ['streamed (chunked, no Content-Length)', () => streamOf(MAX_BODY_BYTES + 1)],
    ])(`a body of ${MAX_BODY_BYTES + 1} bytes %s gets 413, and nothing reaches the service`, async (how, body) => {
      const { front, arrived } = service();
      const before = front.requests;
      const response = await post(`${runtime.id}2`, body()).catch((error: Error & { cause?: { code?: string } }) => {
        // The runtime answered 413 before the client had sent the whole stream, then closed the connection.
        if (runtime.resetsStreamedOver && how.startsWith('streamed') && error.cause?.code === 'ECONNRESET') return undefined;
        throw error;
      });
      if (response) {
        expect(response.status, recipe.output()).toBe(413);
        expect(await readJson<ErrorBody>(response)).toMatchObject({ error: 'too-large' });
      } else console.info(`${runtime.name}: the stream was reset after the 413 (${runtime.resetsStreamedOver})`);
      expect([front.requests - before, arrived]).toEqual([0, []]);
    });

    it('a refusing service (its port closed): 502 at once, before timeoutMs', async () => {
      const { front } = service();
      await front.setMode('refuse');
      try {
        const response = await post(`${runtime.id}3`, productLine(nextNonce()));
        expect(response.status, recipe.output()).toBe(502); // before the 300 ms, or it would be the 504
        expect(await readJson<ErrorBody>(response)).toEqual({ error: 'upstream-unreachable', reason: 'the service could not be reached' });
      } finally {
        await front.setMode('up');
      }
    });

    it(`a hanging service (takes the request, never answers): 504 after timeoutMs (${TIMEOUT_MS} ms)`, async () => {
      const { front } = service();
      await front.setMode('hang');
      try {
        const before = front.requests;
        const started = performance.now();
        const response = await post(`${runtime.id}4`, productLine(nextNonce()));
        expect(response.status, recipe.output()).toBe(504);
        expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
        expect(await readJson<ErrorBody>(response)).toEqual({
          error: 'upstream-timeout',
          reason: `the service did not answer within ${TIMEOUT_MS} ms`,
        });
        expect(front.requests - before).toBe(1);
      } finally {
        await front.setMode('up');
      }
    });

    it('a map read passes with its ETag, and If-None-Match gets 304; no Set-Cookie comes back', async () => {
      const { standIn, arrived } = service();
      const siteCode = `${runtime.id}5`;
      const stored = await fetch(`${standIn.url}/map/maps?siteCode=${siteCode}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'shop-backend/1.0' },
        body: JSON.stringify({ v1: { plan: 'gold' } }),
      });
      expect(stored.status).toBe(204);
      arrived.length = 0;
      const url = `${recipe.url}/vt/map/map?siteCode=${siteCode}&key=v1`;
      const read = await fetch(url, { headers: { ...BROWSER, ...runtime.edgeHeaders } });
      expect([read.status, await read.json()]).toEqual([200, { plan: 'gold' }]);
      const etag = read.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await fetch(url, { headers: { ...BROWSER, ...runtime.edgeHeaders, 'If-None-Match': etag! } });
      expect([again.status, again.headers.get('etag'), await again.text()]).toEqual([304, etag, '']);
      for (const answer of [read, again]) expect(answer.headers.get('set-cookie')).toBeNull();
      expect(arrived.map((headers) => [headers['user-agent'], headers['x-forwarded-for'], headers.cookie])).toEqual([
        [DESKTOP_CHROME_UA, runtime.visitorAddress, undefined],
        [DESKTOP_CHROME_UA, runtime.visitorAddress, undefined],
      ]);
    });

    const filesTitle = 'serves /vt/visit-tag.js from the package’s dist/ with an ETag, 304 when unchanged';
    it.skipIf(runtime.noFiles !== undefined)(runtime.noFiles ? `${filesTitle} — cannot: ${runtime.noFiles}` : filesTitle, async () => {
      const response = await fetch(`${recipe.url}/vt/visit-tag.js`);
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
      const etag = response.headers.get('etag')!;
      expect((await response.text()).length).toBeGreaterThan(1000);
      expect((await fetch(`${recipe.url}/vt/visit-tag.js`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    });

    runtime.more?.(() => recipe);
  });
}

/** A request body of `size` bytes as a stream, so that the client sends it chunked, without Content-Length. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
      controller.enqueue(part);
      sent += part.byteLength;
    },
  });
}
