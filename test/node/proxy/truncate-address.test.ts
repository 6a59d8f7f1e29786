import { describe, expect, it } from 'vitest';
import { truncateAddress } from '../../../src/proxy/truncate-address.js';

describe('truncateAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0'],
    ['10.0.0.255', '10.0.0.0'],
    ['::ffff:192.0.2.128', '192.0.2.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['[2001:db8:1:2::9]', '2001:db8:1::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
    ['::1', '0:0:0::'],
  ])('%s → %s', (address, truncated) => expect(truncateAddress(address)).toBe(truncated));

  it.each(['', 'localhost', '256.1.1.1', '1.2.3', '1:2:3:4:5:6:7:8:9', '1::2::3', '12345::'])('%j is no address: undefined', (text) =>
    expect(truncateAddress(text)).toBeUndefined(),
  );
});
