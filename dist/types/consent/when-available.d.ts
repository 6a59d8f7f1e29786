/**
 * Uses what `find` returns now or, when it is not there yet and the page is still loading, once
 * more at the window's `load` event; calls `missing` when it never turns up. Returns a function
 * that cancels the wait.
 * @example const cancel = whenAvailable(window, () => window.dataLayer, watch, () => console.warn('no dataLayer'));
 */
export declare function whenAvailable<T>(win: Window, find: () => T | undefined, use: (found: T) => void, missing: () => void): () => void;
