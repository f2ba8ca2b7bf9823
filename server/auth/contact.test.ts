import { describe, expect, it } from 'vitest';
import { normaliseContact } from './contact.js';

describe('normaliseContact', () => {
  it('lower-cases and trims e-mail addresses', () => {
    expect(normaliseContact('  Buyer@Demo.FAIR ')).toEqual({ kind: 'EMAIL', value: 'buyer@demo.fair' });
  });

  it('reads phone numbers with spaces, dashes, brackets or a leading 00 as + and digits', () => {
    expect(normaliseContact('+86 138-0000-0001')).toEqual({ kind: 'PHONE', value: '+8613800000001' });
    expect(normaliseContact('0086 (138) 0000 0001')).toEqual({ kind: 'PHONE', value: '+8613800000001' });
  });

  it('refuses what is neither', () => {
    for (const input of ['', 'buyer', 'buyer@', '@demo.fair', 'a b@demo.fair', '13800000001', '+0123456', '+1234', 'call me']) {
      expect(normaliseContact(input)).toBeNull();
    }
  });
});
