import { readDefinitions } from '../definitions/file/read-definitions.js';
import type { Problem } from '../wire/event-types.js';
import { describeFailure } from './describe-failure.js';
import { fetchDefinitions } from './fetch-definitions.js';
import { CLI_USAGE, parseCliArguments } from './parse-cli-arguments.js';

/**
 * Where the command writes, and what it reads from its environment.
 * @example const io: CliIo = { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text), env: process.env };
 */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
}

/**
 * Runs `visit-tag <args>` and answers its exit code: 0 with the definitions' JSON on stdout; 1 when
 * the service could not give them (bad token, unreachable, no goals, a file of the wrong shape); 2
 * for bad arguments (with the usage). Every failure is one sentence on stderr. A goal the tag
 * cannot act on (a pattern JavaScript does not compile) is written all the same, with one warning
 * line per goal; `--strict` then exits 1.
 * @example process.exitCode = await runCli(process.argv.slice(2), { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t), env: process.env });
 */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  const request = parseCliArguments(args, io.env);
  if (request.command === 'help') {
    io.stdout(`${CLI_USAGE}\n`);
    return 0;
  }
  if (request.command === 'error') {
    io.stderr(`visit-tag: ${request.error}\n${CLI_USAGE}\n`);
    return 2;
  }
  const { baseUrl, siteId, token, timeoutMs } = request;
  let fetched;
  try {
    fetched = await fetchDefinitions(siteId, { baseUrl, token, fetch: withTimeout(timeoutMs) });
  } catch (error) {
    io.stderr(`visit-tag definitions: ${describeFailure(error, baseUrl, token !== undefined)}\n`);
    return 1;
  }
  if (fetched.goals.length === 0) {
    io.stderr(`visit-tag definitions: site ${siteId} has no goals at ${baseUrl}: nothing to write (check --site-id)\n`);
    return 1;
  }
  const read = readDefinitions(fetched);
  if ('problems' in read) {
    const list = read.problems.map((problem) => `  ${problem.message}`).join('\n');
    io.stderr(`visit-tag definitions: the service's goals do not have the spec's shape:\n${list}\n`);
    return 1;
  }
  const { goals, customData } = fetched;
  io.stdout(`${JSON.stringify({ goals, customData }, null, 2)}\n`);
  const warnings = warningsByGoal(read.skipped);
  for (const [goal, reasons] of warnings) {
    io.stderr(`visit-tag definitions: warning: the tag skips ${goal}: ${reasons.join('; ')}\n`);
  }
  io.stderr(`visit-tag definitions: ${goals.length} goals and ${customData.length} custom data items of site ${siteId}\n`);
  return warnings.size && request.strict ? 1 : 0;
}

// Each request gets its own deadline (a single signal would bound the whole paging).
const withTimeout =
  (timeoutMs: number): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });

/** The problems of left-out goals, one entry per goal (`goals[id=10042]`), each with its messages. */
function warningsByGoal(problems: Problem[]): Map<string, string[]> {
  const byGoal = new Map<string, string[]>();
  for (const problem of problems) {
    const goal = /^goals\[[^\]]*\]/.exec(problem.field)?.[0] ?? problem.field;
    byGoal.set(goal, [...(byGoal.get(goal) ?? []), problem.message]);
  }
  return byGoal;
}
