import type { Context } from 'hono';
import { MAX_BODY_BYTES } from '../../src/wire/event-table.js';
import { validateSiteCode } from '../../src/clients/validate-site-code.js';
import { readBody } from './read-body.js';
import { readMapBody } from './read-map-body.js';
import { rawQueryOf, readQuery } from './read-query.js';
import { checkClient, jsonError, type Env, type ServerContext } from './server-context.js';

const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/** The query's parameters, or a 400 naming the first one that is missing. */
function readParams(c: Context<Env>, names: string[]): Map<string, string> | Response {
  const query = readQuery(rawQueryOf(c.env.incoming.url ?? ''));
  if ('error' in query) return jsonError(400, 'bad-query', query.error);
  const missing = names.find((name) => !query.params.get(name));
  return missing ? jsonError(400, 'bad-query', `${missing} is missing from the query`) : query.params;
}

/**
 * `POST /map/maps?siteCode=S`: stores each key's data object (replacing what the key held) and
 * answers 204. The token is optional and checked when given; the body must be a JSON object of
 * key → JSON object (see readMapBody), and the site code letters and digits, otherwise 400 with
 * the reason.
 * @example app.post('/map/maps', createMapStoreHandler(server));
 */
export function createMapStoreHandler(server: ServerContext) {
  return async (c: Context<Env>): Promise<Response> => {
    const params = readParams(c, ['siteCode']);
    if (params instanceof Response) return params;
    const siteCode = params.get('siteCode')!;
    // The spec: "siteCode (string of letters and digits …)" for the store; the read takes any string.
    const [badSiteCode] = validateSiteCode(siteCode);
    if (badSiteCode) return jsonError(400, 'bad-query', badSiteCode);
    // A server-to-server API: library agents (curl, a backend's HTTP client) are welcome here.
    const refusal = await checkClient(c, server, siteCode, { isTokenRequired: false, isBotFiltered: false });
    if (refusal) return refusal;
    const body = await readBody(c.env.incoming, MAX_BODY_BYTES);
    if ('tooLarge' in body) return jsonError(413, 'too-large', `the body is over ${MAX_BODY_BYTES} bytes`);
    let text: string;
    try {
      text = strictDecoder.decode(body.bytes);
    } catch {
      return jsonError(400, 'bad-body', 'the body is not valid UTF-8');
    }
    const read = readMapBody(text);
    if ('error' in read) return jsonError(400, 'bad-body', read.error);
    const at = new Date().toISOString();
    // On disk (fsync'd, one group commit for all keys) before the 204.
    const { persistence } = server;
    if (persistence) await Promise.all(read.entries.map(([key, value]) => persistence.saveMap({ at, siteCode, key, value })));
    const site = server.maps.get(siteCode) ?? new Map<string, Record<string, unknown>>();
    server.maps.set(siteCode, site);
    for (const [key, value] of read.entries) site.set(key, value);
    return new Response(null, { status: 204 });
  };
}

/**
 * `GET /map/map?siteCode=S&key=K`: 200 with the stored data object, or 404
 * `{ "error": "not-found", "reason": … }` when the key holds nothing (the tag's callback gets null).
 * @example app.get('/map/map', createMapReadHandler(server));
 */
export function createMapReadHandler(server: ServerContext) {
  return async (c: Context<Env>): Promise<Response> => {
    const params = readParams(c, ['siteCode', 'key']);
    if (params instanceof Response) return params;
    const siteCode = params.get('siteCode')!;
    const key = params.get('key')!;
    // The read the tag makes from browsers: bot-filtered, as the spec says.
    const refusal = await checkClient(c, server, siteCode, { isTokenRequired: false, isBotFiltered: true });
    if (refusal) return refusal;
    const value = server.maps.get(siteCode)?.get(key);
    if (value === undefined) {
      return jsonError(
        404,
        'not-found',
        `no data is stored for key ${JSON.stringify(key.slice(0, 100))} of site ${JSON.stringify(siteCode)}`,
      );
    }
    return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  };
}
