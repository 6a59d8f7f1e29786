import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../demo/server/start-server.js';
import type { EngineName } from '../support/engines/engine-types.js';
import { bounded } from './bounded.js';
import { buildChaosTag } from './build-chaos-tag.js';
import type { ChaosBrowser } from './chaos-browser.js';
import type { ChaosAction, ChaosPlanOptions, EarlyDeathRecord, FaultRule, InspectAnswer } from './chaos-types.js';
import { classifyCopies } from './classify-copies.js';
import { createChaosTabs, type ChaosRecord } from './create-chaos-tabs.js';
import { createEarlyDeaths } from './create-early-deaths.js';
import { comeBackChaos } from './come-back-chaos.js';
import { drainByWorker } from './drain-by-worker.js';
import { drainChaos, settleInspect } from './drain-chaos.js';
import { openChaosBrowser } from './open-chaos-browser.js';
import { performChaosAction, whyNot } from './perform-chaos-action.js';
import { planChaos } from './plan-chaos.js';
import { planEarlyDeaths } from './plan-early-deaths.js';
import { renderChaosPage } from './render-chaos-page.js';
import { startWireProxy, type WireRequest } from './start-wire-proxy.js';
import { setChaosFault } from './set-chaos-fault.js';
import { summarizeChaos, type ChaosSummary } from './summarize-chaos.js';
import { summarizeEarlyDeaths } from './summarize-early-deaths.js';
import { sleep } from '../support/sleep.js';

/** Options of {@link runChaos}: the schedule's knobs plus how the run is observed. */
export interface RunChaosOptions extends ChaosPlanOptions {
  /** The browser engine (default Chromium). */
  engine?: EngineName;
  /** How long the end waits for the drain page to empty the queue (default 60 s). */
  drainTimeoutMs?: number;
  /** Put a pass-through proxy in front of the server and keep every raw event request (default: yes; the duplicate causes need it). */
  captureWire?: boolean;
  /** Use dist/visit-tag.js instead of building the working tree. */
  useDist?: boolean;
  /** Use this script instead (e.g. dist/visit-tag.debug.js). */
  tagFile?: string;
  /** The pages' tag with `data-background-sync`: its worker (visit-tag-sw.js, beside the tag) drains when no page is open. */
  backgroundSync?: boolean;
  log?: (line: string) => void;
}

/** Everything a run produced: the verdict, the schedule, the evidence and (when asked) the wire. */
export interface ChaosRun {
  summary: ChaosSummary;
  siteCode: string;
  tag: string;
  executed: ChaosAction[];
  record: ChaosRecord;
  /** The early deaths, as the runner saw them and their visitors' notes told. */
  deaths: EarlyDeathRecord[];
  /** The server's final `/__inspect/events` for the run's site. */
  inspect: InspectAnswer;
  wire?: WireRequest[];
}

/** The slowest fault answer the schedule can hold back (plan-chaos 'slow'), plus a margin. */
const SLOWEST_ANSWER_MS = 5500;
/** No single action may hold the run longer than this (page loads time out at 15 s on their own). */
const ACTION_TIMEOUT_MS = 30_000;
/**
 * One chaos run: the script-tag build in one engine (one storage partition, so every tab shares IndexedDB)
 * against the stand-in server, following `planChaos`; then faults off, online, one more page
 * drains the queue (the open tabs close once it is empty), the visitor comes back once
 * (comeBackChaos: what the closing tabs left in IndexedDB is sent), and the server's view is
 * compared with what the pages tracked.
 * @example const { summary } = await runChaos({ seed: 7, durationMs: 30_000, tabs: 3 });
 */
