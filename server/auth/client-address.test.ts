import { describe, expect, it } from 'vitest';
import { throttledAddressOf } from './client-address.js';

describe('the address a throttle counts a client by', () => {
  it('keeps an IPv4 address, and reads one mapped into IPv6 as IPv4', () => {
    expect(throttledAddressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(throttledAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 as one client', () => {
    expect(throttledAddressOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttledAddressOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(throttledAddressOf('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(throttledAddressOf('::1')).toBe('0:0:0:0::/64');
  });
});
