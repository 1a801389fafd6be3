import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses the page fetcher may connect to. Allow-list thinking: an IPv4 address must be
 * ordinary global unicast; an IPv6 address must sit in global unicast space (2000::/3) outside every
 * special-purpose block. IPv6 forms that carry an IPv4 address (IPv4-mapped, IPv4-translated, NAT64
 * 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 address they carry.
 */

export type AddressVerdict = { allowed: true; address: string } | { allowed: false; reason: string };

type IP = ipaddr.IPv4 | ipaddr.IPv6;

/** Readable names for the IPv4 ranges ipaddr.js knows, as they appear in logs and error details. */
const IPV4_REASONS: Record<string, string> = {
  unspecified: 'unspecified address (0.0.0.0/8)',
  broadcast: 'broadcast address',
  multicast: 'multicast address',
  linkLocal: 'link-local address (169.254.0.0/16, cloud metadata)',
  loopback: 'loopback address (127.0.0.0/8)',
  carrierGradeNat: 'carrier-grade NAT address (100.64.0.0/10)',
  private: 'private network address',
  reserved: 'reserved, benchmarking or documentation address',
  as112: 'AS112 DNS sink address',
  amt: 'AMT relay address',
};

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** RFC 6052 well-known NAT64 prefix: the last 32 bits are the IPv4 address. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

function judgeIPv4(address: ipaddr.IPv4): AddressVerdict {
  const range = address.range();
  if (range === 'unicast') return { allowed: true, address: address.toString() };
  return { allowed: false, reason: IPV4_REASONS[range] ?? `special-purpose address (${range})` };
}

function embeddedIPv4(address: ipaddr.IPv6, firstByte: number): ipaddr.IPv4 {
  const bytes = address.toByteArray().slice(firstByte, firstByte + 4);
  return new ipaddr.IPv4(bytes);
}

function judgeCarried(carrier: string, carried: ipaddr.IPv4, original: ipaddr.IPv6): AddressVerdict {
  const verdict = judgeIPv4(carried);
  if (verdict.allowed) return { allowed: true, address: original.toString() };
  return { allowed: false, reason: `${carrier} form of a ${verdict.reason}` };
}

function judgeIPv6(address: ipaddr.IPv6): AddressVerdict {
  // A zone index ("fe80::1%eth0") only means something on a local link.
  if (address.zoneId) return { allowed: false, reason: 'scoped (zone) address' };
  const range = address.range();
  switch (range) {
    case 'ipv4Mapped':
      return judgeCarried('IPv4-mapped IPv6', embeddedIPv4(address, 12), address);
    case 'rfc6145':
      return judgeCarried('IPv4-translated IPv6', embeddedIPv4(address, 12), address);
    case 'rfc6052':
      // Only the well-known /96 carries an address we can judge; the local-use /48 is a private prefix.
      if (address.match(NAT64_WELL_KNOWN)) return judgeCarried('NAT64', embeddedIPv4(address, 12), address);
      return { allowed: false, reason: 'local-use NAT64 address (64:ff9b:1::/48)' };
    case '6to4':
      return judgeCarried('6to4', embeddedIPv4(address, 2), address);
    case 'unicast':
      if (address.match(GLOBAL_UNICAST_V6)) return { allowed: true, address: address.toString() };
      // Everything below 2000::/3 that ipaddr.js calls unicast is unassigned or deprecated
      // (IPv4-compatible ::/96 among them).
      return { allowed: false, reason: 'IPv6 address outside global unicast space' };
    case 'loopback':
      return { allowed: false, reason: 'loopback address (::1)' };
    case 'unspecified':
      return { allowed: false, reason: 'unspecified address (::)' };
    case 'linkLocal':
      return { allowed: false, reason: 'link-local address (fe80::/10)' };
    case 'uniqueLocal':
      return { allowed: false, reason: 'unique-local address (fc00::/7)' };
    case 'multicast':
      return { allowed: false, reason: 'multicast address' };
    default:
      return { allowed: false, reason: `special-purpose IPv6 address (${range})` };
  }
}

/** Parses an address in any form ipaddr.js accepts (decimal, octal, hex, short IPv4; any IPv6 form). */
export function parseAddress(text: string): IP | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return null;
  try {
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

export function isIpLiteral(host: string): boolean {
  return parseAddress(host) !== null;
}

/** Decides whether one address may be connected to. Unparseable input is refused. */
export function judgeAddress(text: string): AddressVerdict {
  const address = parseAddress(text);
  if (!address) return { allowed: false, reason: 'not an IP address' };
  return address.kind() === 'ipv4' ? judgeIPv4(address as ipaddr.IPv4) : judgeIPv6(address as ipaddr.IPv6);
}

export function isLoopbackAddress(text: string): boolean {
  const address = parseAddress(text);
  if (!address) return false;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address().range() === 'loopback';
  }
  return address.range() === 'loopback';
}
