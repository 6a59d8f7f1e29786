// One Lighthouse run (the npm package's CLI, in its own process with a time limit) on a page, with
// its mobile defaults: a Moto G Power screen, simulated slow 4G and 4× CPU (Lantern multiplies the
// observed task times). Debian's Chromium, headless; the bootup-time audit lists every script,
// not only those over 50 ms (its default threshold), so a small tag gets its row too.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRoot } from '../../demo/server/find-root.js';

/** What a run says about one tag's scripts (every script whose URL starts with the tag's prefix). */
export interface LighthouseFigures {
  totalBlockingTimeMs: number;
  /** bootup-time rows of the tag's scripts, summed: total, script evaluation, parse and compile (ms). */
  bootupMs: number;
  scriptingMs: number;
  parseCompileMs: number;
  /** The tag's files that the long-tasks audit names. */
  longTaskFiles: string[];
  lighthouseVersion: string;
}

interface Audit {
  numericValue?: number;
  details?: { items?: { url?: string; total?: number; scripting?: number; scriptParseCompile?: number }[] };
}

const CONFIG = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance'] },
  audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }],
};

/**
 * Runs Lighthouse on `url` and reads its figures for the scripts under `tagPrefix`; rejects after `timeoutMs`.
 *
 * @example
 * const figures = await runLighthouse(stage.pageUrl(tag, 'none'), stage.tagPrefix(tag), 120_000);
 */
export async function runLighthouse(url: string, tagPrefix: string, timeoutMs: number): Promise<LighthouseFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'visit-tag-lighthouse-'));
  try {
    writeFileSync(join(dir, 'config.json'), JSON.stringify(CONFIG));
    const cli = join(findRoot(), 'node_modules/lighthouse/cli/index.js');
    const args = [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${join(dir, 'report.json')}`,
      `--config-path=${join(dir, 'config.json')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ];
    // Lighthouse 12's CLI has no --chrome-path flag: it takes the browser from CHROME_PATH.
    const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, args, { timeout: timeoutMs, killSignal: 'SIGKILL', env }, (error, _stdout, stderr) =>
        error
          ? reject(
              new Error(
                `Lighthouse ${error.killed ? `killed after ${timeoutMs} ms` : `exited ${error.code}`}: ${stderr.trim().split('\n').pop()}`,
              ),
            )
          : resolve(),
      ),
    );
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as {
      lighthouseVersion: string;
      runtimeError?: { message: string };
      audits: Record<string, Audit>;
    };
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
    const isTag = (item: { url?: string }) => (item.url ?? '').startsWith(tagPrefix);
    const rows = (report.audits['bootup-time'].details?.items ?? []).filter(isTag);
    const sum = (field: (row: (typeof rows)[number]) => number | undefined) => rows.reduce((total, row) => total + (field(row) ?? 0), 0);
    return {
      totalBlockingTimeMs: report.audits['total-blocking-time'].numericValue ?? NaN,
      bootupMs: sum((row) => row.total),
      scriptingMs: sum((row) => row.scripting),
      parseCompileMs: sum((row) => row.scriptParseCompile),
      longTaskFiles: (report.audits['long-tasks'].details?.items ?? []).filter(isTag).map((item) => item.url!.slice(tagPrefix.length)),
      lighthouseVersion: report.lighthouseVersion,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
