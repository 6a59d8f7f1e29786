/**
 * Quiet time after the last URL change or `<head>` mutation before a view counts as settled.
 * @example setTimeout(check, SETTLE_QUIET_MS)
 */
export declare const SETTLE_QUIET_MS = 100;
/**
 * The longest a view waits to settle, counted from the URL change that began it.
 * @example setTimeout(settle, SETTLE_MAX_MS)
 */
export declare const SETTLE_MAX_MS = 1000;
/**
 * Returns `touch`, to be called on every URL change. The view has settled, and `onSettled` runs
 * once for all the touches since the first, when neither the URL nor `<head>` (a `<title>` a
 * router renders, `document.title`, a meta tag) has changed for {@link SETTLE_QUIET_MS} and the
 * document has a title (a router may take the old `<title>` away and stream the new one later,
 * in `<body>` where the observer does not look: Next.js App Router does); at the
 * latest {@link SETTLE_MAX_MS} after the first touch; at once when the page is hidden or left
 * (`visibilitychange` to hidden, `pagehide`), so a view is never lost to a short stay. The hide
 * listeners are added here, before the delivery engine's, so the view is queued before the
 * engine's page-hide beacon leaves.
 * @example const touch = whenViewSettles(window, () => tracker.trackPageView()); history.pushState({}, '', '/a'); touch();
 */
export declare function whenViewSettles(win: Window, onSettled: () => void): () => void;
