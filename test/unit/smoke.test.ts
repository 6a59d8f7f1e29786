import { describe, expect, it } from 'vitest';
import { createNonce } from '../../src/wire/create-nonce.js';

describe('createNonce', () => {
  it('gives 16 lower-case hex characters, different each call', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{16}$/);
  });
});
