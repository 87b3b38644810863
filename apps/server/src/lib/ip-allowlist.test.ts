import { describe, expect, it } from 'vitest';
import { ipAllowed } from './ip-allowlist';

describe('an API client IP allow-list', () => {
  it('lets any address through when it is empty', () => {
    expect(ipAllowed([], '203.0.113.9')).toBe(true);
  });

  it('lets through listed addresses and addresses inside listed ranges only', () => {
    const list = ['203.0.113.9', '10.20.0.0/16', '2001:db8::/32'];
    expect(ipAllowed(list, '203.0.113.9')).toBe(true);
    expect(ipAllowed(list, '10.20.255.1')).toBe(true);
    expect(ipAllowed(list, '2001:db8::42')).toBe(true);
    expect(ipAllowed(list, '203.0.113.10')).toBe(false);
    expect(ipAllowed(list, '10.21.0.1')).toBe(false);
    expect(ipAllowed(list, '2001:db9::1')).toBe(false);
  });

  it('reads an IPv4 address a dual-stack socket reports as IPv6 as the IPv4 address', () => {
    expect(ipAllowed(['127.0.0.1'], '::ffff:127.0.0.1')).toBe(true);
    expect(ipAllowed(['127.0.0.1'], '::ffff:127.0.0.2')).toBe(false);
  });

  it('lets nothing through for an address it cannot read', () => {
    expect(ipAllowed(['127.0.0.1'], 'unknown')).toBe(false);
  });
});
