/**
 * An IP address with its host part set to zero, as analytics services anonymise: the last octet of
 * IPv4, the last 80 bits of IPv6 (an IPv4-mapped IPv6 address is truncated as IPv4). Anything that
 * is not an address gives undefined.
 * @example truncateAddress('203.0.113.7') // '203.0.113.0'; truncateAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348') // '2001:db8:85a3::'
 */
export declare function truncateAddress(address: string): string | undefined;
