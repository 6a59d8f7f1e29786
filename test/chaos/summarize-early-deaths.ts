import type { DeathKind, EarlyDeathRecord, InspectAnswer } from './chaos-types.js';
import { arrivalsByNonce, transportOf } from './classify-copies.js';
import type { WireRequest } from './start-wire-proxy.js';

/** The events an early-death page makes: its page view, the visit's static data, its queued conversion. */
const COUNTED = ['PAGE', 'STATICDATA', 'CONVERSION'] as const;
type Counts = Record<(typeof COUNTED)[number], number>;

/** One way of dying, over all its early deaths. */
export interface EarlyDeathRow {
  /** Pages that died as planned. */
  pages: number;
  /** Of them, pages whose tag arrived and ran the page's queue before the page died. */
  evaluated: number;
  /** Events of those pages the server accepted, by type, at any time. */
  atServer: Counts;
  /** First delivered by the dying page itself (while it lived or at its hide): a visitor who never returns is counted. */
  byOwnPage: Counts;
  /** The requests of the page itself that first delivered an event, by transport. */
  byOwnPageTransport: Record<string, number>;
  /** First delivered by the visitor's drain page (a later visit); without the wire, unknown. */
  byDrain: Counts;
}

/** The early deaths of a run, per way of dying, and what would be wrong with them. */
export interface EarlyDeathSummary {
  byHow: Partial<Record<DeathKind, EarlyDeathRow>>;
  /** Nonces (lower case) the server accepted from early-death pages, whatever their page could report. */
  nonces: string[];
  /** Deaths whose conversion reached the server under more than one nonce (re-minted). */
  reminted: number[];
  /** Closed pages whose tag had run and whose page view never reached the server, even after the drain. */
  closedWithoutPageView: number[];
}

/**
 * The early deaths, judged from the server's side: per way of dying, how many tags ran, and how
 * many page views, static data and queued conversions reached the server, first by the dying page
 * itself (the Referer of the first request that delivered them, 2xx answered if any) or only later
 * by its visitor's drain page. A page's events are found by its page view's `?bounce=<seq>`, its
 * conversion's metadata `bounce-<seq>`, the nonces its tag reported, and for static data the
 * visitor code of the first two (each early death has a visitor of its own).
 * @example summarizeEarlyDeaths(deaths, inspect, wire).byHow.close?.byOwnPage.PAGE // bounces counted though they never return
 */
export function summarizeEarlyDeaths(
  deaths: readonly EarlyDeathRecord[],
  inspect: InspectAnswer,
  wire?: readonly WireRequest[],
): EarlyDeathSummary {
  const seqOfNonce = new Map(deaths.flatMap((d) => d.outcomes.map((o) => [o.nonce.toLowerCase(), d.seq] as const)));
  const seqOfVisitor = new Map<string, number>();
  for (const { event } of inspect.accepted) {
    const seq = earlyDeathSeqOf(event);
    if (seq !== undefined) seqOfVisitor.set(String(event.visitorCode), seq);
  }
  const events = new Map<number, { nonce: string; eventType: string }[]>();
  for (const { event } of inspect.accepted) {
    const nonce = String(event.nonce).toLowerCase();
    const seq =
      earlyDeathSeqOf(event) ??
      seqOfNonce.get(nonce) ??
      (event.eventType === 'STATICDATA' ? seqOfVisitor.get(String(event.visitorCode)) : undefined);
    if (seq !== undefined) events.set(seq, [...(events.get(seq) ?? []), { nonce, eventType: String(event.eventType) }]);
  }
  const arrivals = wire ? arrivalsByNonce(wire) : undefined;
  const summary: EarlyDeathSummary = { byHow: {}, nonces: [], reminted: [], closedWithoutPageView: [] };
  for (const death of deaths) {
    const mine = events.get(death.seq) ?? [];
    summary.nonces.push(...mine.map((e) => e.nonce));
    if (mine.filter((e) => e.eventType === 'CONVERSION').length > 1) summary.reminted.push(death.seq);
    if (!death.died) continue;
    const row = (summary.byHow[death.how] ??= emptyRow());
    row.pages++;
    row.evaluated += +death.evaluated;
    for (const { nonce, eventType } of mine) {
      if (!isCounted(eventType)) continue;
      row.atServer[eventType]++;
      const first = firstDelivery(arrivals?.get(nonce));
      if (!first) continue;
      if (new RegExp(`[?&]bounce=${death.seq}(?:[&#]|$)`).test(first.referer)) {
        row.byOwnPage[eventType]++;
        row.byOwnPageTransport[transportOf(first)] = (row.byOwnPageTransport[transportOf(first)] ?? 0) + 1;
      } else row.byDrain[eventType]++;
    }
    if (death.how === 'close' && death.evaluated && !mine.some((e) => e.eventType === 'PAGE'))
      summary.closedWithoutPageView.push(death.seq);
  }
  return summary;
}

/**
 * The early death an event came from: `?bounce=<seq>` in a page view's href, `bounce-<seq>` in a
 * conversion's metadata id 1 (render-chaos-page); undefined for every other event.
 * @example earlyDeathSeqOf({ eventType: 'CONVERSION', metadata: { 1: ['bounce-3'] } }) // 3
 */
export function earlyDeathSeqOf(event: Record<string, unknown>): number | undefined {
  const metadata = event.metadata as Record<string, unknown[]> | undefined;
  const found =
    event.eventType === 'PAGE'
      ? /[?&]bounce=(\d+)/.exec(String(event.href))
      : event.eventType === 'CONVERSION'
        ? /^bounce-(\d+)$/.exec(String(metadata?.['1']?.[0]))
        : null;
  return found ? Number(found[1]) : undefined;
}

/** The request that first delivered an event: the first answered 2xx, else the first (a lost answer stored it). */
function firstDelivery(requests: readonly WireRequest[] | undefined): WireRequest | undefined {
  return requests?.find((r) => r.status >= 200 && r.status < 300) ?? requests?.[0];
}

function isCounted(eventType: string): eventType is (typeof COUNTED)[number] {
  return (COUNTED as readonly string[]).includes(eventType);
}

function emptyRow(): EarlyDeathRow {
  const counts = (): Counts => ({ PAGE: 0, STATICDATA: 0, CONVERSION: 0 });
  return { pages: 0, evaluated: 0, atServer: counts(), byOwnPage: counts(), byOwnPageTransport: {}, byDrain: counts() };
}
