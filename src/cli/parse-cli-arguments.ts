import { parseArgs } from 'node:util';

/**
 * The command line's usage, printed by `--help` and after every argument error.
 * @example console.log(CLI_USAGE);
 */
export const CLI_USAGE = `usage: visit-tag definitions --base-url URL --site-id N [--token T] [--timeout SECONDS] [--strict] > definitions.json

Writes the site's goals and the custom data items they name, as JSON, to stdout.
  --base-url URL       the management interface's base address (the spec's {base_url})
  --site-id N          the site (project) id whose goals to write
  --token T            a bearer token (JSON web token); VISIT_TAG_TOKEN is read when this is absent
  --timeout SECONDS    how long one request may take (default 30)
  --strict             exit 1 when a goal cannot act in the tag (it is written and warned about either way)
  --help               this text`;

/**
 * What the command line asks for: the definitions of one site, the usage text, or an argument
 * error (a sentence to print before the usage).
 * @example const request: CliRequest = { command: 'definitions', baseUrl: 'http://127.0.0.1:8787', siteId: 101, timeoutMs: 30_000 };
 */
export type CliRequest =
  | { command: 'definitions'; baseUrl: string; siteId: number; token?: string; timeoutMs: number; strict?: boolean }
  | { command: 'help' }
  | { command: 'error'; error: string };

/**
 * Reads the arguments after `visit-tag`; `env` gives VISIT_TAG_TOKEN. Never throws.
 * @example parseCliArguments(['definitions', '--base-url', 'http://127.0.0.1:8787', '--site-id', '101'], {}) // { command: 'definitions', baseUrl: 'http://127.0.0.1:8787', siteId: 101, timeoutMs: 30000 }
 */
export function parseCliArguments(args: string[], env: Record<string, string | undefined>): CliRequest {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        'base-url': { type: 'string' },
        'site-id': { type: 'string' },
        token: { type: 'string' },
        timeout: { type: 'string' },
        strict: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { command: 'error', error: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === 'help') return { command: 'help' };
  if (positionals.length === 0) return { command: 'error', error: 'no command given: the one command is "definitions"' };
  if (positionals[0] !== 'definitions' || positionals.length > 1) {
    return { command: 'error', error: `unknown command "${positionals.join(' ')}": the one command is "definitions"` };
  }
  const baseUrl = values['base-url'];
  if (baseUrl === undefined) return { command: 'error', error: '--base-url is required' };
  if (!/^https?:\/\/[^/]/i.test(baseUrl) || !URL.canParse(baseUrl)) {
    return { command: 'error', error: `--base-url must be an http:// or https:// address, got "${baseUrl}"` };
  }
  const siteIdText = values['site-id'];
  if (siteIdText === undefined) return { command: 'error', error: '--site-id is required' };
  const siteId = Number(siteIdText);
  if (!/^\d+$/.test(siteIdText) || !Number.isSafeInteger(siteId)) {
    return { command: 'error', error: `--site-id must be a site's numeric id, got "${siteIdText}"` };
  }
  const timeout = Number(values.timeout ?? '30');
  if (!Number.isFinite(timeout) || timeout <= 0)
    return { command: 'error', error: `--timeout must be a number of seconds, got "${values.timeout}"` };
  const token = values.token ?? env.VISIT_TAG_TOKEN;
  if (token === '') return { command: 'error', error: '--token is empty' };
  const request = { command: 'definitions' as const, baseUrl, siteId, timeoutMs: Math.round(timeout * 1000) };
  return { ...request, ...(token === undefined ? {} : { token }), ...(values.strict ? { strict: true } : {}) };
}
