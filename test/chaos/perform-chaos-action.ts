import type { ChaosBrowser } from './chaos-browser.js';
import type { ChaosAction, EarlyDeath, FaultRule } from './chaos-types.js';
import type { ChaosTabs } from './create-chaos-tabs.js';

/**
 * Why the engine's driver cannot do this action or early death (crash, offline and new visitors
 * need commands not every driver has); undefined when it can.
 * @example whyNot(firefox, { atMs: 0, kind: 'crash', tab: 1 }) // 'WebDriver BiDi has no command …'
 */
export function whyNot(browser: ChaosBrowser, action: ChaosAction | EarlyDeath): string | undefined {
  if ('how' in action) return browser.cannot['new visitor'] ?? (action.how === 'crash' ? browser.cannot.crash : undefined);
  if (action.kind === 'crash') return browser.cannot.crash;
  if (action.kind === 'offline' || action.kind === 'online')
    return browser.setOffline ? undefined : (browser.cannot.offline ?? 'not supported');
  return undefined;
}

/**
 * Does one action of the schedule with the run's tabs, server faults and network.
 * @example await performChaosAction({ atMs: 900, kind: 'reload', tab: 2 }, tabs, { setFault, setOffline })
 */
export async function performChaosAction(
  action: ChaosAction,
  tabs: ChaosTabs,
  env: { setFault(rule?: FaultRule): Promise<void>; setOffline(isOffline: boolean): Promise<void> },
): Promise<void> {
  switch (action.kind) {
    case 'track':
      await tabs.track(action.tab, action.conversions);
      // Leaving right after tracking: the debounced flush is under way, or about to be.
      if (action.then === 'reload') await tabs.reload(action.tab);
      else if (action.then === 'navigate') await tabs.navigate(action.tab, 1_000_000 + action.conversions[0].seq);
      else if (action.then === 'close') await tabs.close(action.tab);
      return;
    case 'spa':
      return tabs.spa(action.tab, action.view);
    case 'reload':
    case 'navigate':
    case 'close':
      await tabs.snapshot(action.tab);
      return action.kind === 'navigate' ? tabs.navigate(action.tab, action.view) : tabs[action.kind](action.tab);
    case 'crash':
    case 'open':
      return tabs[action.kind](action.tab);
    case 'offline':
    case 'online':
      return env.setOffline(action.kind === 'offline');
    case 'fault':
      return env.setFault(action.rule);
  }
}
