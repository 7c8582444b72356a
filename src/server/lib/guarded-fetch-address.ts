import ipaddr from 'ipaddr.js';

/**
 * True for an address on the public internet: ipaddr.js's 'unicast' range, after unwrapping
 * IPv4-mapped IPv6. Loopback, private, link-local, CGNAT, multicast, unspecified, unique-local,
 * documentation, 6to4/Teredo and every other special range are not public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}
