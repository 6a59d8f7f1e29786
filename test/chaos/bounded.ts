/**
 * `work`, or a rejection once `ms` have passed without it: a step of a chaos run that hangs (a page
 * load, a drain) costs the run a note, not its end.
 * @example await bounded(drainChaos(options), 90_000).catch((error) => notes.push(String(error)));
 */
export function bounded<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`still running after ${ms} ms, moving on`)), ms)),
  );
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
