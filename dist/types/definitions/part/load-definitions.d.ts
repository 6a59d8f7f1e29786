import type { Problem } from '../../wire/event-types.js';
import type { Definitions } from '../file/definitions.js';
import type { DefinitionsHost } from '../watch/definitions-host.js';
/**
 * Reads the definitions the site gave: an object is checked as it is; a string is a URL, fetched
 * with a plain GET (`credentials: 'same-origin'`, no custom header, so no CORS preflight) through
 * `options.fetch` or the window's `fetch`, parsed as JSON and checked. A failed request, an answer
 * other than 2xx, a body that is not JSON or definitions that do not check come back as problems
 * (field `definitions`, naming the URL); goals that cannot act are left out, in `skipped`. Never rejects.
 * @example const loaded = await loadDefinitions('/definitions.json', host); // { problems: [{ field: 'definitions', code: 'required', … 404 }] }
 */
export declare function loadDefinitions(source: Definitions | string, host: DefinitionsHost): Promise<{
    definitions: Definitions;
    skipped: Problem[];
} | {
    problems: Problem[];
}>;
