/**
 * A page the browser prerenders (speculation rules, the address bar) may never be shown. While it
 * is prerendering, this defers `start` to its activation (`prerenderingchange`) and says so, so a
 * page nobody saw writes no cookie, opens no storage, sends nothing and counts no view.
 * @example if (deferWhilePrerendering(document, () => tracker.start())) return; // starts when shown
 */
export declare function deferWhilePrerendering(doc: Document & {
    prerendering?: boolean;
}, start: () => unknown): boolean;
