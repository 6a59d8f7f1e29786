/**
 * Uses what `find` returns now or, when it is not there yet and the page is still loading, once
 * more at the window's `load` event; calls `missing` when it never turns up. Returns a function
 * that cancels the wait.
 * @example const cancel = whenAvailable(window, () => window.dataLayer, watch, () => console.warn('no dataLayer'));
 */
export function whenAvailable<T>(win: Window, find: () => T | undefined, use: (found: T) => void, missing: () => void): () => void {
  const found = find();
  if (found !== undefined) {
    use(found);
    return () => {};
  }
  if (win.document.readyState === 'complete') {
    missing();
    return () => {};
  }
  const retry = (): void => {
    const later = find();
    if (later === undefined) missing();
    else use(later);
  };
  win.addEventListener('load', retry, { once: true });
  return () => win.removeEventListener('load', retry);
}
