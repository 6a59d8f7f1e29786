import type { EngineCapabilities, EngineName } from './engine-types.js';

/**
 * What each driver cannot do, and why, known before launch so a scenario can be declared skipped
 * with its reason in its name (`it.skipIf(reason)`), never silently.
 *
 * @example
 * const reason = ENGINE_CAPABILITIES.webkit.offline; // a sentence, or null
 */
export const ENGINE_CAPABILITIES: Record<EngineName, EngineCapabilities> = {
  chromium: { offline: null, initScript: null },
  firefox: { offline: null, initScript: null },
  webkit: {
    offline:
      'WebKitWebDriver speaks classic WebDriver only (it refuses BiDi), which has no network-conditions command, and MiniBrowser has no offline switch',
    initScript:
      'classic WebDriver has no preload-script command (BiDi script.addPreloadScript is refused): scenarios put their setup in the fixture page, read from its URL',
  },
};
