import { isClientError, type ClientError } from '../../../src/clients/client-error.js';

/**
 * The ClientError a client call rejects with; fails the test when it resolves or rejects with
 * anything else.
 * @example const error = await thrownClientError(searchGoals(bad, options)); expect(error.kind).toBe('invalid-request');
 */
export async function thrownClientError(promise: Promise<unknown>): Promise<ClientError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isClientError(error)) throw new Error(`expected a ClientError, got ${String(error)}`);
  return error;
}
