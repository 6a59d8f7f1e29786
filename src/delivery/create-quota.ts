import { KEEPALIVE_MAX_BYTES } from '../event-table.js';

/** The one accountant of keepalive bytes in flight (keepalive fetches and beacons together). */
export interface Quota {
  /** Bytes that may still leave with keepalive or a beacon right now. */
  free(): number;
  /** Reserves `bytes`; false (and nothing reserved) when they do not fit. */
  take(bytes: number): boolean;
  /** Gives reserved bytes back once their request is over. */
  give(bytes: number): void;
}

/**
 * Chromium refuses keepalive fetches and beacons once 64 KiB of them are in flight together
 * (../shared/notes/browser-facts.md): a request over the quota fails, so every keepalive body and
 * beacon reserves its bytes here first and gives them back when it is over.
 * @example const quota = createQuota(); quota.take(40_000); quota.take(40_000) // false
 */
export function createQuota(limit = KEEPALIVE_MAX_BYTES): Quota {
  let used = 0;
  return {
    free: () => limit - used,
    take: (bytes) => used + bytes <= limit && ((used += bytes), true),
    give: (bytes) => void (used -= bytes),
  };
}
