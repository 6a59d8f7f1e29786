import type { EnginePage } from '../../support/engines/launch-engine.js';

/** What the tag in the page (or in its iframe) says. */
export interface TagView {
  consent: string;
  /** Events the tag dropped for consent, counted from its `dropped` outcomes. */
  dropped: number;
  queued: number;
  hasTcfApi: boolean;
  log: string[];
}

/**
 * Waits for the fixture page's scripts (and the iframe's, with `inFrame`) and for the tag.
 * @example await whenScenarioReady(page);
 */
export function whenScenarioReady(page: EnginePage, inFrame = false): Promise<void> {
  return page.evaluate(async (frame: boolean) => {
    type Scenario = Window & { scenarioLoaded?: boolean; visitTag?: unknown };
    const target = (): Scenario | null => (frame ? (document.querySelector('iframe')?.contentWindow as Scenario | null) : window);
    const deadline = Date.now() + 10_000;
    while (!target()?.scenarioLoaded || !target()?.visitTag) {
      if (Date.now() > deadline) throw new Error('the scenario page never loaded');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, inFrame);
}

/**
 * Flushes the tag and reads its consent, counters and queue.
 * @example expect((await viewTag(page)).consent).toBe('granted');
 */
export function viewTag(page: EnginePage, inFrame = false): Promise<TagView> {
  return page.evaluate(async (frame: boolean) => {
    type Tag = {
      getConsent(): string;
      flush(): Promise<void>;
      getQueued(): Promise<unknown[]>;
    };
    type Scenario = Window & { visitTag: Tag; __tcfapi?: unknown; scenarioLog?: string[]; scenarioDropped: number };
    const win = (frame ? document.querySelector('iframe')!.contentWindow : window) as Scenario;
    await win.visitTag.flush();
    return {
      consent: win.visitTag.getConsent(),
      dropped: win.scenarioDropped,
      queued: (await win.visitTag.getQueued()).length,
      hasTcfApi: typeof win.__tcfapi === 'function',
      log: win.scenarioLog ?? [],
    };
  }, inFrame);
}

/**
 * Runs page code (a CMP button, a gtag command) given as an expression.
 * @example await act(page, 'testCmp.accept()');
 */
export const act = (page: EnginePage, expression: string): Promise<unknown> => page.evaluate(`(() => { ${expression}; return null; })()`);

/**
 * Tracks a conversion in the page's tag and returns its nonce.
 * @example const nonce = await trackConversion(page, 21);
 */
export const trackConversion = (page: EnginePage, goalId: number): Promise<string> =>
  page.evaluate(
    (id: number) => (window as unknown as { visitTag: { trackConversion(id: number): string } }).visitTag.trackConversion(id),
    goalId,
  );

/** What the browser keeps for the page's origin: IndexedDB databases by name, and cookies by name. */
export interface DeviceView {
  databases: string[];
  cookies: string[];
}

/**
 * Lists what the page's origin holds: `indexedDB.databases()` in the page, and the cookies as the
 * browser keeps them (the driver's view, not only document.cookie).
 * @example expect(await readDevice(page)).toEqual({ databases: [], cookies: [] });
 */
export async function readDevice(page: EnginePage): Promise<DeviceView> {
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? '').sort());
  const cookies = (await page.getCookies())
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => cookie.name)
    .sort();
  return { databases, cookies };
}
