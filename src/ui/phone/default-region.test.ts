import { describe, expect, it } from 'vitest';
import { defaultPhoneRegion } from './default-region';

describe('the country code a phone input starts with', () => {
  it('is China on the zh-CN page', () => {
    expect(defaultPhoneRegion('zh-CN', ['en-GB'])).toBe('CN');
  });

  it('is the browser’s own region on the en-US page', () => {
    expect(defaultPhoneRegion('en-US', ['en-GB', 'en'])).toBe('GB');
    expect(defaultPhoneRegion('en-US', ['fr', 'es-MX'])).toBe('MX');
    expect(defaultPhoneRegion('en-US', ['zh-CN'])).toBe('CN');
  });

  it('is none chosen when the browser names no region, rather than a guess', () => {
    expect(defaultPhoneRegion('en-US', ['en', 'fr'])).toBeUndefined();
    expect(defaultPhoneRegion('en-US', [])).toBeUndefined();
    expect(defaultPhoneRegion('en-US', ['not a tag', 'es-419'])).toBeUndefined();
  });
});
