import { describe, expect, it, vi } from 'vitest';
import { createRemoteData } from '../../../src/engine/create-remote-data.js';
import { createTracker } from '../../../src/engine/create-tracker.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

vi.stubGlobal('__DEV__', true);

describe('createRemoteData', () => {
  it('GETs {url}/map/map with siteCode and key percent-encoded, no custom headers', async () => {
    const fetch = vi.fn(async () => json(200, { plan: 'pro' }));
    const read = createRemoteData({ url: 'https://data.example/', siteCode: 'ab c', fetch });
    expect(await read('user/42 &é?')).toEqual({ plan: 'pro' });
    expect(fetch).toHaveBeenCalledWith(
      'https://data.example/map/map?siteCode=ab%20c&key=user%2F42%20%26%C3%A9%3F',
      expect.not.objectContaining({ headers: expect.anything() }),
    );
  });

  it('caches answers per key (404 included) but not failures; remoteDataCache: false turns it off', async () => {
    const answers = [json(404, { error: 'not-found' }), json(500, {}), json(200, { a: 1 }), json(200, { a: 2 })];
    const fetch = vi.fn(async () => answers.shift()!);
    const read = createRemoteData({ url: 'https://d', siteCode: 's', fetch });
    expect(await read('nobody')).toBeNull();
    expect(await read('nobody')).toBeNull();
    expect(await read('k')).toBeNull(); // 500: a failure, asked again next time
    expect(await read('k')).toEqual({ a: 1 });
    expect(await read('k')).toEqual({ a: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
    const always = vi.fn(async () => json(200, { n: 1 }));
    const uncached = createRemoteData({ url: 'https://d', siteCode: 's', remoteDataCache: false, fetch: always });
    await uncached('k');
    await uncached('k');
    expect(always).toHaveBeenCalledTimes(2);
  });

  it('gives null after the timeout, on network errors and on non-object JSON', async () => {
    const hang = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(
      await createRemoteData({ url: 'https://d', siteCode: 's', remoteDataTimeoutMs: 20, fetch: hang as typeof fetch })('k'),
    ).toBeNull();
    expect(
      await createRemoteData({
        url: 'https://d',
        siteCode: 's',
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      })('k'),
    ).toBeNull();
    expect(await createRemoteData({ url: 'https://d', siteCode: 's', fetch: async () => json(200, [1, 2]) })('k')).toBeNull();
  });
});

describe('retrieveDataFromRemoteSource', () => {
  it('calls back exactly once, with null on failure, and a throwing callback stays inside', async () => {
    const tracker = createTracker({
      url: 'https://d',
      siteCode: 's',
      fetch: async () => {
        throw new TypeError('offline');
      },
    });
    const calls: unknown[] = [];
    tracker.retrieveDataFromRemoteSource('k', (data) => {
      calls.push(data);
      throw new Error('site bug');
    });
    await vi.waitFor(() => expect(calls).toEqual([null]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([null]);
    expect(await tracker.getRemoteData('k')).toBeNull();
  });
});

describe('remote data with a key that cannot be encoded', () => {
  it('still calls back once, with null', async () => {
    const tracker = createTracker({ url: 'https://d', siteCode: 's', fetch: async () => json(200, { a: 1 }) });
    const calls: unknown[] = [];
    tracker.retrieveDataFromRemoteSource('\uD800', (data) => calls.push(data));
    await vi.waitFor(() => expect(calls).toEqual([null]));
  });
});
