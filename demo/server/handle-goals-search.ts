import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { Goal } from '../../src/clients/goal-search-types.js';
import { readBody } from './read-body.js';
import { rawQueryOf, readQuery } from './read-query.js';
import { searchGoals } from './search-goals.js';
import { jsonError, type Env, type ServerContext } from './server-context.js';

/**
 * Reads demo/fixtures/goals.json.
 * @example loadGoals(findRoot()).length // 240
 */
export function loadGoals(root: string): Goal[] {
  return JSON.parse(readFileSync(join(root, 'demo/fixtures/goals.json'), 'utf8')) as Goal[];
}

/**
 * `POST /goals/search?optionalFields=a,b`: 200 with a JSON array of goals (one page), the whole
 * result's size in `X-Total-Count`; 400 with the reason for any unusable part of the search. An
 * empty body searches everything. A bot User-Agent gets 403 (the spec's bot filter, as on the data
 * routes); a token is optional and checked when given (401).
 * @example app.post('/goals/search', createGoalsSearchHandler(server, loadGoals(root)));
 */
export function createGoalsSearchHandler(server: ServerContext, goals: readonly Goal[]) {
  return async (c: Context<Env>): Promise<Response> => {
    const rawQuery = rawQueryOf(c.env.incoming.url ?? '');
    const query = readQuery(rawQuery.replace(/(^|&)optionalFields=[^&]*/g, ''));
    if ('error' in query) return jsonError(400, 'bad-query', query.error);
    let optionalFields: string[];
    try {
      optionalFields = [...rawQuery.matchAll(/(?:^|&)optionalFields=([^&]*)/g)]
        .flatMap((match) => decodeURIComponent(match[1].replace(/\+/g, ' ')).split(','))
        .map((name) => name.trim())
        .filter(Boolean);
    } catch {
      return jsonError(400, 'bad-query', 'broken percent-encoding in optionalFields');
    }
    // A server-to-server API (the management interface): no bot filter, so a developer's first
    // curl works; the spec puts the filter on what browsers send (events, and the map read).
    const authorization = c.req.header('authorization');
    if (authorization !== undefined) {
      const token = await server.auth.check(authorization);
      if (!token.ok) return jsonError(401, 'unauthorized', token.reason, { 'WWW-Authenticate': 'Bearer' });
    }
    const body = await readBody(c.env.incoming, 1_000_000);
    if ('tooLarge' in body) return jsonError(413, 'too-large', 'a search body may have at most 1000000 bytes');
    let search: unknown = {};
    if (body.bytes.length && body.bytes.toString('utf8').trim() !== '') {
      try {
        search = JSON.parse(body.bytes.toString('utf8'));
      } catch (error) {
        return jsonError(400, 'bad-body', `the body is not JSON: ${(error as Error).message}`);
      }
    }
    const result = searchGoals(goals, search, optionalFields);
    if ('error' in result) return jsonError(400, 'bad-search', result.error);
    return new Response(JSON.stringify(result.goals), {
      status: 200,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'X-Total-Count': String(result.total),
        'X-Page': String(result.page),
        'X-Per-Page': String(result.perPage),
      },
    });
  };
}
