import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createAppender, readJsonLines } from './create-appender.js';
import type { EventStore, IngestRecord, RequestEntry } from './create-event-store.js';

/** One line of requests.jsonl: an acknowledged request, body included (base64: it may be invalid UTF-8). */
interface JournalLine extends Omit<IngestRecord, 'body'> {
  body: string;
  request: RequestEntry;
}

/** One line of maps.jsonl. */
export interface MapLine {
  at: string;
  siteCode: string;
  key: string;
  value: Record<string, unknown>;
}

/**
 * Durability with `--data-dir`: every request answered 202 is first appended to requests.jsonl and
 * fsync'd (the journal is the truth: events are parsed from it, on arrival and again at start), and
 * every map store to maps.jsonl. events.jsonl and rejected.jsonl are written from the parsed state
 * for people to read, and rebuilt from the journal at each start.
 * @example const persistence = await createPersistence('/tmp/data', store); await persistence.journal(record, entry);
 */
export async function createPersistence(dataDir: string, store: EventStore) {
  await mkdir(dataDir, { recursive: true });
  const requests = await createAppender(join(dataDir, 'requests.jsonl'), true);
  const maps = await createAppender(join(dataDir, 'maps.jsonl'), true);
  await writeFile(join(dataDir, 'events.jsonl'), '');
  await writeFile(join(dataDir, 'rejected.jsonl'), '');
  const events = await createAppender(join(dataDir, 'events.jsonl'), false);
  const rejected = await createAppender(join(dataDir, 'rejected.jsonl'), false);
  store.onChange((change) => {
    if (change.accepted) void events.append(change.accepted);
    if (change.rejected) void rejected.append(change.rejected);
  });
  let lastRequestId = 0;
  for (const line of await readJsonLines<JournalLine>(join(dataDir, 'requests.jsonl'))) {
    store.logRequest(line.request);
    store.ingest({ ...line, body: Buffer.from(line.body, 'base64') });
    lastRequestId = Math.max(lastRequestId, Number(line.id) || 0);
  }
  const savedMaps = await readJsonLines<MapLine>(join(dataDir, 'maps.jsonl'));
  const bySite = (siteCode?: string) => (lines: string[]) =>
    siteCode === undefined ? [] : lines.filter((line) => (JSON.parse(line) as { siteCode?: string }).siteCode !== siteCode);

  return {
    /** The highest request id in the journal, so that new ids continue after it. */
    lastRequestId,
    savedMaps,
    /** Resolves once the request is on disk: answer 202 only after it. */
    journal(record: IngestRecord, request: RequestEntry): Promise<void> {
      return requests.append({ ...record, body: Buffer.from(record.body).toString('base64'), request });
    },
    saveMap(line: MapLine): Promise<void> {
      return maps.append(line);
    },
    /** Forgets a site's (or every) event, as `DELETE /__inspect/events` does in memory. */
    async reset(siteCode?: string): Promise<void> {
      await Promise.all([requests.rewrite(bySite(siteCode)), events.rewrite(bySite(siteCode)), rejected.rewrite(bySite(siteCode))]);
    },
    async close(): Promise<void> {
      await Promise.all([requests.close(), maps.close(), events.close(), rejected.close()]);
    },
  };
}

/** The persistence interface. */
export type Persistence = Awaited<ReturnType<typeof createPersistence>>;
