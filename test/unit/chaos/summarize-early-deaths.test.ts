import { describe, expect, it } from 'vitest';
import type { EarlyDeathRecord, InspectAnswer } from '../../chaos/chaos-types.js';
import { formatChaosReport } from '../../chaos/format-chaos-report.js';
import type { WireRequest } from '../../chaos/start-wire-proxy.js';
import { summarizeChaos } from '../../chaos/summarize-chaos.js';
import { summarizeEarlyDeaths } from '../../chaos/summarize-early-deaths.js';

const BASE = 'http://127.0.0.1:9000/__chaos';
const death = (seq: number, how: 'close' | 'crash', overrides: Partial<EarlyDeathRecord> = {}): EarlyDeathRecord => ({
  seq,
  atMs: seq * 4000,
  afterMs: 700,
  how,
  died: true,
  evaluated: true,
  outcomes: [],
  queuedAfterDrain: 0,
  ...overrides,
});
const nonce = (c: string) => c.repeat(16);
// The three events of one early death's page, as the server stores them.
const pageEvents = (seq: number, visitor: string, [page, data, conversion]: string[]) => [
  { event: { eventType: 'PAGE', nonce: page, visitorCode: visitor, href: `${BASE}/bounce.html?bounce=${seq}` }, copies: 1 },
  { event: { eventType: 'STATICDATA', nonce: data, visitorCode: visitor }, copies: 1 },
  { event: { eventType: 'CONVERSION', nonce: conversion, visitorCode: visitor, metadata: { 1: [`bounce-${seq}`] } }, copies: 1 },
];
const inspect = (accepted: InspectAnswer['accepted']): InspectAnswer => ({
  accepted,
  rejected: [],
  counts: { accepted: accepted.length, rejected: 0, duplicates: 0 },
});
const request = (referer: string, nonces: string[], how: Partial<WireRequest> = {}): WireRequest => ({
  at: 0,
  target: '/visit/events',
  contentType: 'text/plain',
  fetchMode: 'no-cors',
  flight: '',
  call: '',
  referer,
  body: nonces.map((n) => `eventType=PAGE&nonce=${n}`).join('\n'),
  status: 202,
  ...how,
});

describe('summarizeEarlyDeaths', () => {
  it("splits what reached the server into what the page delivered itself and what its visitor's drain page sent later", () => {
    const [a, b, c, d, e, f] = ['a', 'b', 'c', 'd', 'e', 'f'].map(nonce);
    const accepted = [...pageEvents(1, 'v1', [a, b, c]), ...pageEvents(2, 'v2', [d, e, f])];
    const wire = [
      // Death 1 (closed): its beacon at pagehide carried all three.
      request(`${BASE}/bounce.html?bounce=1`, [a, b, c]),
      // Death 2 (crashed): its keepalive fetch was answered 503; the drain page delivered them.
      request(`${BASE}/bounce.html?bounce=2`, [d, e, f], { fetchMode: 'cors', flight: 'keepalive', status: 503 }),
      request(`${BASE}/page.html`, [d, e, f], { fetchMode: 'cors', flight: 'fetch' }),
    ];
    const deaths = [death(1, 'close'), death(2, 'crash'), death(3, 'close', { evaluated: false }), death(4, 'crash', { died: false })];
    const s = summarizeEarlyDeaths(deaths, inspect(accepted), wire);
    expect(s.byHow.close).toEqual({
      pages: 2,
      evaluated: 1,
      atServer: { PAGE: 1, STATICDATA: 1, CONVERSION: 1 },
      byOwnPage: { PAGE: 1, STATICDATA: 1, CONVERSION: 1 },
      byOwnPageTransport: { beacon: 3 },
      byDrain: { PAGE: 0, STATICDATA: 0, CONVERSION: 0 },
    });
    expect(s.byHow.crash).toMatchObject({
      pages: 1,
      evaluated: 1,
      byOwnPage: { PAGE: 0 },
      byDrain: { PAGE: 1, STATICDATA: 1, CONVERSION: 1 },
    });
    expect(s.nonces.sort()).toEqual([a, b, c, d, e, f]);
    // Death 1's page is not death 10's: what death 10's page sent does not count as death 1's own.
    const [g, h, i] = ['1', '2', '3'].map(nonce);
    const first = summarizeEarlyDeaths([death(1, 'close')], inspect(pageEvents(1, 'v1', [g, h, i])), [
      request(`${BASE}/bounce.html?bounce=10`, [g, h, i]),
      request(`${BASE}/page.html`, [g, h, i]),
    ]);
    expect(first.byHow.close).toMatchObject({ byOwnPage: { PAGE: 0 }, byDrain: { PAGE: 1, STATICDATA: 1, CONVERSION: 1 } });
    expect(s.reminted).toEqual([]);
    expect(s.closedWithoutPageView).toEqual([]);
  });

  it('names a closed page whose tag ran and whose page view never came, and a conversion re-minted under a new nonce', () => {
    const [a, b, c] = ['a', 'b', 'c'].map(nonce);
    const twice = [
      ...pageEvents(1, 'v1', [a, b, c]),
      { event: { eventType: 'CONVERSION', nonce: nonce('d'), metadata: { 1: ['bounce-1'] } }, copies: 1 },
    ];
    const s = summarizeEarlyDeaths([death(1, 'close'), death(2, 'close')], inspect(twice));
    expect(s.reminted).toEqual([1]);
    expect(s.closedWithoutPageView).toEqual([2]);
    // Without the wire, the split is unknown: only the totals at the server.
    expect(s.byHow.close).toMatchObject({ atServer: { CONVERSION: 2 }, byOwnPage: { CONVERSION: 0 }, byDrain: { CONVERSION: 0 } });
  });
});

