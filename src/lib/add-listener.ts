/**
 * Adds a listener to a set and returns the function that removes it again (the `on*` convention:
 * a subscription returns its unsubscribe).
 * @example const off = addListener(listeners, (outcome) => console.log(outcome)); off();
 */
export function addListener<T>(listeners: Set<(value: T) => void>, listener: (value: T) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
