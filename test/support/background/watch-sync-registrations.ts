import type { CDPSession } from 'playwright-core';
import { SYNC_TAG } from '../../../src/delivery/page/create-background-sync.js';
import { sleep } from '../sleep.js';

/** One service worker registration as the DevTools Protocol reports it. */
export interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** The registrations of a browser context, and the one `sync` the tag asks for, through the DevTools Protocol. */
export interface SyncRegistrations {
  /** The registrations seen so far, by id. */
  registrations: Map<string, Registration>;
  /** The registration whose scope ends with `scope` (the tag's own: `/visit-tag-sw/`), once the browser reported it (10 s at most). */
  tagRegistration: (scope?: string) => Promise<Registration>;
  /** Stops every worker, then dispatches a `sync` of the tag's tag to that registration: the worker starts cold. */
  dispatchColdSync: (origin: string, scope?: string) => Promise<void>;
}

/** The end of the tag's own worker's scope. */
export const TAG_SCOPE = '/visit-tag-sw/';

/**
 * Turns on the ServiceWorker domain of a DevTools Protocol session (a tab of the context, on no
 * page of the site, holds it) and follows its registrations; a `sync` is dispatched with
 * `ServiceWorker.dispatchSyncEvent` after `ServiceWorker.stopAllWorkers`.
 * @example const sync = await watchSyncRegistrations(await context.newCDPSession(blank)); await sync.dispatchColdSync(origin);
 */
export async function watchSyncRegistrations(cdp: CDPSession): Promise<SyncRegistrations> {
  const registrations = new Map<string, Registration>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }: { registrations: Registration[] }) => {
    for (const registration of updated) registrations.set(registration.registrationId, registration);
  });
  await cdp.send('ServiceWorker.enable');
  const tagRegistration = async (scope = TAG_SCOPE) => {
    for (let waited = 0; waited < 10_000; waited += 100) {
      const found = [...registrations.values()].find((r) => !r.isDeleted && r.scopeURL.endsWith(scope));
      if (found) return found;
      await sleep(100);
    }
    throw Error(`no registration of the tag's worker: ${JSON.stringify([...registrations.values()])}`);
  };
  return {
    registrations,
    tagRegistration,
    async dispatchColdSync(origin, scope) {
      const { registrationId } = await tagRegistration(scope);
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: SYNC_TAG, lastChance: false });
    },
  };
}
