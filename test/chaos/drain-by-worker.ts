import type { ChaosBrowser } from './chaos-browser.js';
import type { ConversionSpec, FaultRule, WorkerDrain } from './chaos-types.js';
import type { createChaosTabs } from './create-chaos-tabs.js';
import { settleInspect } from './drain-chaos.js';
import type { WireRequest } from './start-wire-proxy.js';
import { sleep } from '../support/sleep.js';

/** Beyond the plan's sequence numbers. */
const FIRST_SEQ = 1_000_000;
/** How many conversions each tab tracks while the service fails, before the tabs close. */
const BURST = 5;

/**
 * The worker's phase of a `--background-sync` run (Chromium): the service answers every request
 * 503 while each open tab tracks a burst and closes, so what the tabs held stays stored (their
 * page-hide beacons are refused too). Then the service is well and online again, and a `sync` is
 * dispatched to the tag's worker with no page of the site open, as the browser does once the last
 * tab is gone: the worker sends the queue. Returns what it sent once the server stands still; the
 * run's usual drain and next visit then send whatever it left.
 * @example const drain = await drainByWorker({ browser, tabs, count: 4, setFault, serverUrl, siteCode, wire });
 */
export async function drainByWorker(options: {
  browser: Pick<ChaosBrowser, 'dispatchSync' | 'setOffline'>;
  tabs: Pick<ReturnType<typeof createChaosTabs>, 'track' | 'snapshot' | 'close'>;
  count: number;
  setFault: (rule?: FaultRule) => Promise<void>;
  serverUrl: string;
  siteCode: string;
  wire: WireRequest[];
}): Promise<WorkerDrain> {
  const { tabs, wire } = options;
  await options.browser.setOffline?.(false);
  await options.setFault({ status: 503 });
  let seq = FIRST_SEQ;
  for (let tab = 0; tab < options.count; tab++) {
    const burst: ConversionSpec[] = Array.from({ length: BURST }, () => ({
      seq,
      goalId: 700 + tab,
      metadata: { '1': [`chaos-${seq++}`] },
    }));
    await tabs.track(tab, burst);
  }
  await sleep(1_500); // the bursts stored, and the tabs' sends refused
  for (let tab = 0; tab < options.count; tab++) {
    await tabs.snapshot(tab);
    await tabs.close(tab);
  }
  await sleep(1_500); // the page-hide beacons refused
  await options.setFault();
  const before = wire.length;
  const started = Date.now();
  await options.browser.dispatchSync!();
  // The worker's first request comes at once (no page is open); the server stands still after its last.
  await settleInspect(options.serverUrl, options.siteCode, started + 5_000);
  const requests = wire.slice(before).filter((request) => request.referer.includes('visit-tag-sw'));
  const byStatus: Record<string, number> = {};
  for (const request of requests) byStatus[request.status] = (byStatus[request.status] ?? 0) + 1;
  return {
    tracked: BURST * options.count,
    requests: requests.length,
    byStatus,
    events: requests.reduce((sum, request) => sum + [...request.body.matchAll(/(?:^|[&\n])nonce=[0-9a-fA-F]{16}/g)].length, 0),
    ms: Date.now() - started,
  };
}
