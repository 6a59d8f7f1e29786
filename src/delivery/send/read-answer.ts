/**
 * What an answer means for the batch it answers: `sent` (any 2xx: the spec answers 202), `split`
 * (413 on more than one event: send it in halves), `rejected` (every other 4xx but 408, 413, 425
 * and 429: the request itself is wrong, the same bytes cannot succeed, and retrying forever would
 * hold every newer event behind it), or `retry` (network error as status 0, 5xx, 408, 425, 429, a
 * 413 on one event, which is the service's hiccup since an event over the body limit is dropped
 * before it is sent, and anything unexpected such as a 1xx or 3xx).
 */
export type Verdict = 'sent' | 'split' | 'rejected' | 'retry';

/** 4xx answers that say "not now" rather than "never": retried. 413 is split first. */
const RETRIED_4XX = [408, 413, 425, 429];

/**
 * Turns a status into a verdict for a batch of `count` events.
 * @example readAnswer(202, 5) // 'sent'
 * @example readAnswer(413, 5) // 'split'
 * @example readAnswer(404, 5) // 'rejected'
 * @example readAnswer(0, 5) // 'retry' (network error)
 */
export function readAnswer(status: number, count: number): Verdict {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 413 && count > 1) return 'split';
  if (status >= 400 && status < 500 && !RETRIED_4XX.includes(status)) return 'rejected';
  return 'retry';
}
