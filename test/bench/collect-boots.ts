// Every boot sample of the boot section: for each engine, each tag takes its turn in a rotating
// order (the machine's drift hits all alike); one sample is a new browser profile visiting the
// article three times: the first visit (cold) and the third (warm: V8 consumes its code cache from
// the third load of a script on; the second produces it). Chromium is traced; Firefox and WebKit
// run the busy probe up to the first page view. Chromium also takes a first visit at 4× CPU for each sample.
import type { EngineName } from '../support/engines/launch-engine.js';
import type { InstallTag } from './install-tags.js';
import { probeEngineVisits } from './probe-engine-visits.js';
import { probeFigures } from './probe-figures.js';
import type { InstallStage } from './start-install-stage.js';
import { traceChromiumVisits } from './trace-chromium-visits.js';
import { traceTagFigures } from './trace-tag-figures.js';
import type { VisitFigures } from './visit-figures.js';

/** Which visit of a sample: the first (cold), the third (warm), or a first visit at 4× CPU (Chromium). */
export type VisitKind = 'first' | 'repeat' | 'first, 4× CPU';

/** One measured visit. */
export interface BootRecord {
  engine: EngineName;
  tag: string;
  visit: VisitKind;
  figures: VisitFigures;
}

/** How many samples, where, and how long each visit is watched after the tag's first script. */
export interface CollectOptions {
  engines: readonly EngineName[];
  rounds: number;
  windowMs: number;
}

/** One sample of one tag in one engine: its records. */
async function sample(stage: InstallStage, engine: EngineName, tag: InstallTag, windowMs: number): Promise<BootRecord[]> {
  const record = (visit: VisitKind, figures: VisitFigures): BootRecord => ({ engine, tag: tag.name, visit, figures });
  if (engine !== 'chromium') {
    const states = await probeEngineVisits(
      engine,
      [1, 2, 3].map((visit) => stage.pageUrl(tag, 'probe', visit)),
      windowMs,
    );
    return [record('first', probeFigures(states[0])), record('repeat', probeFigures(states[2]))];
  }
  const read = (events: Parameters<typeof traceTagFigures>[0]) => traceTagFigures(events, stage.tagPrefix(tag), windowMs);
  const urls = [1, 2, 3].map((visit) => stage.pageUrl(tag, 'mark', visit));
  const visits = await traceChromiumVisits(urls, { afterLoadMs: windowMs, cpuThrottling: 1 }, read);
  const [slow] = await traceChromiumVisits([stage.pageUrl(tag, 'mark', 4)], { afterLoadMs: windowMs, cpuThrottling: 4 }, read);
  return [record('first', visits[0]), record('repeat', visits[2]), record('first, 4× CPU', slow)];
}

/**
 * Runs every sample; a failed sample is reported, not fatal.
 *
 * @example
 * const { records, failures } = await collectBoots(stage, { engines: ENGINE_NAMES, rounds: 5, windowMs: 5000 });
 */
export async function collectBoots(stage: InstallStage, options: CollectOptions): Promise<{ records: BootRecord[]; failures: string[] }> {
  const records: BootRecord[] = [];
  const failures: string[] = [];
  for (const engine of options.engines) {
    const tags = stage.tags;
    for (let round = 0; round < options.rounds; round++) {
      for (let i = 0; i < tags.length; i++) {
        const tag = tags[(round + i) % tags.length];
        process.stdout.write(`\rboot: ${engine} sample ${round + 1}/${options.rounds} ${tag.name}`.padEnd(72));
        // A sample that fails (a browser that does not start on a loaded machine) gets one more try.
        const attempt = () => sample(stage, engine, tag, options.windowMs);
        try {
          records.push(...(await attempt().catch(attempt)));
        } catch (error) {
          failures.push(`${engine} ${tag.name}: ${String(error).split('\n')[0]}`);
        }
      }
    }
  }
  process.stdout.write('\n');
  return { records, failures };
}
