// Issue 35: no loop of the tag walks a page's enumerable Object.prototype properties. The bug:
// with `Object.prototype.extra = 1`, the engine's lifecycle listened for every key of its handlers
// with for…in, came to `extra`, and addEventListener('extra', 1) threw (browsers refuse a listener
// that is no object); start() stopped there, before the held STATICDATA and PAGE reached the engine.
import { afterEach, describe, expect, it } from 'vitest';
import { createPageLifecycle } from '../../../src/delivery/page/create-page-lifecycle.js';
import { createOutcomeHub } from '../../../src/loader/create-outcome-hub.js';
import { createStats } from '../../../src/delivery/create-stats.js';
import { findIndex } from '../../../src/user-agent/find-index.js';
import { guardMethods } from '../../../src/loader/guard-methods.js';
import { prepareEvent } from '../../../src/engine/prepare-event.js';
import { readDataOptions } from '../../../src/loader/read-data-options.js';
import { validateEvent } from '../../../src/wire/validate-event.js';
import { productEvent } from '../delivery/fakes.js';

const proto = Object.prototype as Record<string, unknown>;
afterEach(() => {
  delete proto.extra;
});

/** An event target that refuses a listener that is no object, as browsers do (WebIDL); happy-dom's accepts anything. */
function strictTarget() {
  const types: string[] = [];
  const check = (type: string, listener: unknown) => {
    if (typeof listener != 'function' && (typeof listener != 'object' || listener === null))
      throw new TypeError("Failed to execute 'addEventListener' on 'EventTarget': parameter 2 is not of type 'Object'.");
    types.push(type);
  };
  return { types, target: { addEventListener: check, removeEventListener: check } };
}

describe('a page with an enumerable Object.prototype property', () => {
  it('the engine listens for its own events only, and its watch() does not throw', () => {
    proto.extra = 1;
    const { types, target } = strictTarget();
    const hook = () => {};
    const lifecycle = createPageLifecycle(
      { target, home: 'https://shop.example/' },
      { onHide: hook, onRestore: hook, freeze: hook, resume: hook, visibilitychange: hook, online: hook },
    );
    expect(() => lifecycle.watch()).not.toThrow();
    expect(types).not.toContain('extra');
    expect(types).toContain('pagehide');
  });

  it('getStats() counts no inherited drop reason', () => {
    const hub = createOutcomeHub({});
    hub.dropEvent(productEvent(), 'consent');
    proto.extra = 1;
    const { dropped } = hub.withDrops(createStats());
    expect(Object.keys(dropped)).not.toContain('extra');
    expect(dropped.consent).toBe(1);
  });

  it('the data-* reader, the method guard, prepareEvent, validateEvent and findIndex see own keys only', () => {
    proto.extra = 1;
    const dataset = { siteCode: 'abc', debug: '' } as unknown as DOMStringMap;
    expect(Object.keys(readDataOptions(dataset))).toEqual(['siteCode', 'debug']);
    const api = guardMethods({ track: () => 'n' }, {});
    expect(Object.keys(api)).toEqual(['track']);
    expect(Object.keys(prepareEvent({ eventType: 'PRODUCT', ean: '1', nonce: '0123456789abcdef' }, 'v'))).toEqual([
      'visitorCode',
      'eventType',
      'ean',
      'nonce',
    ]);
    proto.extra = { type: 'string', required: true }; // a field spec, as the table has them
    expect(validateEvent({ eventType: 'PRODUCT', nonce: '0123456789abcdef', visitorCode: 'v', ean: '1' })).toEqual([]);
    proto.extra = 5;
    expect(findIndex('Extra Browser', { Chrome: 0, Other: 9 })).toBe(9);
  });
});
