// The committed test certificate for 127.0.0.1 (test/fixtures/tls/README.md) and a request from
// Node that trusts it: global fetch cannot be given a CA, node:https can.
import { readFileSync } from 'node:fs';
import { request } from 'node:https';

/** PEM key and self-signed certificate for https://127.0.0.1, as `startServer({ tls })` takes them. */
export const TEST_TLS = {
  key: readFileSync(new URL('../fixtures/tls/127.0.0.1.key', import.meta.url)),
  cert: readFileSync(new URL('../fixtures/tls/127.0.0.1.crt', import.meta.url)),
};

/** An answer of {@link requestTrusting}. */
export interface TlsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One https request that trusts only the test certificate (the name 127.0.0.1 is still checked).
 * @example const { status, text } = await requestTrusting(`${server.url}/__inspect/events`);
 */
export function requestTrusting(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<TlsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, ca: TEST_TLS.cert }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
