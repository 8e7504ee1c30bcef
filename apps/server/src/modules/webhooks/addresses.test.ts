// INT-4: which addresses a webhook may not reach unless allowed. Public addresses pass (the check
// refuses ranges, not everything); every non-public range is named, IPv4 written inside IPv6 too.
import { describe, expect, it } from 'vitest';
import { nonPublicRange, resolveReceiver } from './addresses.js';

describe('webhook receiver addresses', () => {
  it('[INT-4] public addresses pass; loopback, private, link-local, unique-local and the rest are named', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '203.0.113.10', '2606:4700::1111', '[2a00:1450::1]'])
      expect(nonPublicRange(address), address).toBeNull();
    const ranges: [string, string][] = [
      ['127.0.0.1', 'loopback'],
      ['127.255.0.9', 'loopback'],
      ['::1', 'loopback'],
      ['[::1]', 'loopback'],
      ['10.20.30.40', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'],
      ['100.64.0.1', 'carrier-grade NAT'],
      ['169.254.169.254', 'link-local'],
      ['fe80::1', 'link-local'],
      ['fd12:3456::1', 'unique-local'],
      ['fc00::1', 'unique-local'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['224.0.0.1', 'multicast'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['::ffff:a00:1', 'private'],
      ['64:ff9b::a00:1', 'NAT64'],
    ];
    for (const [address, range] of ranges) expect(nonPublicRange(address), address).toBe(range);
    expect(nonPublicRange('172.32.0.1')).toBeNull();
  });

  it('[INT-4] a name is judged by what it resolves to; allowed, the same name passes', async () => {
    await expect(resolveReceiver('localhost', false)).rejects.toThrow(/loopback address: refused/);
    expect((await resolveReceiver('localhost', true)).length).toBeGreaterThan(0);
    await expect(resolveReceiver('[::1]', false)).rejects.toThrow(/refused/);
  });
});
