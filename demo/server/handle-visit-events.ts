import type { Context } from 'hono';
import { MAX_BODY_BYTES } from '../../src/wire/event-table.js';
import { connectionRequestOf } from './count-connection-requests.js';
import type { RequestEntry } from './create-event-store.js';
import { readBody } from './read-body.js';
import { rawQueryOf, readQuery } from './read-query.js';
import { checkClient, jsonError, reasonOf, type Env, type ServerContext } from './server-context.js';

/**
 * `POST /visit/events?siteCode=S[&visitorCode=V][&json=true]`: checks the query (400), the client
 * (403/401/429) and the body size while it streams in (413), journals the body when a data dir is
 * set, answers 202 and parses the body afterwards. Every request is logged for inspection.
 * @example app.post('/visit/events', createVisitEventsHandler(server));
 */
export function createVisitEventsHandler(server: ServerContext) {
  return async (c: Context<Env>): Promise<Response> => {
    const incoming = c.env.incoming;
    const entry = newRequestEntry(c, server);
    const rawQuery = entry.query;
    const answer = (response: Response) => {
      entry.status = response.status;
      const reason = reasonOf(response);
      if (reason !== undefined) entry.reason = reason;
      return response;
    };
    const query = readQuery(rawQuery);
    if ('error' in query) return answer(jsonError(400, 'bad-query', query.error));
    const siteCode = query.params.get('siteCode') ?? '';
    entry.siteCode = siteCode;
    const problem = describeQueryProblem(query.params);
    if (problem) return answer(jsonError(400, 'bad-query', problem));
    const refusal = await checkClient(c, server, siteCode, { isTokenRequired: server.isAuthRequired, isBotFiltered: true });
    if (refusal) return answer(refusal);
    const body = await readBody(incoming, MAX_BODY_BYTES);
    if ('tooLarge' in body) {
      entry.bytes = body.received;
      return answer(
        jsonError(413, 'too-large', `the body is over ${MAX_BODY_BYTES} bytes (the spec's 3 MB); split it into several requests`),
      );
    }
    entry.bytes = body.bytes.length;
    const visitorCode = query.params.get('visitorCode');
    const record = {
      id: entry.id,
      at: entry.at,
      siteCode,
      ...(visitorCode === undefined ? {} : { visitorCode }),
      json: query.params.get('json')?.toLowerCase() === 'true',
      body: body.bytes,
    };
    entry.status = 202;
    // The journal line is on disk before the 202: a killed server still has every acknowledged body.
    if (server.persistence) await server.persistence.journal(record, entry);
    server.schedule(record);
    return new Response(null, { status: 202 });
  };
}

/**
 * Starts a request-log entry for `/visit/events` (status 0 until answered) and logs it.
 * @example const entry = newRequestEntry(c, server); entry.status = 503;
 */
export function newRequestEntry(c: Context<Env>, server: ServerContext): RequestEntry {
  const rawQuery = rawQueryOf(c.env.incoming.url ?? '');
  const query = readQuery(rawQuery);
  const entry: RequestEntry = {
    id: server.nextRequestId(),
    at: new Date().toISOString(),
    siteCode: 'params' in query ? (query.params.get('siteCode') ?? '') : '',
    method: c.req.method,
    path: '/visit/events',
    query: rawQuery,
    status: 0,
    bytes: Number(c.req.header('content-length')) || 0,
    contentType: c.req.header('content-type') ?? '',
    userAgent: c.req.header('user-agent') ?? '',
    connectionRequest: connectionRequestOf(c.env.incoming.socket),
    events: 0,
    rejected: 0,
  };
  server.store.logRequest(entry);
  c.set('requestEntry', entry);
  return entry;
}

/** The spec's query rules: siteCode required, json a Boolean, visitorCode 1–100 characters. */
function describeQueryProblem(params: Map<string, string>): string | undefined {
  const siteCode = params.get('siteCode');
  if (siteCode === undefined) return 'siteCode is missing from the query';
  if (siteCode === '' || siteCode.length > 100) return 'siteCode must have 1 to 100 characters';
  const json = params.get('json');
  if (json !== undefined && !/^(true|false)$/i.test(json)) return `json must be true or false, got ${JSON.stringify(json.slice(0, 40))}`;
  const visitorCode = params.get('visitorCode');
  if (visitorCode !== undefined && (visitorCode === '' || [...visitorCode].length > 100)) {
    return 'visitorCode must have 1 to 100 characters';
  }
  return undefined;
}
