import { h } from './h.js';
import { replaceChildren } from './replace-children.js';

/**
 * Writes a result line into an output element: green for success, red for an error or a refusal
 * (a `Problem[]` from the tag, a ClientError from the clients), with its details.
 * @example showResult(output, tag.track(event));
 */
export function showResult(output: Element, result: unknown): void {
  const isProblems =
    Array.isArray(result) && result.length > 0 && typeof result[0] === 'object' && result[0] !== null && 'code' in result[0];
  const isError = result instanceof Error;
  const ok = !isProblems && !isError;
  output.className = `result ${ok ? 'ok' : 'bad'}`;
  if (isProblems) {
    const problems = result as { field: string; code: string; message: string }[];
    // The production tag's messages are only "field: code"; the debug build (?debug=1) gives the reason.
    const reason = (p: { field: string; code: string; message: string }) =>
      p.message === `${p.field}: ${p.code}` ? 'the reason is in the debug build (?debug=1)' : p.message;
    return replaceChildren(output, 'Refused: ', h('ul', {}, ...problems.map((p) => h('li', {}, `${p.field} (${p.code}): ${reason(p)}`))));
  }
  if (isError) return replaceChildren(output, `${result.name}: ${result.message}`);
  replaceChildren(output, typeof result === 'string' ? result : JSON.stringify(result, null, 1));
}
