// createTracker in debug mode: events, outcomes and every refused call logged to the console.
import { describe, expect, it, vi } from 'vitest';
import { setupTracker as setup, useDevBuildAndFakeDate } from './setup-tracker.js';

useDevBuildAndFakeDate();

describe('createTracker: debug mode', () => {
  it('logs events, outcomes and every refused call', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { tracker } = setup({ debug: true, requireConsent: true });
    tracker.start();
    tracker.setCustomData('unknown', 'x');
    tracker.setVisitorCode('x'.repeat(101));
    tracker.setConsent('denied');
    expect(
      info.mock.calls.some(([first, second]) => first === '[visit-tag] track' && (second as { eventType: string }).eventType === 'PAGE'),
    ).toBe(true);
    expect(info.mock.calls.some(([first, second]) => first === '[visit-tag]' && second === 'dropped')).toBe(true);
    expect(warn.mock.calls.map(([first]) => String(first))).toEqual([
      '[visit-tag] setCustomData refused',
      '[visit-tag] setVisitorCode refused',
    ]);
    info.mockRestore();
    warn.mockRestore();
  });
});
