import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Auth } from './create-auth.js';
import type { EventStore, IngestRecord, RequestEntry } from './create-event-store.js';
import type { Faults } from './create-faults.js';
import type { Persistence } from './create-persistence.js';
import { isBotUserAgent } from './is-bot-user-agent.js';

/** Hono's environment here: the Node request and response, and the request-log entry of /visit/events. */
export type Env = { Bindings: HttpBindings; Variables: { requestEntry?: RequestEntry } };

/** What every handler shares: state, limits and the optional journal. */
export interface ServerContext {
  store: EventStore;
  faults: Faults;
  limiter: { take(site: string): number; reset(): void };
  auth: Auth;
  /** Whether /visit/events requires a bearer token (`--auth`). */
  isAuthRequired: boolean;
  persistence?: Persistence;
  maps: Map<string, Map<string, Record<string, unknown>>>;
  nextRequestId(): string;
  /** Parses an acknowledged body off the request; tracked so that inspection can wait for it. */
  schedule(record: IngestRecord): void;
  /** Resolves once every scheduled body is parsed. */
  settled(): Promise<void>;
  quiet: boolean;
  /** Whether headless Chromium passes the bot rule (`--allow-headless`, for automated QA). */
  isHeadlessAllowed: boolean;
}

/**
 * The JSON error answer every route uses: `{ error, reason }` with a status.
 * @example return jsonError(400, 'bad-query', 'siteCode is missing');
 */
export function jsonError(status: number, error: string, reason: string, headers: Record<string, string> = {}): Response {
  const response = new Response(JSON.stringify({ error, reason }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
  reasons.set(response, reason);
  return response;
}

const reasons = new WeakMap<Response, string>();

/**
 * The reason of an answer made by jsonError (for the request log), or undefined.
 * @example reasonOf(jsonError(400, 'bad-query', 'siteCode is missing')) // 'siteCode is missing'
 */
export function reasonOf(response: Response): string | undefined {
  return reasons.get(response);
}

/**
 * The spec's bot filter as an answer: 403 `{ error: 'forbidden', reason: 'bot-user-agent: …' }`
 * when the request's User-Agent is a bot, spider, headless browser or bare library default (the
 * rule itself is isBotUserAgent), otherwise undefined. The routes browsers call (events, the map
 * read) apply it; the server-to-server ones (goal search, map store) do not. `allowHeadless` lets
 * headless Chromium through (the stand-in's `--allow-headless`).
 * @example const refusal = refuseBot(c); if (refusal) return refusal;
 */
export function refuseBot(c: Context<Env>, allowHeadless = false): Response | undefined {
  const userAgent = c.req.header('user-agent');
  if (!isBotUserAgent(userAgent, { allowHeadless })) return undefined;
  return jsonError(
    403,
    'forbidden',
    `bot-user-agent: ${JSON.stringify(userAgent ?? '')} is a bot, spider or library default; non-browser clients must send their own User-Agent`,
  );
}

/**
 * The client checks shared by the data routes, in the order they apply: bot user agent (403, on
 * the routes browsers call: events and the map read; the map store is server-to-server),
 * token (401 when required and missing, or given and bad; 403 for another site's token), then the
 * site's rate limit (429 with Retry-After). Returns the refusal, or undefined to go on.
 * @example const refusal = await checkClient(c, server, 'demo', { isTokenRequired: false, isBotFiltered: true }); if (refusal) return refusal;
 */
export async function checkClient(
  c: Context<Env>,
  server: ServerContext,
  siteCode: string,
  options: { isTokenRequired: boolean; isBotFiltered: boolean },
): Promise<Response | undefined> {
  const botRefusal = options.isBotFiltered ? refuseBot(c, server.isHeadlessAllowed) : undefined;
  if (botRefusal) return botRefusal;
  const authorization = c.req.header('authorization');
  if (options.isTokenRequired || authorization !== undefined) {
    const token = await server.auth.check(authorization);
    if (!token.ok) return jsonError(401, 'unauthorized', token.reason, { 'WWW-Authenticate': 'Bearer' });
    if (token.siteCode !== siteCode) {
      return jsonError(
        403,
        'forbidden',
        `wrong-site: the token is for site ${JSON.stringify(token.siteCode)}, not ${JSON.stringify(siteCode)}`,
      );
    }
  }
  const retryAfter = server.limiter.take(siteCode);
  if (retryAfter > 0) {
    return jsonError(429, 'rate-limited', `site ${JSON.stringify(siteCode)} is over its rate limit; retry after ${retryAfter} s`, {
      'Retry-After': String(retryAfter),
    });
  }
  return undefined;
}
