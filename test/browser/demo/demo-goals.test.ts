// The demo page's Goals panel in real Chromium: goal search (visit-tag/goals against the stand-in's
// POST /goals/search) lists the project's goals; "convert" tracks a conversion of one, "use" puts it
// into the event form. A search answered after a later one must not take the panel back.
import { describe, expect, it } from 'vitest';
import { accepted, byNonce, clickFor, page, server, siteCode, useDemoPage } from './use-demo-page.js';

useDemoPage();

describe('the demo page Goals panel', () => {
  it('picks a goal from goal search and tracks a conversion for it', async () => {
    await page.goto(`${server.url}/?site=${siteCode}`);
    await page.fill('#goal-name', '');
    await page.click('#goal-search');
    const first = await page.waitForSelector('#goal-list li[data-goal-id]');
    const goalId = await first.getAttribute('data-goal-id');
    const nonce = await clickFor('#goal-list li[data-goal-id] .goal-convert', '#goal-result');
    await page.click('#tag-flush');
    const found = await accepted(byNonce(nonce), 'the conversion');
    expect(found.event).toMatchObject({ eventType: 'CONVERSION', revenue: 25 });
    expect(String(found.event.goalId)).toBe(goalId);
    await page.click('#goal-list li[data-goal-id] .goal-use');
    expect(await page.inputValue('#event-type')).toBe('CONVERSION');
    expect(await page.inputValue('#field-goalId')).toBe(goalId);
  });

  it("a search that answers after a later one changes nothing: a conversion's nonce shown meanwhile stays", async () => {
    // The page's own first search (at load) is held until a later search has answered and a goal
    // was converted: its answer must neither clear that nonce nor replace the later list.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let isFirst = true;
    await page.route('**/goals/search', async (route) => {
      if (isFirst) {
        isFirst = false;
        await held;
      }
      await route.continue();
    });
    try {
      await page.goto(`${server.url}/?site=${siteCode}`);
      await page.fill('#goal-name', '');
      await page.click('#goal-search');
      await page.waitForSelector('#goal-list li[data-goal-id]');
      const listedGoals = () => page.$$eval('#goal-list li[data-goal-id]', (items) => items.map((item) => item.dataset.goalId));
      const listed = await listedGoals();
      const nonce = await clickFor('#goal-list li[data-goal-id] .goal-convert', '#goal-result');
      expect(nonce).toMatch(/^[0-9a-f]{16}$/);
      const lateAnswer = page.waitForResponse((response) => response.url().endsWith('/goals/search'));
      release();
      await lateAnswer;
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect((await page.textContent('#goal-result'))!.trim()).toBe(nonce);
      expect(await listedGoals()).toEqual(listed);
    } finally {
      await page.unroute('**/goals/search');
    }
  });
});
