/**
 * Quiet time after the last URL change or `<head>` mutation before a view counts as settled.
 * @example setTimeout(check, SETTLE_QUIET_MS)
 */
export const SETTLE_QUIET_MS = 100;
/**
 * The longest a view waits to settle, counted from the URL change that began it.
 * @example setTimeout(settle, SETTLE_MAX_MS)
 */
export const SETTLE_MAX_MS = 1000;

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
export function whenViewSettles(win: Window, onSettled: () => void): () => void {
  let isSettling = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    if (isSettling) {
      isSettling = false;
      clearTimeout(quietTimer);
      clearTimeout(maxTimer);
      observer.disconnect();
      onSettled();
    }
  };
  // Quiet: settled if the new view has its title by now, else it waits one more quiet time (a touch).
  const settleWhenTitled = () => {
    if (win.document.title) settle();
    else touch();
  };
  const touch = () => {
    if (!isSettling) {
      isSettling = true;
      maxTimer = setTimeout(settle, SETTLE_MAX_MS);
      observer.observe(win.document.head, { subtree: true, childList: true, characterData: true });
    }
    clearTimeout(quietTimer);
    quietTimer = setTimeout(settleWhenTitled, SETTLE_QUIET_MS);
  };
  // Called back with the mutations, which it ignores: any change in <head> restarts the quiet time.
  const observer = new (win as Window & typeof globalThis).MutationObserver(touch);
  win.addEventListener('pagehide', settle);
  win.addEventListener('visibilitychange', () => {
    if (win.document.hidden) settle();
  });
  return touch;
}
