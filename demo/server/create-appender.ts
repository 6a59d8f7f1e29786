import { open, readFile, rename, type FileHandle } from 'node:fs/promises';

/**
 * An append-only JSONL file with group commit: lines appended while a write is running go out
 * together in the next write, followed by one fdatasync when `durable` is set. `append` resolves
 * only after its line is on disk, so a caller can acknowledge after it and lose nothing to a kill.
 * @example const log = await createAppender('/data/requests.jsonl', true); await log.append({ id: 1 });
 */
export async function createAppender(path: string, durable: boolean) {
  await dropTornTail(path);
  let handle: FileHandle = await open(path, 'a');
  type Job = { text?: string; rewrite?: (lines: string[]) => string[]; resolve: () => void; reject: (error: unknown) => void };
  const queue: Job[] = [];
  let running = false;

  async function run(): Promise<void> {
    running = true;
    while (queue.length) {
      const job = queue[0];
      if (job.rewrite) {
        queue.shift();
        await settle([job], () => rewriteFile(job.rewrite!));
        continue;
      }
      const end = queue.findIndex((next) => next.rewrite);
      const batch = queue.splice(0, end < 0 ? queue.length : end);
      await settle(batch, async () => {
        await handle.write(batch.map((next) => next.text).join(''));
        if (durable) await handle.datasync();
      });
    }
    running = false;
  }

  async function settle(jobs: Job[], work: () => Promise<void>): Promise<void> {
    try {
      await work();
      jobs.forEach((job) => job.resolve());
    } catch (error) {
      jobs.forEach((job) => job.reject(error));
    }
  }

  async function rewriteFile(keep: (lines: string[]) => string[]): Promise<void> {
    await handle.close();
    const lines = (await readFile(path, 'utf8')).split('\n').filter(Boolean);
    const temporary = `${path}.tmp`;
    const out = await open(temporary, 'w');
    await out.write(
      keep(lines)
        .map((line) => line + '\n')
        .join(''),
    );
    await out.sync();
    await out.close();
    await rename(temporary, path);
    handle = await open(path, 'a');
  }

  function enqueue(job: Omit<Job, 'resolve' | 'reject'>): Promise<void> {
    return new Promise((resolve, reject) => {
      queue.push({ ...job, resolve, reject });
      if (!running) void run();
    });
  }

  return {
    append: (record: unknown) => enqueue({ text: JSON.stringify(record) + '\n' }),
    /** Rewrites the file keeping the lines `keep` returns (used by resets). */
    rewrite: (keep: (lines: string[]) => string[]) => enqueue({ rewrite: keep }),
    /** Waits for pending writes, then closes the file. */
    close: async () => {
      await enqueue({ text: '' });
      await handle.close();
    },
  };
}

/**
 * Reads the records of a JSONL file; a torn last line (a write the kill interrupted) is skipped.
 * @example const lines = await readJsonLines<MapLine>('/data/maps.jsonl');
 */
export async function readJsonLines<T>(path: string): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return [];
  }
  const records: T[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      records.push(JSON.parse(line) as T);
    } catch {
      // a torn line was never acknowledged: its writer had not returned yet
    }
  }
  return records;
}

/** Cuts an unfinished last line off, so that the next append starts on a line of its own. */
async function dropTornTail(path: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return;
  }
  if (text === '' || text.endsWith('\n')) return;
  const handle = await open(path, 'r+');
  await handle.truncate(Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1)));
  await handle.close();
}
