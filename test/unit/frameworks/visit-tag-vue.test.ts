// The Vue plugin (visit-tag/vue) with real Vue in happy-dom and a recording fake engine: it starts
// the page's one tracker when the app mounts, once however many apps use it. Each test imports a
// fresh copy of the module, so each has its own page tracker (and its own cookie).
import { createApp, h } from 'vue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeDelivery } from '../engine/fake-delivery.js';

const load = async () => {
  vi.resetModules();
  return await import('../../../src/vue.js');
};
/** The page tracker's engine comes as a chunk of its own (import()): its answers after it is ready. */
const engineReady = async () => (await import('../../../src/frameworks/get-page-tracker.js')).getPageTracker().ready;

describe('app.use(visitTag, options)', () => {
  let container: HTMLElement;
  beforeEach(() => void (container = document.body.appendChild(document.createElement('div'))));
  afterEach(() => container.remove());

  it('starts nothing until the app mounts; events tracked in setup() leave after STATICDATA and PAGE', async () => {
    const { visitTag, useVisitTag } = await load();
    const delivery = createFakeDelivery();
    const app = createApp({
      setup() {
        useVisitTag().trackConversion(7);
        return () => h('p', 'shop');
      },
    }).use(visitTag, { siteCode: 's', url: 'https://d.example', delivery, cookieName: 'mount' });
    expect(delivery.calls).toEqual([]);
    app.mount(container);
    expect(container.innerHTML).toBe('<p>shop</p>');
    await engineReady();
    expect(delivery.events.map((e) => e.eventType)).toEqual(['STATICDATA', 'PAGE', 'CONVERSION']);
    app.unmount();
  });

  it('two apps on one page share one tracker: one start, one STATICDATA, one PAGE', async () => {
    const { visitTag, useVisitTag } = await load();
    const delivery = createFakeDelivery();
    const trackers: unknown[] = [];
    const options = { siteCode: 's', url: 'https://d.example', delivery, cookieName: 'two-apps' };
    const component = { setup: () => (trackers.push(useVisitTag()), () => h('p', 'app')) };
    const apps = [createApp(component).use(visitTag, options), createApp(component).use(visitTag, options)];
    for (const app of apps) app.mount(container.appendChild(document.createElement('div')));
    expect(trackers[0]).toBe(trackers[1]);
    await engineReady();
    expect(delivery.calls.filter((call) => call === 'start')).toHaveLength(1);
    expect(delivery.events.map((e) => e.eventType)).toEqual(['STATICDATA', 'PAGE']);
    for (const app of apps) app.unmount();
  });
});
