// `npm run bench` section (issue 33): what the first-party proxy (visit-tag/proxy behind its Node
// adapter, dist/proxy.js) adds to a request on 127.0.0.1, next to the same requests sent straight
// to the stand-in in the same run, and the proxy's memory under 200 concurrent posts. The proxy
// runs in a child process of its own (so its memory is its own); the stand-in and the load
// generator run here, on the same 2 cores. About 10 s.
import type { ChildProcess } from 'node:child_process';
import { startChildServer } from './start-child-server.js';
import { Agent, request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../../demo/server/start-server.js';
import { quantile } from './quantile.js';
import type { BenchTable } from './report.js';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const SEQUENTIAL = 1_000;
const WARMUP = 100;
const CONCURRENT = 200;
const ROUNDS = 5;

/** The proxy's process: createProxy + toNodeHandler from the built package, and its memory at /__memory. */
const PROXY_CHILD = (distUrl: string, dataUrl: string) => `
import { createServer } from 'node:http';
import { createProxy, toNodeHandler } from ${JSON.stringify(distUrl)};
const proxy = toNodeHandler(createProxy({ dataUrl: ${JSON.stringify(dataUrl)}, basePath: '/vt' }));
const server = createServer((req, res) => {
  if (req.url !== '/__memory') return proxy(req, res);
  globalThis.gc();
  const { rss, heapUsed } = process.memoryUsage();
  res.end(JSON.stringify({ rss, heapUsed, maxRss: process.resourceUsage().maxRSS * 1024 }));
});
server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port));
`;

function startProxyChild(dataUrl: string): Promise<{ child: ChildProcess; url: string }> {
  // run-ts puts the original entry (test/bench/main.ts) in argv[1]; the bundle itself is elsewhere.
  const root = resolve(dirname(process.argv[1]), '../..');
  const distUrl = pathToFileURL(join(root, 'dist/proxy.js')).href;
  return startChildServer(['--expose-gc', '--input-type=module', '-e', PROXY_CHILD(distUrl, dataUrl)]);
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENT });

/** One POST of one event: resolves with its status and its time in ms. */
function post(url: string, nonce: number): Promise<{ status: number; ms: number }> {
  const body = `eventType=PRODUCT&nonce=${nonce.toString(16).padStart(16, '0')}&ean=4006381333931`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'User-Agent': UA, 'Content-Type': 'text/plain' } }, (res) => {
      res.resume().on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Memory {
  rss: number;
  heapUsed: number;
  maxRss: number;
}
const memoryOf = async (url: string) => (await (await fetch(`${url}/__memory`)).json()) as Memory;

export default async function run(): Promise<BenchTable[]> {
  const standIn = await startServer({ port: 0, quiet: true });
  let proxy: { child: ChildProcess; url: string } | undefined;
  try {
    proxy = await startProxyChild(standIn.url);
    const proxyUrl = proxy.url;
    const direct = (site: string) => `${standIn.url}/visit/events?siteCode=${site}&visitorCode=v`;
    const proxied = (site: string) => `${proxyUrl}/vt/visit/events?siteCode=${site}&visitorCode=v`;
    let nonce = 1;
    for (let i = 0; i < WARMUP; i++) {
      await post(direct('warm1'), nonce++);
      await post(proxied('warm2'), nonce++);
    }
    // Interleaved, one request at a time: both paths see the same moments of the machine.
    const times = { direct: [] as number[], proxied: [] as number[] };
    for (let i = 0; i < SEQUENTIAL; i++) {
      for (const [path, url] of [
        ['direct', direct('seq1')],
        ['proxied', proxied('seq2')],
      ] as const) {
        const { status, ms } = await post(url, nonce++);
        if (status !== 202) throw new Error(`${path} answered ${status}`);
        times[path].push(ms);
      }
    }
    const before = await memoryOf(proxyUrl);
    const concurrentMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => post(proxied(`burst${round}`), nonce++)));
      concurrentMs.push(performance.now() - started);
      const failed = answers.filter((answer) => answer.status !== 202).length;
      if (failed) throw new Error(`${failed} of ${CONCURRENT} concurrent posts were not answered 202`);
    }
    const after = await memoryOf(proxyUrl);
    const counts = (await (await fetch(`${standIn.url}/__inspect/counts`)).json()) as { accepted: number; duplicates: number };
    const expected = 2 * WARMUP + 2 * SEQUENTIAL + ROUNDS * CONCURRENT;
    if (counts.accepted !== expected || counts.duplicates !== 0)
      throw new Error(`the stand-in accepted ${counts.accepted} of ${expected} events (${counts.duplicates} duplicates)`);
    const row = (label: string, values: number[]) => [label, quantile(values, 0.5), quantile(values, 0.99), Math.max(...values)];
    const added = (q: number) => quantile(times.proxied, q) - quantile(times.direct, q);
    const mb = (bytes: number) => bytes / 1e6;
    return [
      {
        title: `proxy: latency of one POST /visit/events (1 event) on 127.0.0.1, ${SEQUENTIAL} each, interleaved`,
        columns: ['path', 'p50 ms', 'p99 ms', 'max ms'],
        rows: [row('straight to the stand-in', times.direct), row('through visit-tag/proxy (node:http adapter)', times.proxied)],
        notes: [
          `the proxy adds ${added(0.5).toFixed(2)} ms at p50 and ${added(0.99).toFixed(2)} ms at p99 (its own process; keep-alive connections from the client and, through Node’s fetch, to the stand-in)`,
        ],
        raw: times,
      },
      {
        title: `proxy: memory of its process under ${ROUNDS} rounds of ${CONCURRENT} concurrent posts`,
        columns: ['measure', 'before MB', 'after MB', 'growth MB'],
        rows: [
          ['RSS (after gc)', mb(before.rss), mb(after.rss), mb(after.rss - before.rss)],
          ['heap used (after gc)', mb(before.heapUsed), mb(after.heapUsed), mb(after.heapUsed - before.heapUsed)],
          ['peak RSS (maxRSS)', mb(before.maxRss), mb(after.maxRss), mb(after.maxRss - before.maxRss)],
        ],
        notes: [
          `a round of ${CONCURRENT} took ${quantile(concurrentMs, 0.5).toFixed(0)} ms (median of ${ROUNDS}); the stand-in accepted all ${expected} nonces once each`,
        ],
        raw: { before, after, concurrentMs },
      },
    ];
  } finally {
    agent.destroy();
    proxy?.child.kill('SIGTERM');
    await standIn.close();
  }
}
