/**
 * A new event nonce: 16 lower-case hexadecimal characters (64 random bits) from
 * `crypto.getRandomValues`. An event keeps its nonce for its whole life, resends included, so the
 * service can drop duplicates.
 * @example createNonce() // '9f1c0a7e3b5d2468'
 */
export function createNonce(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  let hex = '';
  for (const byte of random.getRandomValues(new Uint8Array(8))) hex += (byte + 0x100).toString(16).slice(1);
  return hex;
}
