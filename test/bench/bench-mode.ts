// How many rounds a bench section runs. `npm run bench` is the quick run (at most about 10 minutes
// on 2 cores, every figure the README shows, fewer rounds); `npm run bench -- --full` runs the
// rounds the docs' tables come from. Each section's environment settings (BOOT_ROUNDS,
// LIGHTHOUSE_RUNS, …) still win over both.

/** True with `--full`: the rounds the docs' tables come from. Every section reads the same argv. */
export const FULL = process.argv.includes('--full');

/**
 * The quick run's count, or the full run's with `--full`.
 * @example const PAGES = rounds(20, 60); // 20 by default, 60 with --full
 */
export function rounds(quick: number, full: number): number {
  return FULL ? full : quick;
}
