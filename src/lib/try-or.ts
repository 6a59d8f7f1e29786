/**
 * The result of `action`, or `otherwise` when it throws: for browser storage, which throws where it
 * is blocked (SecurityError), full (QuotaExceededError) or gone, and whose failure must never reach
 * the host page.
 * @example tryOr(() => localStorage.getItem('k'), null) // null where localStorage is blocked
 */
export const tryOr = <T>(action: () => T, otherwise: T): T => {
  try {
    return action();
  } catch {
    return otherwise;
  }
};
