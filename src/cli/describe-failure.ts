import { isClientError } from '../clients/client-error.js';

/**
 * The sentence the command prints on stderr when fetching the goals failed: a refused token
 * (401/403), an unreachable service (refused connection, unknown host, timeout), another answer
 * of the service, or an answer that is not goal search's.
 * @example describeFailure(error, 'http://127.0.0.1:1', false) // 'the service at http://127.0.0.1:1 is unreachable: connection refused (ECONNREFUSED)'
 */
export function describeFailure(error: unknown, baseUrl: string, hasToken: boolean): string {
  if (!isClientError(error)) return `unexpected failure: ${error instanceof Error ? error.message : String(error)}`;
  const said = [error.error, error.reason].filter(Boolean).join(': ');
  if (error.kind === 'http' && (error.status === 401 || error.status === 403)) {
    const what =
      error.status === 401 ? (hasToken ? 'refused the token' : 'asks for a token (--token)') : 'forbids this token to read the goals';
    return `the service ${what}: it answered ${error.status}${said ? ` (${said})` : ''}`;
  }
  if (error.kind === 'http') return `the service answered ${error.status} to goal search${said ? `: ${said}` : ''}`;
  if (error.kind === 'network') return `the service at ${baseUrl} is unreachable: ${networkCause(error.cause)}`;
  return `the service's answer is not goal search's: ${error.message}`;
}

const CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'no route to the host',
  ENETUNREACH: 'no route to the network',
};

// fetch's errors: a TypeError ("fetch failed") whose cause holds the system error's code or the
// real reason ("bad port"), or the signal's TimeoutError.
function networkCause(cause: unknown): string {
  let innermost = cause instanceof Error ? cause.message : String(cause);
  for (let at = cause, depth = 0; at instanceof Error && depth < 4; at = at.cause, depth++) {
    if (at.name === 'TimeoutError') return 'no answer before the timeout (--timeout)';
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') return `${CODES[code] ?? at.message} (${code})`;
    innermost = at.message;
  }
  return innermost;
}
