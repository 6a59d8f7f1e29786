import { createAuth } from './create-auth.js';
import { createEventStore, type IngestRecord } from './create-event-store.js';
import { createFaults } from './create-faults.js';
import { createPersistence } from './create-persistence.js';
import { createRateLimiter } from './create-rate-limiter.js';
import type { ServerContext } from './server-context.js';
import type { ServerOptions } from './start-server.js';

/**
 * Builds the state every handler shares: the event store (replayed from the journal when there is
 * a data dir), faults, rate buckets, tokens, maps, and the queue of bodies waiting to be parsed.
 * @example const server = await createServerContext({ dataDir: '/tmp/data' });
 */
export async function createServerContext(options: ServerOptions): Promise<ServerContext> {
  const store = createEventStore();
  const persistence = options.dataDir ? await createPersistence(options.dataDir, store) : undefined;
  const pending = new Set<Promise<void>>();
  let requestCount = persistence?.lastRequestId ?? 0;
  const maps: ServerContext['maps'] = new Map();
  for (const line of persistence?.savedMaps ?? []) {
    if (!maps.has(line.siteCode)) maps.set(line.siteCode, new Map());
    maps.get(line.siteCode)!.set(line.key, line.value);
  }
  return {
    store,
    faults: createFaults(),
    limiter: createRateLimiter(options.rateLimit ?? { perSecond: 2000, burst: 4000 }),
    auth: createAuth({ secret: options.jwtSecret, ttlSeconds: options.tokenTtlSeconds }),
    isAuthRequired: !!options.auth,
    persistence,
    maps,
    nextRequestId: () => String(++requestCount),
    // Parsing happens after the 202 (the spec: "processed asynchronously"), off the request.
    schedule(record: IngestRecord) {
      const job = new Promise<void>((resolve) =>
        setImmediate(() => {
          try {
            store.ingest(record);
          } catch (error) {
            console.error(`visit-tag server: parsing request ${record.id} failed:`, error);
          }
          pending.delete(job);
          resolve();
        }),
      );
      pending.add(job);
    },
    settled: async () => {
      while (pending.size) await Promise.all(pending);
    },
    quiet: !!options.quiet,
    isHeadlessAllowed: !!options.allowHeadless,
  };
}
