/** The tracker's option of the background drain (docs/background-sync.md). */
export interface BackgroundSyncOption {
    /**
     * The background drain, where the browser has Background Sync (Chromium; Firefox and Safari
     * ignore it): what a page leaves stored when it closes offline or while the service is down is
     * sent by the tag's service worker once the browser is online, with no page of the site open.
     * The address of `visit-tag-sw.js` as the site's origin serves it (`'/vt/visit-tag-sw.js'`);
     * `true` (a bare `data-background-sync`) means the one beside the script tag; `'site'` means the
     * site's own service worker, which imports `visit-tag/sw`. Default: off.
     * @example createTracker({ siteCode: 'shop', url: 'https://data.example.com', backgroundSync: '/vt/visit-tag-sw.js' })
     */
    backgroundSync?: boolean | string;
}