export async function runChaos(options: RunChaosOptions): Promise<ChaosRun> {
  const log = options.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'visit-tag-chaos-'));
  const built = await buildChaosTag(dir, { root: process.cwd(), useDist: options.useDist, tagFile: options.tagFile });
  const tag = options.backgroundSync ? `${built}, with data-background-sync` : built;
  const extraData = options.backgroundSync ? { 'background-sync': '' } : undefined;
  const server = await startServer({ port: 0, quiet: true, extraStatic: { '/__chaos/': dir } });
  const proxy = options.captureWire !== false ? await startWireProxy(server.url) : undefined;
  const base = proxy?.url ?? server.url;
  const siteCode = `chaos${options.seed}`;
  writeFileSync(join(dir, 'page.html'), renderChaosPage({ siteCode, url: base, extraData }));
  writeFileSync(join(dir, 'bounce.html'), renderChaosPage({ siteCode, url: base, extraData, earlyDeath: true }));
  writeFileSync(join(dir, 'note.html'), '<!doctype html><title>visit-tag chaos: a note, no tag</title>');
  const pageUrl = `${base}/__chaos/page.html`;
  const urls = { death: `${base}/__chaos/bounce.html`, note: `${base}/__chaos/note.html`, drain: pageUrl };
  const engine = options.engine ?? 'chromium';
  const record: ChaosRecord = { tracked: [], outcomes: [], stats: new Map(), refused: 0, failedCalls: 0, errors: [] };
  let deaths: EarlyDeathRecord[] = [];
  const executed: ChaosAction[] = [];
  const skipped: string[] = [];
  let browser: ChaosBrowser | undefined;
  try {
    browser = await openChaosBrowser(engine);
    const setFault = (rule?: FaultRule) => setChaosFault(server.url, rule);
    const started = Date.now();
    const elapsed = () => Date.now() - started;
    const tabs = createChaosTabs({ browser, pageUrl, record, elapsed });
    for (let tab = 0; tab < options.tabs; tab++) await tabs.open(tab);
    const plan = planChaos(options);
    const deathPlan = planEarlyDeaths(options);
    log(
      `chaos: ${engine}, seed ${options.seed}, ${plan.length} actions and ${deathPlan.length} early deaths over ${options.durationMs / 1000} s, ${options.tabs} tabs, tag: ${tag}`,
    );
    // The early deaths keep their own time beside the tabs' schedule: each takes up to 1.5 s.
    const earlyDeaths = createEarlyDeaths({ browser, urls, record, elapsed });
    const isLate = () => elapsed() > options.durationMs * 1.5; // bounded: a slow machine skips the tail, the report says how much ran
    const dying = (async (open: ChaosBrowser) => {
      for (const death of deathPlan) {
        await sleep(death.atMs - elapsed());
        if (isLate()) break;
        const reason = whyNot(open, death);
        if (reason) skipped.push(`early death (${death.how}): ${reason}`);
        else await bounded(earlyDeaths.die(death), ACTION_TIMEOUT_MS).catch((error) => record.errors.push(`early death: ${String(error)}`));
      }
    })(browser);
    const { setOffline } = browser;
    for (const action of plan) {
      if (isLate()) break;
      await sleep(action.atMs - elapsed());
      const reason = whyNot(browser, action);
      if (reason) {
        skipped.push(`${action.kind}: ${reason}`);
        continue;
      }
      await bounded(performChaosAction(action, tabs, { setFault, setOffline: (is) => setOffline!(is) }), ACTION_TIMEOUT_MS).catch((error) =>
        record.errors.push(`${(elapsed() / 1000).toFixed(1)}s ${action.kind}: ${String(error)}`),
      );
      executed.push(action);
    }
    await dying;
    log(`chaos: ${executed.length}/${plan.length} actions done in ${(elapsed() / 1000).toFixed(1)} s; draining`);
    // With the worker on: the tabs track and close while the service fails, and a sync drains what they left.
    const workerDrain = await (
      options.backgroundSync && browser.dispatchSync
        ? bounded(
            drainByWorker({ browser, tabs, count: options.tabs, setFault, serverUrl: server.url, siteCode, wire: proxy?.requests ?? [] }),
            150_000,
          )
        : Promise.resolve(undefined)
    ).catch((error) => void record.errors.push(`worker drain: ${String(error)}`));
    await setFault();
    const faultsClearedAt = Date.now();
    await browser.setOffline?.(false);
    // The open tabs stay while one more page drains the shared queue, and close once it is empty:
    // closing them first would make every one of them beacon the whole backlog at once.
    const drainTimeoutMs = options.drainTimeoutMs ?? 60_000;
    const drained = await bounded(drainChaos({ browser, pageUrl, timeoutMs: drainTimeoutMs }), drainTimeoutMs + 30_000).catch((error) => {
      record.errors.push(`drain: ${String(error)}`);
      return { queued: -1, instance: undefined, stats: undefined, outbox: [] };
    });
    if (drained.instance && drained.stats) record.stats.set(drained.instance, drained.stats);
    for (const outcome of drained.outbox) record.outcomes.push({ instance: drained.instance ?? 'drain', ...outcome });
    for (let tab = 0; tab < options.tabs; tab++) {
      await tabs.snapshot(tab);
      await tabs.close(tab);
    }
    // The visitor comes back once: what the closing tabs left in IndexedDB is sent now. A tab that
    // stores an event after the drain emptied the queue (a view settling late in a throttled
    // background tab) and then closes leaves it to the tabs still open, and they close right after.
    // What the closed tabs' last requests brought is in first, so only what waited for the next visit counts.
    const settled = await settleInspect(server.url, siteCode, Date.now() + 1000);
    const acceptedBefore = new Set(settled.accepted.map((a) => String(a.event.nonce)));
    const back = await bounded(comeBackChaos({ browser, urls, timeoutMs: drainTimeoutMs }), drainTimeoutMs + 30_000).catch((error) => {
      record.errors.push(`next visit: ${String(error)}`);
      return { leftInStore: [], queued: -1, instance: undefined, stats: undefined, outbox: [] };
    });
    if (back.instance && back.stats) record.stats.set(back.instance, back.stats);
    for (const outcome of back.outbox) record.outcomes.push({ instance: back.instance ?? 'next visit', ...outcome });
    // Each early death's visitor comes back once: what its IndexedDB still holds is sent now.
    deaths = await earlyDeaths.comeBack();
    const inspect = await settleInspect(server.url, siteCode, faultsClearedAt + SLOWEST_ANSWER_MS);
    await browser.close();
    browser = undefined;
    const summary = summarizeChaos({
      ...options,
      engine,
      skipped,
      actions: executed,
      ...record,
      inspect,
      queuedAtEnd: Math.max(0, drained.queued, back.queued),
      leftForNextVisit: back.leftInStore.filter((nonce) => !acceptedBefore.has(nonce)),
      elapsedMs: elapsed(),
      earlyDeaths: summarizeEarlyDeaths(deaths, inspect, proxy?.requests),
    });
    if (proxy)
      summary.duplicates.byCause = classifyCopies(
        proxy.requests,
        new Map(inspect.accepted.map((a) => [String(a.event.nonce).toLowerCase(), a.copies])),
      );
    if (workerDrain) summary.workerDrain = workerDrain;
    if (drained.queued < 0) summary.warnings.push('the drain page never answered (the tag did not load?)');
    if (back.queued < 0) summary.warnings.push('the next visit never answered (the tag did not load?)');
    return { summary, siteCode, tag, executed, record, deaths, inspect, ...(proxy ? { wire: proxy.requests } : {}) };
  } finally {
    await browser?.close().catch(() => {});
    await proxy?.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
