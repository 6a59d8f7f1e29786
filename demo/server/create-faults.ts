/** A fault rule as `POST /__faults` takes it. */
export interface FaultRule {
  /** Answer this status instead of handling the request. */
  status?: number;
  /** The Retry-After header to send with `status`. */
  retryAfter?: string;
  /** Wait this long before answering (or before handling, when no status or drop is given). */
  delayMs?: number;
  /** Destroy the socket: the client sees a network error. */
  drop?: boolean;
  /** Apply to the next N matching requests only (default: every one until cleared). */
  count?: number;
  /** Apply to this share (0..1) of matching requests, drawn at random. */
  share?: number;
  /** Requests whose path starts with this (default `/visit/events`). */
  path?: string;
  /** Throw this message inside the handler, to test the 500 path. */
  error?: string;
  /** Handle the request normally first (the events are stored), then answer with the fault: a lost acknowledgement. */
  afterIngest?: boolean;
}

/**
 * Checks a `POST /__faults` body; returns the reason it is unusable, or undefined.
 * @example describeFaultProblem({ status: 99 }) // 'status must be an integer from 100 to 599'
 */
export function describeFaultProblem(rule: unknown): string | undefined {
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) return 'the body must be a JSON object';
  const r = rule as Record<string, unknown>;
  const known = ['status', 'retryAfter', 'delayMs', 'drop', 'count', 'share', 'path', 'error', 'afterIngest'];
  const unknown = Object.keys(r).find((key) => !known.includes(key));
  if (unknown) return `unknown fault field ${JSON.stringify(unknown)}; known: ${known.join(', ')}`;
  const isInt = (value: unknown, min: number, max: number) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
  if (r.status !== undefined && !isInt(r.status, 100, 599)) return 'status must be an integer from 100 to 599';
  if (r.delayMs !== undefined && !isInt(r.delayMs, 0, 600_000)) return 'delayMs must be an integer from 0 to 600000';
  if (r.count !== undefined && !isInt(r.count, 1, 1e9)) return 'count must be a positive integer';
  if (r.share !== undefined && !(typeof r.share === 'number' && r.share >= 0 && r.share <= 1)) return 'share must be a number from 0 to 1';
  for (const key of ['retryAfter', 'path', 'error'] as const) {
    if (r[key] !== undefined && typeof r[key] !== 'string') return `${key} must be a string`;
  }
  for (const key of ['drop', 'afterIngest'] as const) {
    if (r[key] !== undefined && typeof r[key] !== 'boolean') return `${key} must be true or false`;
  }
  if (r.status === undefined && !r.drop && r.delayMs === undefined && r.error === undefined) {
    return 'a fault needs at least one of status, drop, delayMs, error';
  }
  return undefined;
}

/**
 * The stack of injected faults. `take(path)` returns the first rule that matches the path and wins
 * its draw (`share`), and uses up one of its `count`; rules stack in the order they were posted.
 * @example const faults = createFaults(); faults.add({ status: 503, count: 1 }); faults.take('/visit/events')?.status // 503
 */
export function createFaults(random: () => number = Math.random) {
  let rules: Array<FaultRule & { left: number }> = [];
  return {
    add(rule: FaultRule): void {
      rules.push({ ...rule, left: rule.count ?? Infinity });
    },
    take(path: string): FaultRule | undefined {
      const rule = rules.find(
        (candidate) => path.startsWith(candidate.path ?? '/visit/events') && (candidate.share === undefined || random() < candidate.share),
      );
      if (!rule) return undefined;
      if (--rule.left <= 0) rules = rules.filter((candidate) => candidate !== rule);
      return rule;
    },
    clear(): void {
      rules = [];
    },
    list(): FaultRule[] {
      return rules.map(({ left, ...rule }) => ({ ...rule, ...(Number.isFinite(left) ? { count: left } : {}) }));
    },
  };
}

/** The fault stack's interface. */
export type Faults = ReturnType<typeof createFaults>;
