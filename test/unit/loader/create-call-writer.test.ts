import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_VERSION, type Call, type StoredCall } from '../../../src/loader/call.js';
import { createCallWriter } from '../../../src/loader/create-call-writer.js';
import { readStoredCalls } from './setup-loader.js';

const callOf = (nonce: string): Call => ({
  v: CALL_VERSION,
  nonce,
  method: 'trackConversion',
  args: [12],
  storedAt: 1,
  page: 'aaaaaaaaaaaaaaaa',
});
const recordOf = (nonce: string) => ({ call: callOf(nonce), storedAt: 1 });

/** The nonces in `visit-tag`/`events`, in order. */
const storedNonces = async (factory: IDBFactory) =>
  ((await readStoredCalls(factory)) as StoredCall[]).map((record) => record.call.nonce).sort();

afterEach(() => vi.unstubAllGlobals());

describe('createCallWriter', () => {
  it('on a first visit writes the first batch in the transaction that creates the database, and later batches after it', async () => {
    const factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    const writer = createCallWriter();
    const first = writer.write([recordOf('0000000000000001'), recordOf('0000000000000002')]);
    const second = writer.write([recordOf('0000000000000003')]); // while the database is being created
    await first;
    await second;
    writer.close();
    expect(await storedNonces(factory)).toEqual(['0000000000000001', '0000000000000002', '0000000000000003']);
  });

  it('on a first visit, the first batch is durable before the connection opens (one round trip less)', async () => {
    const factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    const order: string[] = [];
    const open = factory.open.bind(factory);
    vi.spyOn(factory, 'open').mockImplementation((name, version) => {
      const request = open(name, version);
      request.addEventListener('success', () => order.push('connection open'));
      return request;
    });
    const writer = createCallWriter();
    await writer.write([recordOf('0000000000000001')]).then(() => order.push('first batch durable'));
    await vi.waitFor(() => expect(order).toHaveLength(2));
    writer.close();
    expect(order).toEqual(['first batch durable', 'connection open']);
  });

  it('adds to a database an earlier page created, keeping what it holds', async () => {
    const factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    const earlier = createCallWriter();
    await earlier.write([recordOf('00000000000000aa')]);
    earlier.close();
    const writer = createCallWriter();
    await writer.write([recordOf('00000000000000bb')]);
    await writer.write([recordOf('00000000000000cc')]);
    writer.close();
    expect(await storedNonces(factory)).toEqual(['00000000000000aa', '00000000000000bb', '00000000000000cc']);
  });

  it('rejects, and throws nothing, where the page has no IndexedDB (a sandboxed frame)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const writer = createCallWriter();
    let written: Promise<unknown> | undefined;
    expect(() => (written = writer.write([recordOf('0000000000000001')]))).not.toThrow();
    await expect(written).rejects.toThrow();
  });

  it('gives way when another page deletes the database (consent withdrawn there)', async () => {
    const factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    const writer = createCallWriter();
    await writer.write([recordOf('0000000000000001')]);
    const deleted = new Promise((resolve, reject) => {
      const request = factory.deleteDatabase('visit-tag');
      request.onsuccess = resolve;
      request.onerror = reject;
      request.onblocked = () => reject(new Error('blocked by the writer'));
    });
    await expect(deleted).resolves.toBeDefined();
  });
});
