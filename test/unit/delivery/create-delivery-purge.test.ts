// createDelivery's purge (consent withdrawn): everything queued dropped as consent, the tag's Web Storage items removed.
import { describe, expect, it } from 'vitest';
import { createHandoff } from '../../../src/delivery/page/create-handoff.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: purge', () => {
  it('drops everything queued with reason consent', async () => {
    const t = setupDelivery({ answer: () => 503 });
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    t.delivery.enqueue(productEvent());
    await t.delivery.purge();
    expect(t.outcomesOf('dropped').map((outcome) => outcome.type === 'dropped' && outcome.reason)).toEqual(['consent', 'consent']);
    expect(await t.delivery.getQueued()).toEqual([]);
    expect(await t.store.all()).toEqual([]);
  });

  it("removes the tag's Web Storage items too (the backoff deadline, what pages left at page hide), and creates none", async () => {
    const webStorage = new Storage();
    const t = setupDelivery({ answer: () => 503, webStorage });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(100); // 503: the deadline is kept
    createHandoff(() => webStorage).leave([{ event: productEvent(), storedAt: Date.now() }]);
    webStorage.setItem('site-setting', 'kept');
    expect(Object.keys(webStorage)).toHaveLength(3);
    await t.delivery.purge();
    expect(Object.keys(webStorage)).toEqual(['site-setting']);
    expect(t.outcomesOf('dropped')).toHaveLength(2);
    const refused = new Storage();
    await setupDelivery({ webStorage: refused }).delivery.purge(); // denied at the first answer
    expect(Object.keys(refused)).toEqual([]);
  });
});
