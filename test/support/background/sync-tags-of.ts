import type { Page } from 'playwright-core';

/**
 * The one-off Background Sync tags pending on the page's registration whose scope ends with
 * `scopeEnd` (`/visit-tag-sw/`: the tag's own worker; a site's scope for its worker), [] without
 * such a registration. Chromium only.
 * @example await expect.poll(() => syncTagsOf(page, '/visit-tag-sw/')).toContain('visit-tag-flush');
 */
export function syncTagsOf(page: Page, scopeEnd: string): Promise<string[]> {
  return page.evaluate(async (end) => {
    type SyncRegistration = ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
    const registrations = (await navigator.serviceWorker.getRegistrations()) as SyncRegistration[];
    return (await registrations.find((registration) => registration.scope.endsWith(end))?.sync.getTags()) ?? [];
  }, scopeEnd);
}
