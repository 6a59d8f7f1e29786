import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { startTestServer } from '../server/server-helpers.js';
import { toNodeHandler } from '../../../src/proxy/to-node-handler.js';
import { createProxy } from '../../../src/proxy/create-proxy.js';
import type { ProxyOptions } from '../../../src/proxy/proxy-options.js';
import { listenOnLoopback, type LoopbackServer } from '../../support/listen-on-loopback.js';

/** A desktop Chrome's User-Agent: what a visitor's browser sends, and what the bot rule lets through. */
export { DESKTOP_CHROME_UA } from '../../support/chromium.js';

/** What headless Chromium sends by default: the stand-in's bot rule refuses it (403). */
export const HEADLESS_CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';

/**
 * The proxy as a site runs it: `createProxy(options)` behind `toNodeHandler` on node:http, on 127.0.0.1.
 * @example const proxy = await startProxyServer({ dataUrl: standIn.url, basePath: '/vt' }); await fetch(`${proxy.url}/vt/visit/events?siteCode=s`, …);
 */
export function startProxyServer(options: ProxyOptions): Promise<LoopbackServer> {
  return listenOnLoopback(createServer(toNodeHandler(createProxy(options))));
}

/**
 * For the calling test file: the stand-in on 127.0.0.1 with the proxy in front of it at `/vt`,
 * both closed after the file. `arrived` holds what `record` makes of each request the stand-in
 * gets (not its own `/__…` ones); before each test it is emptied and the stand-in's record cleared.
 * @example const ctx = useProxyBeforeStandIn((request) => request.headers); await fetch(`${ctx.proxy.url}/vt/map/map?siteCode=s&key=k`);
 */
export function useProxyBeforeStandIn<T>(record: (request: IncomingMessage) => T) {
  const ctx = { arrived: [] as T[] } as { standIn: RunningServer; proxy: LoopbackServer; arrived: T[] };
  beforeAll(async () => {
    ctx.standIn = await startTestServer({
      onRequest: (request) => void (request.url?.startsWith('/__') || ctx.arrived.push(record(request))),
    });
    ctx.proxy = await startProxyServer({ dataUrl: ctx.standIn.url, basePath: '/vt' });
  });
  afterAll(async () => {
    await ctx.proxy.close();
    await ctx.standIn.close();
  });
  beforeEach(async () => {
    await fetch(`${ctx.standIn.url}/__inspect/events`, { method: 'DELETE' });
    ctx.arrived.length = 0;
  });
  return ctx;
}

/** One request as an upstream saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A tiny upstream that records every request it gets (method, URL, headers, body) and answers what
 * `answer` writes (202 with no body by default): for what the stand-in does not do, such as
 * setting a cookie.
 * @example const upstream = await startCapturingUpstream((_, res) => res.writeHead(429, { 'Retry-After': '7' }).end());
 */
export async function startCapturingUpstream(
  answer: (request: SeenRequest, response: ServerResponse) => void = (_, response) => void response.writeHead(202).end(),
): Promise<LoopbackServer & { seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(request);
      answer(request, response);
    });
  });
  return Object.assign(await listenOnLoopback(server), { seen });
}

/** 16 hex characters from a number. */
export const nonceOf = (n: number) => n.toString(16).padStart(16, '0');

/** A PRODUCT event line with this nonce (the smallest valid event). */
export const productLine = (nonce: string) => `eventType=PRODUCT&nonce=${nonce}&ean=4006381333931`;
