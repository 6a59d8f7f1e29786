/** What to do with a batch after the service answered. */
export type Verdict = 'sent' | 'retry' | 'split' | 'rejected';

/**
 * Maps an HTTP status (0 for a network error) to what the engine does with the batch. Any 2xx is a
 * delivery (the spec answers 202). 413: split the batch. 408, 425, 429 and every other status
 * (network errors, 5xx, unexpected 1xx/3xx): retry later. Every other 4xx (400, 401, 403 and also
 * 404, 410, 422, …): the request itself is wrong, resending the same bytes cannot help, and
 * retrying forever would hold every newer event behind it, so the batch is dropped as `rejected`.
 * @example classifyStatus(202) // 'sent'
 * @example classifyStatus(503) // 'retry'
 */
export function classifyStatus(status: number): Verdict {
  if (status > 199 && status < 300) return 'sent';
  if (status === 413) return 'split';
  return status > 399 && status < 500 && status !== 408 && status !== 425 && status !== 429 ? 'rejected' : 'retry';
}
