import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import { checkDefinitions } from '../file/check-definitions.js';
import type { Definitions } from '../file/definitions.js';
import { describeError } from '../file/describe-error.js';
import type { DefinitionsHost } from '../watch/definitions-host.js';

/**
 * Reads the definitions the site gave: an object is checked as it is; a string is a URL, fetched
 * with a plain GET (`credentials: 'same-origin'`, no custom header, so no CORS preflight) through
 * `options.fetch` or the window's `fetch`, parsed as JSON and checked. A failed request, an answer
 * other than 2xx, a body that is not JSON or definitions that do not check come back as problems
 * (field `definitions`, naming the URL); goals that cannot act are left out, in `skipped`. Never rejects.
 * @example const loaded = await loadDefinitions('/definitions.json', host); // { problems: [{ field: 'definitions', code: 'required', … 404 }] }
 */
export async function loadDefinitions(
  source: Definitions | string,
  host: DefinitionsHost,
): Promise<{ definitions: Definitions; skipped: Problem[] } | { problems: Problem[] }> {
  const doc = host.window.document;
  if (typeof source !== 'string') return checkDefinitions(source, doc);
  const fail = (code: Problem['code'], reason: string) => ({ problems: [createProblem('definitions', code, `${source}: ${reason}`)] });
  let response: Response;
  try {
    const init: RequestInit = { method: 'GET', credentials: 'same-origin' };
    response = await (host.options.fetch ? host.options.fetch(source, init) : host.window.fetch(source, init));
  } catch (error) {
    return fail('required', `the request failed: ${describeError(error)}`);
  }
  if (!response.ok) return fail('required', `the server answered ${response.status}, not 2xx`);
  let value: unknown;
  try {
    value = JSON.parse(await response.text());
  } catch (error) {
    return fail('syntax', `the answer is not JSON: ${describeError(error)}`);
  }
  const checked = checkDefinitions(value, doc);
  if ('definitions' in checked) return checked;
  return { problems: checked.problems.map((problem) => createProblem('definitions', problem.code, `${source}: ${problem.message}`)) };
}
