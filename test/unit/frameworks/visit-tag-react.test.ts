// <VisitTag> (visit-tag/react) with real React in happy-dom and a recording fake engine: what it
// hands the tracker and when it starts it. Each test imports a fresh copy of the module, so each
// has its own page tracker (and its own cookie, so its own first visit). The browser tier (test/browser/frameworks/) runs the built entry.
import { createElement, StrictMode, useEffect, type ReactNode } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeDelivery } from '../engine/fake-delivery.js';
import type { VisitEvent } from '../../../src/wire/event-types.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const load = async () => {
  vi.resetModules();
  return await import('../../../src/react.js');
};
/** The page tracker's engine comes as a chunk of its own (import()): its answers after it is ready. */
const engineReady = async () => (await import('../../../src/frameworks/get-page-tracker.js')).getPageTracker().ready;

describe('<VisitTag>', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => container.remove());

  it('under StrictMode (two effect runs) starts once: one STATICDATA, one PAGE', async () => {
    const { VisitTag } = await load();
    const delivery = createFakeDelivery();
    const root = createRoot(container);
    await act(async () =>
      root.render(
        createElement(
          StrictMode,
          null,
          createElement(VisitTag, { siteCode: 's', url: 'https://d.example', delivery, cookieName: 'strict' }),
        ),
      ),
    );
    await engineReady();
    expect(delivery.events.map((e) => e.eventType)).toEqual(['STATICDATA', 'PAGE']);
    expect(delivery.calls.filter((call) => call === 'start')).toHaveLength(1);
    expect(container.innerHTML).toBe('');
    act(() => root.unmount());
  });

  it('gives its options while rendering: an event a child tracks in its own (earlier) effect goes through beforeSend', async () => {
    const { VisitTag, useVisitTag } = await load();
    const delivery = createFakeDelivery();
    function Child(): ReactNode {
      const tracker = useVisitTag();
      useEffect(() => void tracker.trackConversion(7), [tracker]);
      return createElement('p', null, 'child');
    }
    const beforeSend = vi.fn((event: VisitEvent) => event);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        createElement(
          VisitTag,
          { siteCode: 's', url: 'https://d.example', delivery, beforeSend, cookieName: 'early' },
          createElement(Child),
        ),
      ),
    );
    expect(container.innerHTML).toBe('<p>child</p>');
    expect(beforeSend.mock.calls.map(([event]) => event.eventType)).toContain('CONVERSION');
    // STATICDATA and PAGE first, then what was tracked before the start.
    await engineReady();
    expect(delivery.events.map((e) => e.eventType)).toEqual(['STATICDATA', 'PAGE', 'CONVERSION']);
    act(() => root.unmount());
  });

  it('without siteCode says so and starts once a later render gives it', async () => {
    const { VisitTag } = await load();
    const delivery = createFakeDelivery();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = createRoot(container);
    await act(async () => root.render(createElement(VisitTag, { url: 'https://d.example', delivery, cookieName: 'late' })));
    expect(warn).toHaveBeenCalledWith('[visit-tag] not started:', [expect.objectContaining({ field: 'siteCode', code: 'required' })]);
    expect(delivery.events).toEqual([]);
    await act(async () => root.render(createElement(VisitTag, { siteCode: 's', url: 'https://d.example', delivery, cookieName: 'late' })));
    await engineReady();
    expect(delivery.events.map((e) => e.eventType)).toEqual(['STATICDATA', 'PAGE']);
    warn.mockRestore();
    act(() => root.unmount());
  });
});
