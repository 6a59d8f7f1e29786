import type { App } from 'vue';
import { getPageTracker, startPageTracker } from '../frameworks/get-page-tracker.js';
import type { TrackerOptions } from '../types/tracker-types.js';

/**
 * The Vue plugin: `app.use(visitTag, options)` gives the page's one tracker its options, and starts
 * it once the app is mounted in the browser. An app rendered on the server (`createSSRApp` and
 * `renderToString`) is never mounted there, so on the server nothing starts and no browser global
 * is touched. Components get the tracker with `useVisitTag()`.
 * @example
 * createApp(App).use(router).use(visitTag, { siteCode: 'abc', url: 'https://data.example.com' }).mount('#app');
 */
export const visitTag = {
  install(app: App, options: TrackerOptions = {}): void {
    getPageTracker(options);
    const mount = app.mount.bind(app);
    // Started after the mount, so the first PAGE sees the page the app rendered.
    app.mount = (...args: Parameters<App['mount']>) => {
      const root = mount(...args);
      startPageTracker();
      return root;
    };
  },
};
