// createDelivery when every store call fails: memory instead, the reason reported once, events still delivered.
import { describe, expect, it } from 'vitest';
import type { EventStore } from '../../../src/delivery/store/event-store.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: storage failure', () => {
  it('falls back to memory, reports the reason once, and still delivers', async () => {
    const broken: EventStore = {
      put: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
      all: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
      findStored: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
      del: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
      erase: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
    };
    const t = setupDelivery({ storage: broken });
    t.delivery.enqueue(productEvent());
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.delivery.getStats().storageFallback).toMatch(/InvalidStateError/);
    expect(t.outcomesOf('sent')).toHaveLength(2);
  });
});
