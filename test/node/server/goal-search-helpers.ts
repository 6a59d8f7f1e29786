// What the goal search tests share: the catalogue the stand-in searches (demo/fixtures/goals.json)
// and a search request as a named application sends it.
import { readFileSync } from 'node:fs';
import type { Goal } from '../../../src/clients/goal-search-types.js';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { APP_UA } from './server-helpers.js';

/** The goal catalogue the stand-in server searches, read from demo/fixtures/goals.json. */
export const goals = JSON.parse(readFileSync(new URL('../../../demo/fixtures/goals.json', import.meta.url), 'utf8')) as Goal[];

/**
 * A search as a named application sends it (POST /goals/search, optional fields in the query), to
 * the server `current` returns when called: a test file's server starts in beforeAll.
 * @example const search = searchOn(() => server); const response = await search({ perPage: 1 }, 'tags');
 */
export function searchOn(current: () => RunningServer) {
  return (body: unknown, optionalFields = '', headers: Record<string, string> = {}) =>
    fetch(`${current().url}/goals/search${optionalFields ? `?optionalFields=${optionalFields}` : ''}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'User-Agent': APP_UA, ...headers },
    });
}
