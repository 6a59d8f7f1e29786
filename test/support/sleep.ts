// The one timer wait of the tests, the benchmarks and the chaos runner (Node side; a script that
// runs inside a page keeps its own, since it cannot import).

/** Resolves after `ms` milliseconds (a negative `ms` is 0, as setTimeout has it). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
