import { createRandom, type Random } from '../../demo/server/create-random.js';
import type { ChaosAction, ChaosPlanOptions, ConversionSpec, FaultName, FaultRule, LeaveKind } from './chaos-types.js';

/**
 * How often each tab action is picked, relative to the others. Users move between pages mostly
 * by following links (`navigate`, a navigation the page starts) and sometimes press reload (a
 * browser-initiated navigation, which the page is not told about beforehand): both stay.
 */
const ACTION_WEIGHTS = { track: 50, spa: 10, reload: 3, navigate: 8, crash: 3, close: 3, offline: 2 } as const;
/** How a page leaves right after tracking: by link twice as often as by reload, sometimes closed. */
const LEAVES: readonly LeaveKind[] = ['navigate', 'navigate', 'reload'];

/** Server faults as `/__faults` rules; `share` makes only some requests fail, as in real outages. */
const FAULT_RULES: Record<FaultName, (random: Random) => FaultRule | undefined> = {
  none: () => undefined,
  '500': () => ({ status: 500, share: 0.4 }),
  '503': () => ({ status: 503, share: 0.4 }),
  '429': (random) => ({ status: 429, retryAfter: String(random.int(1, 2)), share: 0.5 }),
  // A 413 tells the tag its body was too large: rare, so it stays a surprise and not a cap test.
  '413': () => ({ status: 413, count: 1 }),
  slow: (random) => ({ delayMs: random.int(1500, 5000), share: 0.5 }),
  drop: () => ({ drop: true, share: 0.3 }),
  // The server stores the events, then the answer is lost: the tag must resend with the same nonces.
  'lost-ack': (random) =>
    random.chance(0.5) ? { status: 503, afterIngest: true, share: 0.3 } : { drop: true, afterIngest: true, share: 0.3 },
};
/** Faults come from a shuffled deck, so any run of 7 fault periods or more meets every kind. */
const FAULT_DECK: readonly FaultName[] = ['500', '503', '429', '413', 'slow', 'drop', 'lost-ack'];

/** Text that tests the line format's escaping: separators, percent signs, non-ASCII, controls. */
const TEXT_PARTS = [
  'a&b',
  'x=y',
  '100%',
  '1+1',
  'é',
  '漢字',
  '😀',
  'line\nbreak',
  'tab\t',
  '"q"',
  '\\',
  ' sp ',
  '#h',
  '?q',
  '%41',
  'plain',
];

/**
 * The schedule of a chaos run, a pure function of its options: which tab tracks what and when,
 * navigations, reloads, crashes, closes, offline periods and server faults. The planner keeps a
 * model of the tabs (open, closed, offline) so every action is possible when it comes: nothing
 * reloads while the context is offline (it would only show an error page), the last open tab is
 * never closed, and a closed tab reopens a few seconds later.
 * @example planChaos({ seed: 7, durationMs: 30_000, tabs: 3 }).length // the same on every run
 */
export function planChaos({ seed, durationMs, tabs }: ChaosPlanOptions): ChaosAction[] {
  const random = createRandom(seed);
  const actions: ChaosAction[] = [];
  const isOpen = Array.from({ length: tabs }, () => true);
  const pending: ChaosAction[] = [];
  let offlineUntil = -1;
  let seq = 0;
  let view = 0;
  let nextFaultAt = random.int(1000, 3000);
  let deck: FaultName[] = [];
  let isFaulty = false;
  const schedule = (action: ChaosAction) => {
    pending.push(action);
    pending.sort((a, b) => a.atMs - b.atMs);
  };
  for (let t = random.int(300, 800); t < durationMs; t += random.int(80, 600)) {
    while (pending.length && pending[0].atMs <= t) {
      const action = pending.shift()!;
      if (action.kind === 'open') isOpen[action.tab] = true;
      actions.push(action);
    }
    const isOffline = t < offlineUntil;
    if (t >= nextFaultAt) {
      // Between two faults the server is sometimes healthy for a while ('none').
      const name: FaultName = isFaulty && random.chance(0.5) ? 'none' : (deck.length ? deck : (deck = shuffle(random, FAULT_DECK))).pop()!;
      const rule = FAULT_RULES[name](random);
      actions.push(rule ? { atMs: t, kind: 'fault', name, rule } : { atMs: t, kind: 'fault', name });
      isFaulty = name !== 'none';
      nextFaultAt = t + (isFaulty ? random.int(2500, 6000) : random.int(1000, 3000));
    }
    const open = isOpen.flatMap((is, tab) => (is ? [tab] : []));
    if (!open.length) continue;
    const tab = random.pick(open);
    const canClose = open.length > 1;
    const reopen = (at: number) => {
      isOpen[tab] = false;
      schedule({ atMs: Math.max(at, offlineUntil + 200), kind: 'open', tab });
    };
    const kind = random.weighted(ACTION_WEIGHTS);
    if (kind === 'track' || (isOffline && kind !== 'spa' && kind !== 'close') || (kind === 'close' && !canClose)) {
      const conversions = Array.from({ length: random.chance(0.15) ? random.int(10, 40) : random.int(1, 3) }, () =>
        planConversion(random, ++seq),
      );
      const leaves: LeaveKind[] = isOffline ? [] : [...LEAVES];
      if (canClose) leaves.push('close');
      const then = leaves.length && random.chance(0.25) ? random.pick(leaves) : undefined;
      actions.push(then ? { atMs: t, kind: 'track', tab, conversions, then } : { atMs: t, kind: 'track', tab, conversions });
      if (then === 'close') reopen(t + random.int(1000, 4000));
    } else if (kind === 'spa' || kind === 'navigate') {
      actions.push({ atMs: t, kind, tab, view: ++view });
    } else if (kind === 'reload' || kind === 'crash') {
      actions.push({ atMs: t, kind, tab });
    } else if (kind === 'close') {
      actions.push({ atMs: t, kind, tab });
      reopen(t + random.int(1000, 4000));
    } else {
      offlineUntil = t + random.int(1500, 6000);
      actions.push({ atMs: t, kind: 'offline' });
      // A tab closed earlier reopens only once the context is back online.
      for (const action of pending) action.atMs = Math.max(action.atMs, offlineUntil + 200);
      schedule({ atMs: offlineUntil, kind: 'online' });
    }
  }
  return actions;
}

/** A conversion with the kinds of values that break encoders: big ids, decimals, tricky text. */
function planConversion(random: Random, seq: number): ConversionSpec {
  const goalId = random.chance(0.1) ? String(9007199254740993n + BigInt(random.int(0, 1_000_000))) : random.int(1, 999_999);
  const spec: ConversionSpec = { seq, goalId, metadata: { '1': [`chaos-${seq}`] } };
  if (random.chance(0.5)) spec.revenue = random.int(0, 9_999_999) / 100;
  if (random.chance(0.1)) spec.negative = true;
  if (random.chance(0.5)) {
    spec.metadata['2'] = Array.from({ length: random.int(1, 2) }, () =>
      Array.from({ length: random.int(1, 3) }, () => random.pick(TEXT_PARTS)).join(''),
    );
  }
  return spec;
}

/** A shuffled copy (Fisher–Yates with the run's random source). */
function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
