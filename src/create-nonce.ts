/**
 * A new event nonce: 16 lower-case hexadecimal characters (64 random bits) from
 * `crypto.getRandomValues`. An event keeps its nonce for its whole life, resends included, so the
 * service can drop duplicates.
 * @example createNonce() // '9f1c0a7e3b5d2468'
 */
export function createNonce(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(8));
  let hex = '';
  for (let i = 0; i < 8; i++) hex += (bytes[i]! + 0x100).toString(16).slice(1);
  return hex;
}
