/**
 * Runs every step, each on its own: a step that throws never keeps a later one from running (a
 * withdrawal must remove the cookie and purge the queue whatever else fails). The first error is
 * thrown again once every step has run, so the caller still learns about it.
 * @example runEach(() => delivery.stop(), () => jar.remove(), () => void delivery.purge());
 */
export declare function runEach(...steps: (() => unknown)[]): void;
