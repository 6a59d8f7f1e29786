import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_UA, line, nonceOf, readJson, type Inspection } from './server-helpers.js';

const children = new Set<ChildProcess>();
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

/** Starts `npm run demo`'s entry as a child process on a free port and waits for its URL. */
async function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'demo/server/main.ts', '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { child, url };
}

const kill = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });

describe('--data-dir', () => {
  it('keeps every acknowledged event and map record when the process is SIGKILLed mid-traffic', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'visit-tag-data-'));
    try {
      const first = await startChild(dataDir);
      const stored = await fetch(`${first.url}/map/maps?siteCode=p`, {
        method: 'POST',
        body: '{"u1":{"vip":true}}',
        headers: { 'User-Agent': APP_UA },
      });
      expect(stored.status).toBe(204);
      const acknowledged: string[] = [];
      let answered = 0;
      const posts = Array.from({ length: 60 }, (_, i) => {
        const nonce = nonceOf(1000 + i).toUpperCase();
        const body = [line({ eventType: 'PRODUCT', nonce, ean: String(i) }), 'eventType=PAGE&nonce=bad'].join('\n');
        return fetch(`${first.url}/visit/events?siteCode=p&visitorCode=v${i}`, { method: 'POST', body, headers: { 'User-Agent': APP_UA } })
          .then((response) => {
            if (response.status === 202) acknowledged.push(nonce);
            if (++answered === 30) return kill(first.child);
            return undefined;
          })
          .catch(() => undefined);
      });
      await Promise.all(posts);
      await kill(first.child);
      expect(acknowledged.length).toBeGreaterThanOrEqual(30);

      const second = await startChild(dataDir);
      const seen = await readJson<Inspection>(await fetch(`${second.url}/__inspect/events?siteCode=p`));
      const kept = new Set(seen.accepted.map((entry) => entry.event.nonce));
      expect(acknowledged.filter((nonce) => !kept.has(nonce))).toEqual([]);
      expect(seen.counts.rejected).toBe(seen.counts.accepted);
      expect(seen.accepted.every((entry) => entry.copies === 1)).toBe(true);
      const map = await fetch(`${second.url}/map/map?siteCode=p&key=u1`, { headers: { 'User-Agent': APP_UA } });
      expect(await map.json()).toEqual({ vip: true });
      const events = (await readFile(join(dataDir, 'events.jsonl'), 'utf8')).trim().split('\n');
      expect(events).toHaveLength(seen.counts.accepted);

      // A reset forgets the site on disk too.
      await fetch(`${second.url}/__inspect/events?siteCode=p`, { method: 'DELETE' });
      await kill(second.child);
      const third = await startChild(dataDir);
      expect((await readJson<Inspection>(await fetch(`${third.url}/__inspect/events?siteCode=p`))).counts.accepted).toBe(0);
      await kill(third.child);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
