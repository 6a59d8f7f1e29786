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
export declare function watchDataLayer(layer: DataLayer, observe: (entry: unknown) => void): () => void;
