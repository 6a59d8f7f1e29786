// data-redact-query in real Chromium with the production tag: the values of the named query
// parameters never leave the page, in the page's, the canonical and the referrer address, and are
// not in IndexedDB either.
import { describe, expect, it } from 'vitest';
import { newContext } from '../../support/chromium.js';
import { useTagHarness } from './tag-harness.js';

const env = useTagHarness();

describe('data-redact-query', () => {
  it('replaces the named values in href, canonicalHref and referrerHref before anything is stored or sent', async () => {
    // The service answers 503 twice: the PAGE waits in IndexedDB, where the page can read it back.
    await env.harness.request('/__faults', { method: 'POST', body: JSON.stringify([{ status: 503, count: 2 }]) });
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const url = `${env.harness.url}/test/fixtures/tracker/redact.html?email=jo%40x.example&token=abc123&step=2`;
    await page.goto(url, { referer: 'https://mail.example/inbox?Token=abc123' });
    const stored = await page.evaluate(async () => {
      const tag = (window as unknown as { visitTag?: { getQueued(): Promise<{ eventType: string }[]> } }).visitTag;
      for (;;) {
        const queued = tag ? await tag.getQueued() : [];
        if (queued.some((event) => event.eventType === 'PAGE')) return JSON.stringify(queued);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    expect(stored).toContain('REDACTED');
    expect(stored).not.toMatch(/jo%40x|abc123/);
    const events = await env.harness.waitForEvents('REDACT_SITE', (received) => received.some((e) => e.eventType === 'PAGE'), 20_000);
    expect(events.find((e) => e.eventType === 'PAGE')).toMatchObject({
      href: `${env.harness.url}/test/fixtures/tracker/redact.html?email=REDACTED&token=REDACTED&step=2`,
      canonicalHref: `${env.harness.url}/test/fixtures/tracker/redact.html?email=REDACTED`,
      referrerHref: 'https://mail.example/inbox?Token=REDACTED',
    });
    await context.close();
  });
});
