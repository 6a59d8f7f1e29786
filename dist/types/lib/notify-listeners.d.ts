/**
 * Hands a value to every listener. A listener that throws does not stop the others, nor the code
 * that notifies: a site's broken callback must never break delivery.
 * @example notifyListeners(new Set([(outcome) => console.log(outcome.type)]), outcome)
 */
export declare function notifyListeners<T>(listeners: Set<(value: T) => void>, value: T): void;
