import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AcceptedEntry, EventStore } from '../../../demo/server/create-event-store.js';
import { startServer, type RunningServer, type ServerOptions } from '../../../demo/server/start-server.js';

/** A named application agent, as the spec asks non-browser clients to send. */
export const APP_UA = 'visit-tag-tests/1.0 (Node.js 20)';

/** Starts a quiet server on 127.0.0.1, any free port. */
export function startTestServer(options: ServerOptions = {}): Promise<RunningServer> {
  return startServer({ port: 0, quiet: true, ...options });
}

/** Posts a body to /visit/events with the app UA unless headers say otherwise. */
export function postEvents(server: RunningServer, query: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/visit/events?${query}`, { method: 'POST', body, headers: { 'User-Agent': APP_UA, ...headers } });
}

type StoreInspection = ReturnType<EventStore['inspect']>;

/** What `GET /__inspect/events` answers: the store's inspection as JSON, events as plain records (int64 as text). */
export type Inspection = Omit<StoreInspection, 'accepted'> & {
  accepted: Array<Omit<AcceptedEntry, 'event'> & { event: Record<string, unknown> }>;
};

/** The server's inspection of one site (or all). */
export async function inspect(server: RunningServer, siteCode?: string): Promise<Inspection> {
  const response = await fetch(`${server.url}/__inspect/events${siteCode ? `?siteCode=${encodeURIComponent(siteCode)}` : ''}`);
  return (await response.json()) as Inspection;
}

/** The stand-in server's JSON error answer. */
export interface ErrorBody {
  error: string;
  reason?: string;
}

/** A response's JSON body as the shape the test expects (and then asserts on). */
export async function readJson<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A line-format event line. */
export function line(fields: Record<string, string | number>): string {
  return Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** 16 hex characters from a number. */
export const nonceOf = (n: number) => n.toString(16).padStart(16, '0');

/**
 * One stand-in server for a test file: started before its tests (handed to `use`), closed after
 * them, and its received events cleared before each test.
 * @example let server!: RunningServer; useTestServer((started) => (server = started));
 */
export function useTestServer(use: (server: RunningServer) => void, options: ServerOptions = {}): void {
  let server: RunningServer;
  beforeAll(async () => use((server = await startTestServer(options))));
  afterAll(() => server.close());
  beforeEach(async () => void (await fetch(`${server.url}/__inspect/events`, { method: 'DELETE' })));
}
