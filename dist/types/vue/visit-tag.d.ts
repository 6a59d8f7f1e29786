import type { App } from 'vue';
import type { TrackerOptions } from '../types/tracker-types.js';
/**
 * The Vue plugin: `app.use(visitTag, options)` gives the page's one tracker its options, and starts
 * it once the app is mounted in the browser. An app rendered on the server (`createSSRApp` and
 * `renderToString`) is never mounted there, so on the server nothing starts and no browser global
 * is touched. Components get the tracker with `useVisitTag()`.
 * @example
 * createApp(App).use(router).use(visitTag, { siteCode: 'abc', url: 'https://data.example.com' }).mount('#app');
 */
export declare const visitTag: {
    install(app: App, options?: TrackerOptions): void;
};
