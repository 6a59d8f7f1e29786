/**
 * The tag's conversion memory on this device: one localStorage item named after the cookie, with
 * the order ids converted in the last 30 days (`"<goalId> <orderId>": [nonce, at]`) and the goals
 * converted in the current visit (`goals.nonces`). What the Definitions panel reads, never writes.
 */
export interface ConversionMemory {
  orders?: Record<string, [nonce: string, at: number]>;
  goals?: { inVisit: string; nonces: Record<string, string> };
}

/**
 * Reads the tag's conversion memory (empty when absent, unreadable or not JSON).
 * @example readConversionMemory('visitTag').orders?.['99004 A-1001'] // ['9f1c…', 1764633600000]
 */
export function readConversionMemory(storageName: string): ConversionMemory {
  try {
    const kept = JSON.parse(localStorage.getItem(storageName) ?? '{}') as unknown;
    return kept && typeof kept === 'object' ? kept : {};
  } catch {
    return {};
  }
}
