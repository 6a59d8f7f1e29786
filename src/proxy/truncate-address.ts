/**
 * An IP address with its host part set to zero, as analytics services anonymise: the last octet of
 * IPv4, the last 80 bits of IPv6 (an IPv4-mapped IPv6 address is truncated as IPv4). Anything that
 * is not an address gives undefined.
 * @example truncateAddress('203.0.113.7') // '203.0.113.0'; truncateAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348') // '2001:db8:85a3::'
 */
export function truncateAddress(address: string): string | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return truncateAddress(mapped[1]);
  const octets = address.split('.');
  if (octets.length === 4) {
    if (!octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)) return undefined;
    return [...octets.slice(0, 3).map(Number), 0].join('.');
  }
  const groups = expandIpv6(address);
  if (!groups) return undefined;
  // 128 - 80 = 48 bits kept: the first three groups.
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::`;
}

/** The eight 16-bit groups of an IPv6 address (zone index dropped), or undefined. */
function expandIpv6(address: string): number[] | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!/^[0-9a-f:]+$/i.test(bare)) return undefined;
  const halves = bare.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return groups.map((group) => parseInt(group, 16));
}
