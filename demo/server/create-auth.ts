import { randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/** What checking a request's token found: its site, no token at all, or why it is refused. */
export type TokenCheck =
  { ok: true; siteCode: string } | { ok: false; missing: true; reason: string } | { ok: false; missing?: false; reason: string };

/** Default lifetime of an issued token: short, so that expiry is something clients meet. */
export const TOKEN_TTL_SECONDS = 300;

/**
 * The demo's OAuth side: HS256 JSON web tokens signed with a secret made at start (or given, so
 * that tests can forge expired tokens), bound to one site by a `siteCode` claim.
 * @example const auth = createAuth(); const token = await auth.issue('demo'); (await auth.check(`Bearer ${token}`)).ok // true
 */
export function createAuth(options: { secret?: Uint8Array; ttlSeconds?: number } = {}) {
  const secret = options.secret ?? new Uint8Array(randomBytes(32));
  const ttlSeconds = options.ttlSeconds ?? TOKEN_TTL_SECONDS;

  async function issue(siteCode: string, clientId = siteCode): Promise<string> {
    return new SignJWT({ siteCode })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(clientId)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(secret);
  }

  /** Reads an `Authorization` header value: `Bearer <jwt>`. */
  async function check(header: string | undefined): Promise<TokenCheck> {
    if (header === undefined || header.trim() === '')
      return { ok: false, missing: true, reason: 'missing-token: send Authorization: Bearer <token> from POST /oauth/token' };
    const match = /^Bearer ([A-Za-z0-9_.~+/=-]+)$/.exec(header.trim());
    if (!match) return { ok: false, reason: 'malformed-header: the Authorization header must be "Bearer <token>"' };
    try {
      const { payload } = await jwtVerify(match[1], secret, { algorithms: ['HS256'] });
      if (typeof payload.siteCode !== 'string') return { ok: false, reason: 'malformed-token: the token has no siteCode claim' };
      return { ok: true, siteCode: payload.siteCode };
    } catch (error) {
      return { ok: false, reason: describeJwtError(error) };
    }
  }

  return { issue, check, ttlSeconds };
}

function describeJwtError(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'expired: the token has expired; ask POST /oauth/token for a new one';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad-signature: the token signature is invalid';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'bad-algorithm: only HS256 tokens are accepted';
  if (error instanceof errors.JOSEError) return `malformed-token: ${error.message}`;
  return 'malformed-token: the token cannot be read';
}

/** The auth interface. */
export type Auth = ReturnType<typeof createAuth>;