describe('summarizeChaos with early deaths', () => {
  const base = {
    seed: 42,
    durationMs: 30_000,
    tabs: 2,
    actions: [],
    tracked: [],
    refused: 0,
    failedCalls: 0,
    stats: new Map(),
    queuedAtEnd: 0,
    elapsedMs: 1,
  };

  it('counts an event an early-death page reported stored and the server never got as lost, and prints the rows', () => {
    const [a, b, c] = ['a', 'b', 'c'].map(nonce);
    const deaths = [death(1, 'close', { outcomes: [{ type: 'stored', nonce: c, eventType: 'CONVERSION' }] })];
    const answer = inspect(pageEvents(1, 'v1', [a, b, c]).slice(0, 2));
    const s = summarizeChaos({
      ...base,
      outcomes: deaths[0].outcomes.map((o) => ({ instance: 'early-death-1', ...o })),
      inspect: answer,
      earlyDeaths: summarizeEarlyDeaths(deaths, answer, []),
    });
    expect(s.tracked.queued).toBe(1);
    expect(s.lost).toEqual([c]);
    // The page view and static data came, though the page died before it could report them.
    expect(s.unobservedAutomatic).toEqual([]);
    expect(formatChaosReport(s)).toMatch(
      /early deaths \(closed in 0–1\.5 s\)\s+\| 1 pages, tag ran in 1; at the server PAGE 1, STATICDATA 1, conversion 0; by the page itself PAGE 0/,
    );
  });

  it('accepts a queued conversion whose page died before it could report it, and fails a re-minted one', () => {
    const [a, b, c] = ['a', 'b', 'c'].map(nonce);
    const answer = inspect(pageEvents(1, 'v1', [a, b, c]));
    const ok = summarizeChaos({ ...base, outcomes: [], inspect: answer, earlyDeaths: summarizeEarlyDeaths([death(1, 'crash')], answer) });
    expect(ok.untrackedAccepted).toEqual([]);
    expect(ok.failures.filter((f) => /early death/.test(f))).toEqual([]);
    const again = inspect([
      ...answer.accepted,
      { event: { eventType: 'CONVERSION', nonce: nonce('d'), metadata: { 1: ['bounce-1'] } }, copies: 1 },
    ]);
    const reminted = summarizeChaos({
      ...base,
      outcomes: [],
      inspect: again,
      earlyDeaths: summarizeEarlyDeaths([death(1, 'crash')], again),
    });
    expect(reminted.failures.join()).toMatch(/early death\(s\) whose conversion arrived under more than one nonce: 1/);
  });
});
