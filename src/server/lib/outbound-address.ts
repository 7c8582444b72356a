import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from './guarded-fetch-address.ts';

/**
 * The rules of outbound addresses the app sends to on a user's or an admin's say (webhooks, ntfy, Web Push:
 * docs/api/doors.md, "Webhooks" and "Phone notifications"): public addresses only, unless the allow-list
 * (WEBHOOK_ALLOWED_CIDRS) holds them; cloud metadata addresses never.
 */

/** One CIDR of the allow-list, parsed once. */
export type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Cloud metadata services: refused even when the allow-list holds them. */
const METADATA_ADDRESSES = ['169.254.169.254', 'fd00:ec2::254'].map((a) => ipaddr.parse(a).toNormalizedString());

/** Parses a comma-separated list of CIDRs (a bare address is its own /32 or /128); throws naming a bad entry. */
export function parseCidrList(raw: string): Cidr[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        if (entry.includes('/')) return ipaddr.parseCIDR(entry);
        const address = ipaddr.parse(entry);
        return [address, address.kind() === 'ipv4' ? 32 : 128] as Cidr;
      } catch {
        throw new Error(`'${entry}' is not a CIDR range`);
      }
    });
}

/** True for 169.254.169.254 and fd00:ec2::254, however written (IPv4-mapped included). */
export function isMetadataAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return METADATA_ADDRESSES.includes(ipaddr.process(address).toNormalizedString());
}

/** True when the app may connect to `address`: not a metadata address, and public or in `allowed`. */
export function isAllowedTarget(address: string, allowed: readonly Cidr[]): boolean {
  if (!ipaddr.isValid(address) || isMetadataAddress(address)) return false;
  if (isPublicAddress(address)) return true;
  const parsed = ipaddr.process(address);
  return allowed.some(([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits));
}

/** The host of a URL as an address literal (brackets off), or undefined for a host name. */
export function addressLiteral(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(host) && (host.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(host)) ? host : undefined;
}

export interface OutboundUrlRules {
  /** Only https (Web Push endpoints). */
  httpsOnly?: boolean;
  maxLength: number;
  allowed: readonly Cidr[];
}

/**
 * Why `raw` cannot be an outbound target, or undefined when it can. The URL parser has already turned hex,
 * octal and decimal IPv4 forms into dotted ones, and IPv4-mapped IPv6 is unwrapped before the check; a host
 * name is checked after resolution at each send (outboundLookup).
 */
export function outboundUrlProblem(raw: string, rules: OutboundUrlRules): string | undefined {
  if (raw.length > rules.maxLength) return `must be at most ${rules.maxLength} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (rules.httpsOnly ? url.protocol !== 'https:' : url.protocol !== 'http:' && url.protocol !== 'https:') {
    return rules.httpsOnly ? 'must be an https URL' : 'must be an http or https URL';
  }
  if (url.username || url.password) return 'must not hold a user name or password';
  if (!url.hostname) return 'must name a host';
  const literal = addressLiteral(url);
  if (literal !== undefined && isMetadataAddress(literal)) return 'must not be a cloud metadata address';
  if (literal !== undefined && !isAllowedTarget(literal, rules.allowed)) {
    return 'must not be a loopback, private or other non-public address';
  }
  return undefined;
}

/** Thrown (as a socket error) when a host name resolves to an address the rules refuse. */
export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';
}

/**
 * A DNS lookup for sockets that answers only allowed addresses: the address checked is the address connected
 * to, so a second DNS answer cannot slip a private address in.
 */
export function outboundLookup(allowed: readonly Cidr[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const refused = addresses.find((a) => !isAllowedTarget(a.address, allowed));
      if (addresses.length === 0 || refused) {
        return callback(
          new RefusedAddressError(`${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not allowed`),
          '',
          4,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
