import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, DESKTOP_CHROME_UA } from '../chromium.js';
import type { CdpMessage } from './cdp-types.js';

/** Chromium spoken to over its DevTools pipe: commands, every message, and waits on what arrives. */
export interface CdpPipe {
  /** Sends a command to the browser, or to a session, and resolves with its result. */
  send: (method: string, params?: Record<string, unknown>, sessionId?: string) => Promise<Record<string, unknown>>;
  /** Resolves with the first value `check` returns other than undefined, checked now and after each message. */
  waitUntil: <T>(check: () => T | undefined, timeoutMs: number, what: string) => Promise<T>;
  /** Closes the browser (killed after 5 s) and removes its profile. */
  close: () => Promise<void>;
}

/**
 * Launches Debian's /usr/bin/chromium (headless, CHROMIUM_ARGS, a desktop user agent) with
 * `--remote-debugging-pipe`: NUL-terminated JSON on file descriptors 3 (to Chromium) and 4 (from
 * it), so no WebSocket client is needed. `onMessage` sees every message, answers and events alike.
 * @example const pipe = openCdpPipe((message) => console.log(message.method)); await pipe.send('Browser.getVersion');
 */
export function openCdpPipe(onMessage: (message: CdpMessage, send: CdpPipe['send']) => void, args: string[] = []): CdpPipe {
  const profile = mkdtempSync(join(tmpdir(), 'visit-tag-cdp-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      ...CHROMIUM_ARGS,
      `--user-agent=${DESKTOP_CHROME_UA}`,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      ...args,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toChromium = child.stdio[3] as Writable;
  const fromChromium = child.stdio[4] as Readable;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let nextId = 0;
  const answers = new Map<number, { resolve(result: Record<string, unknown>): void; reject(error: Error): void; method: string }>();
  // Checks re-run on every message until they are satisfied (see waitUntil).
  const waiters = new Set<() => void>();

  const send: CdpPipe['send'] = (method, params = {}, sessionId) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      answers.set(id, { resolve, reject, method });
      toChromium.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  const receive = (message: CdpMessage) => {
    if (message.id !== undefined) {
      const answer = answers.get(message.id);
      answers.delete(message.id);
      if (message.error) answer?.reject(new Error(`${answer.method}: ${message.error.message}`));
      else answer?.resolve(message.result ?? {});
    }
    onMessage(message, send);
    waiters.forEach((check) => check());
  };

  let buffered = Buffer.alloc(0);
  fromChromium.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (let end = buffered.indexOf(0); end >= 0; end = buffered.indexOf(0)) {
      const text = buffered.subarray(0, end).toString('utf8');
      buffered = buffered.subarray(end + 1);
      receive(JSON.parse(text) as CdpMessage);
    }
  });
  void exited.then(() => {
    answers.forEach((answer) => answer.reject(new Error(`${answer.method}: Chromium exited`)));
    answers.clear();
  });

  const waitUntil: CdpPipe['waitUntil'] = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        let value: T | undefined;
        try {
          value = check();
        } catch (error) {
          finish();
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        if (value === undefined) return;
        finish();
        resolve(value);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(run);
      };
      waiters.add(run);
      run();
    });

  return {
    send,
    waitUntil,
    async close() {
      await send('Browser.close').catch(() => {});
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
