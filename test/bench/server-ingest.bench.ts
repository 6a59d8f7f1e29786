// `npm run bench` section: events per second that one stand-in server process ingests (query and
// bot checks, body read with the 3 MB cap, 202, then parsing, validation and dedupe until
// /__inspect/counts shows every event), next to a bare node:http handler that only reads the body
// and answers 202, driven by the same load generator in the same run. Both servers run as child
// processes; the load generator runs here, on the same 2 cores.
import type { ChildProcess } from 'node:child_process';
import { startChildServer } from './start-child-server.js';
import { Agent, request } from 'node:http';
import { encodeLines } from '../../src/wire/encode-lines.js';
import { createEventSet } from './create-event-set.js';
import type { BenchTable } from './report.js';

const CONCURRENCY = 16;
const TARGET_EVENTS = 60_000;
const UA = 'visit-tag-bench/1.0 (Node.js 20)';

const BARE_SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  req.on('data', () => {}).on('end', () => { res.writeHead(202); res.end(); });
});
server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port));
`;

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** The same bodies for every server: line-format batches of distinct events. */
function makeBodies(perRequest: number): string[] {
  const events = createEventSet(TARGET_EVENTS, 11);
  const bodies: string[] = [];
  for (let i = 0; i < events.length; i += perRequest) {
    const batch = events.slice(i, i + perRequest).map((event, n) => ({ ...event, nonce: (i + n).toString(16).padStart(16, '0') }));
    bodies.push(encodeLines(batch));
  }
  return bodies;
}

/** Posts every body with CONCURRENCY keep-alive connections; resolves with the wall time. */
async function drive(url: string, siteCode: string, bodies: string[]): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const post = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const req = request(
        `${url}/visit/events?siteCode=${siteCode}`,
        {
          method: 'POST',
          agent,
          headers: { 'User-Agent': UA, 'Content-Type': 'text/plain;charset=UTF-8', 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume().on('end', () => (res.statusCode === 202 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) await post(bodies[next++]);
    }),
  );
  agent.destroy();
  return performance.now() - started;
}

export default async function run(): Promise<BenchTable[]> {
  const rows: (string | number)[][] = [];
  for (const perRequest of [1, 20, 200]) {
    const bodies = makeBodies(perRequest);
    const bytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
    const bare = await startChildServer(['-e', BARE_SERVER]);
    const bareMs = await drive(bare.url, 'bench', bodies);
    await stop(bare.child);
    const ours = await startChildServer(['scripts/run-ts.mjs', 'demo/server/main.ts', '--port', '0', '--rate-limit', '0', '--quiet']);
    const siteCode = `bench${perRequest}`;
    const acknowledgedMs = await drive(ours.url, siteCode, bodies);
    const started = performance.now() - acknowledgedMs;
    const counts = (await (await fetch(`${ours.url}/__inspect/counts?siteCode=${siteCode}`)).json()) as {
      accepted: number;
      rejected: number;
    };
    const ingestedMs = performance.now() - started;
    await stop(ours.child);
    if (counts.accepted !== TARGET_EVENTS)
      throw new Error(`the server accepted ${counts.accepted} of ${TARGET_EVENTS} events (${counts.rejected} rejected)`);
    const perSecond = (ms: number) => (TARGET_EVENTS / ms) * 1000;
    rows.push(
      [
        'bare node:http (reads the body only)',
        perRequest,
        (bodies.length / bareMs) * 1000,
        perSecond(bareMs),
        bytes / 1e6 / (bareMs / 1000),
      ],
      [
        'stand-in server, 202s received',
        perRequest,
        (bodies.length / acknowledgedMs) * 1000,
        perSecond(acknowledgedMs),
        bytes / 1e6 / (acknowledgedMs / 1000),
      ],
      [
        'stand-in server, all events parsed',
        perRequest,
        (bodies.length / ingestedMs) * 1000,
        perSecond(ingestedMs),
        bytes / 1e6 / (ingestedMs / 1000),
      ],
    );
  }
  return [
    {
      title: 'server ingest: POST /visit/events, one process, line format',
      columns: ['server', 'events/request', 'requests/s', 'events/s', 'MB/s'],
      rows,
      notes: [
        `${TARGET_EVENTS.toLocaleString('en-US')} distinct realistic events per row, ${CONCURRENCY} keep-alive connections, load generator in the bench process, servers in child processes (2 shared cores).`,
        '"all events parsed" stops the clock when GET /__inspect/counts (which waits for every scheduled parse) answers; no --data-dir (no fsync).',
      ],
    },
  ];
}
