import type { Context } from 'hono';
import { readBody } from './read-body.js';
import { type Env, type ServerContext } from './server-context.js';

/** The demo's client secret: every site is a client whose id is its siteCode. */
export const DEMO_CLIENT_SECRET = 'demo-secret';

const oauthError = (status: number, error: string, description: string) =>
  new Response(JSON.stringify({ error, error_description: description }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * `POST /oauth/token`: the OAuth 2.0 client-credentials grant (RFC 6749 §4.4). The client id is
 * the siteCode, the secret is `clientSecret` (default `demo-secret`); credentials come in the
 * form-encoded or JSON body, or in HTTP Basic. Answers `{ access_token, token_type, expires_in }`
 * with a short-lived HS256 JWT whose `siteCode` claim binds it to that site.
 * @example app.post('/oauth/token', createTokenHandler(server, 'demo-secret'));
 */
export function createTokenHandler(server: ServerContext, clientSecret: string = DEMO_CLIENT_SECRET) {
  return async (c: Context<Env>): Promise<Response> => {
    const body = await readBody(c.env.incoming, 16_384);
    if ('tooLarge' in body) return oauthError(400, 'invalid_request', 'the body is too large');
    const text = body.bytes.toString('utf8');
    let fields: Record<string, unknown>;
    try {
      fields = (c.req.header('content-type') ?? '').includes('json')
        ? (JSON.parse(text) as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(text));
    } catch {
      return oauthError(400, 'invalid_request', 'the body is neither form-encoded nor JSON');
    }
    const basic = /^Basic (.+)$/i.exec(c.req.header('authorization') ?? '');
    if (basic) {
      const [id, ...secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      fields = { ...fields, client_id: decodeURIComponent(id ?? ''), client_secret: decodeURIComponent(secret.join(':')) };
    }
    if (fields.grant_type !== 'client_credentials') {
      return oauthError(400, 'unsupported_grant_type', 'only grant_type=client_credentials is supported');
    }
    if (typeof fields.client_id !== 'string' || fields.client_id === '' || fields.client_secret !== clientSecret) {
      return oauthError(401, 'invalid_client', 'client_id must be the siteCode and client_secret the demo secret');
    }
    const token = await server.auth.issue(fields.client_id);
    return new Response(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: server.auth.ttlSeconds }), {
      status: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };
}
