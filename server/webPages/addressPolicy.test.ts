import { describe, expect, test } from 'vitest';
import { isLoopbackAddress, judgeAddress, parseAddress } from './addressPolicy.ts';

const refused: [address: string, why: string][] = [
  // IPv4 loopback and "this network"
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['127.1', 'loopback, short form'],
  ['2130706433', 'loopback, decimal'],
  ['0177.0.0.1', 'loopback, octal'],
  ['0x7f.1', 'loopback, hex short'],
  ['0x7f000001', 'loopback, hex long'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'this network 0/8'],
  // private
  ['10.0.0.1', 'private 10/8'],
  ['10.255.255.255', 'private 10/8'],
  ['012.0.0.1', 'private 10/8, octal'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.254', 'private 172.16/12'],
  ['192.168.0.1', 'private 192.168/16'],
  ['192.168.255.255', 'private 192.168/16'],
  ['3232235521', 'private 192.168.0.1, decimal'],
  // carrier-grade NAT, link-local, metadata
  ['100.64.0.1', 'CGNAT'],
  ['100.127.255.254', 'CGNAT'],
  ['169.254.169.254', 'cloud metadata'],
  ['169.254.0.1', 'link-local'],
  ['0xa9fea9fe', 'metadata, hex'],
  // special purpose
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.10', 'documentation TEST-NET-1'],
  ['198.51.100.7', 'documentation TEST-NET-2'],
  ['203.0.113.99', 'documentation TEST-NET-3'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast SSDP'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  // IPv6 loopback, unspecified, local
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback, long form'],
  ['::', 'unspecified'],
  ['fe80::1', 'link-local'],
  ['febf::1', 'link-local upper end'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['fec0::1', 'deprecated site-local'],
  ['ff02::1', 'multicast'],
  ['fe80::1%eth0', 'scoped link-local'],
  // IPv4 inside IPv6
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['::ffff:0:127.0.0.1', 'IPv4-translated loopback'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::7f00:1', 'IPv4-compatible loopback, hex'],
  ['::808:808', 'IPv4-compatible (deprecated even for public addresses)'],
  ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
  ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
  ['64:ff9b:1::1', 'local-use NAT64'],
  ['2002:7f00:1::', '6to4 of 127.0.0.1'],
  ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
  ['2002:a9fe:a9fe::1', '6to4 of metadata'],
  // IPv6 special-purpose
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation (RFC 9637)'],
  ['2001::1', 'Teredo'],
  ['2001:2::1', 'benchmarking'],
  ['2001:10::1', 'ORCHID'],
  ['100::1', 'discard-only'],
  ['4000::1', 'outside global unicast'],
  ['5f00::1', 'segment routing'],
  // not addresses at all
  ['', 'empty'],
  ['example.com', 'a name'],
  ['999.1.1.1', 'out of range'],
];

const allowed: [address: string, why: string][] = [
  ['8.8.8.8', 'public DNS'],
  ['1.1.1.1', 'public DNS'],
  ['93.184.216.34', 'public web server'],
  ['172.15.255.255', 'just below 172.16/12'],
  ['172.32.0.1', 'just above 172.16/12'],
  ['100.63.255.255', 'just below CGNAT'],
  ['100.128.0.1', 'just above CGNAT'],
  ['169.253.255.255', 'just below link-local'],
  ['192.167.255.255', 'just below 192.168/16'],
  ['198.17.255.255', 'just below benchmarking'],
  ['223.255.255.254', 'just below multicast'],
  ['11.0.0.1', 'just above 10/8'],
  ['126.255.255.255', 'just below loopback'],
  ['128.0.0.1', 'just above loopback'],
  ['2606:4700:4700::1111', 'public IPv6'],
  ['2a00:1450:4001:80b::200e', 'public IPv6'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['64:ff9b::808:808', 'NAT64 of 8.8.8.8'],
  ['2002:808:808::1', '6to4 of 8.8.8.8'],
];

describe('judgeAddress', () => {
  test.each(refused)('refuses %s (%s)', (address) => {
    const verdict = judgeAddress(address);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).not.toBe('');
  });

  test.each(allowed)('allows %s (%s)', (address) => {
    expect(judgeAddress(address).allowed).toBe(true);
  });

  test('names the kind of address it refuses', () => {
    expect(judgeAddress('169.254.169.254')).toEqual({
      allowed: false,
      reason: expect.stringContaining('link-local'),
    });
    expect(judgeAddress('::ffff:127.0.0.1')).toEqual({
      allowed: false,
      reason: expect.stringMatching(/IPv4-mapped.*loopback/),
    });
    expect(judgeAddress('64:ff9b::a00:1')).toEqual({
      allowed: false,
      reason: expect.stringMatching(/NAT64.*private/),
    });
  });
});

describe('parseAddress', () => {
  test('reads every IPv4 notation the URL parser accepts as the same address', () => {
    for (const form of ['127.0.0.1', '2130706433', '0177.0.0.1', '0x7f.1', '127.1', '0x7f.0.0.1']) {
      expect(parseAddress(form)?.toString()).toBe('127.0.0.1');
    }
  });

  test('accepts bracketed IPv6', () => {
    expect(parseAddress('[::1]')?.toString()).toBe('::1');
  });
});

describe('isLoopbackAddress', () => {
  test('knows loopback in both families and only loopback', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('127.0.0.2')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
    expect(isLoopbackAddress('8.8.8.8')).toBe(false);
    expect(isLoopbackAddress('news.test')).toBe(false);
  });
});
