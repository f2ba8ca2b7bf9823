import { describe, expect, it } from 'vitest';
import { imPartyOf, mayChat, type ImAccount } from './im-roles.js';

const SERVICE = 'employee@demo.fair';
const account = (overrides: Partial<ImAccount>): ImAccount => ({
  id: 'acc-x',
  email: 'x@demo.fair',
  name: 'X',
  userType: 'BUYER',
  mediaMember: false,
  disabled: false,
  ...overrides,
});

describe('who has IM (spec §6: SELLER, BUYER, MEMBER; others none)', () => {
  it('makes buyers and members buyers, sellers sellers, the configured service account the customer service', () => {
    expect(imPartyOf(account({ userType: 'BUYER' }), SERVICE)).toBe('BUYER');
    expect(imPartyOf(account({ userType: 'MEMBER' }), SERVICE)).toBe('BUYER');
    expect(imPartyOf(account({ userType: 'SELLER' }), SERVICE)).toBe('SELLER');
    expect(imPartyOf(account({ userType: 'EMPLOYEE', email: SERVICE }), SERVICE)).toBe('SERVICE');
  });

  it('gives groups, employees, media members and disabled accounts no IM', () => {
    expect(imPartyOf(account({ userType: 'GROUP' }), SERVICE)).toBeNull();
    expect(imPartyOf(account({ userType: 'EMPLOYEE' }), SERVICE)).toBeNull();
    expect(imPartyOf(account({ userType: 'BUYER', mediaMember: true }), SERVICE)).toBeNull();
    expect(imPartyOf(account({ userType: 'SELLER', disabled: true }), SERVICE)).toBeNull();
    expect(imPartyOf(account({ userType: 'EMPLOYEE', email: SERVICE, disabled: true }), SERVICE)).toBeNull();
  });

  it('lets a buyer chat with a seller, either way, and both with the customer service, never two of a kind', () => {
    expect(mayChat('BUYER', 'SELLER')).toBe(true);
    expect(mayChat('SELLER', 'BUYER')).toBe(true);
    expect(mayChat('BUYER', 'SERVICE')).toBe(true);
    expect(mayChat('SELLER', 'SERVICE')).toBe(true);
    expect(mayChat('SERVICE', 'BUYER')).toBe(true);
    expect(mayChat('BUYER', 'BUYER')).toBe(false);
    expect(mayChat('SELLER', 'SELLER')).toBe(false);
    expect(mayChat('SERVICE', 'SERVICE')).toBe(false);
  });
});
