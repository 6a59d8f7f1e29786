/**
 * A `dataLayer` array (its `push` may already be wrapped, by Google Tag Manager for one).
 * @example const layer: DataLayer = window.dataLayer;
 */
export type DataLayer = unknown[];

/**
 * Passes every entry of a `dataLayer` to `observe`: those already in it, then each one pushed
 * later, by wrapping `push` (the wrapper calls the previous `push` first, so a wrapper installed
 * before or after this one keeps working). Returns a function that stops watching (and restores
 * `push` when nobody has wrapped it since).
 * @example const unwatch = watchDataLayer(window.dataLayer, (entry) => console.log(entry));
 */
export function watchDataLayer(layer: DataLayer, observe: (entry: unknown) => void): () => void {
  let isWatching = true;
  const previous = layer.push;
  const push = function (this: unknown, ...items: unknown[]): number {
    const length = previous.apply(this, items);
    if (isWatching) items.forEach((item) => observe(item));
    return length;
  };
  Array.prototype.slice.call(layer).forEach((item) => observe(item));
  layer.push = push;
  return () => {
    isWatching = false;
    if (layer.push === push) layer.push = previous;
  };
}
