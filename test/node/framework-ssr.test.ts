// Issue 22, item 3: the framework entries on the server. React's renderToString and Vue's
// createSSRApp + renderToString render an app that uses visit-tag/react or visit-tag/vue (the
// built entries in dist/, imported by the package's name as a server imports them). Neither throws, the markup is only the app's,
// and no code of the package reads a browser global: each one is a trap on globalThis that
// records every read made from a file under dist/ (React and Vue may look for `window` themselves).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve, sep } from 'node:path';

const dist = resolve(import.meta.dirname, '../../dist') + sep;
// `navigator` is not among them: Node has its own since Node 21, and getConsent() reads
// globalPrivacyControl from it (absent there, so consent is the site's default, as in the page).
const BROWSER_GLOBALS = [
  'window',
  'document',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'addEventListener',
  'requestIdleCallback',
];
const touched: string[] = [];
// Newer Node versions have some of them (navigator since Node 21): those are put back afterwards.
const own = new Map(BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));

beforeAll(() => {
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // Line 0 is "Error", line 1 this getter, line 2 the code that read the global.
        const reader = new Error().stack?.split('\n')[2] ?? '';
        if (reader.includes(dist)) touched.push(`${name} from ${reader.trim()}`);
        const descriptor = own.get(name);
        return (descriptor?.get ? descriptor.get.call(globalThis) : descriptor?.value) as unknown;
      },
    });
  }
});
afterAll(() => {
  for (const [name, descriptor] of own) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

describe('the framework entries on the server', () => {
  it('visit-tag/react: <VisitTag> and useVisitTag() render the app only, under StrictMode, touching no browser global', async () => {
    const { createElement, StrictMode } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { VisitTag, useVisitTag } = await import('visit-tag/react');
    function BuyButton() {
      const tracker = useVisitTag();
      return createElement('button', { onClick: () => tracker.trackConversion(12) }, `Buy (${tracker.getConsent()})`);
    }
    const app = createElement(
      StrictMode,
      null,
      createElement(VisitTag, { siteCode: 'abc', url: 'https://data.example.com' }, createElement(BuyButton)),
      createElement(VisitTag, { siteCode: 'abc', url: 'https://data.example.com' }),
    );
    expect(renderToString(app)).toBe('<button>Buy (granted)</button>');
    expect(touched).toEqual([]);
  });

  it('visit-tag/vue: app.use(visitTag, options) and useVisitTag() render the app only, touching no browser global', async () => {
    const { createSSRApp, h } = await import('vue');
    const { renderToString } = await import('vue/server-renderer');
    const { visitTag, useVisitTag } = await import('visit-tag/vue');
    const app = createSSRApp({
      setup() {
        const tracker = useVisitTag();
        return () => h('button', { onClick: () => tracker.trackConversion(12) }, `Buy (${tracker.getConsent()})`);
      },
    }).use(visitTag, { siteCode: 'abc', url: 'https://data.example.com' });
    expect(await renderToString(app)).toBe('<button>Buy (granted)</button>');
    expect(touched).toEqual([]);
  });
});
