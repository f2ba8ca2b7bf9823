import { describe, expect, it } from 'vitest';
import { userTypeOf, VISITOR, type Session, type UserType } from './session';
import { sourcingRequestPermission } from './sourcing-request';

const member = (userType: UserType, companyInfoCompleted = true): Session => ({ status: 'authenticated', id: 'u1', userType, companyInfoCompleted });

describe('sourcingRequestPermission', () => {
  it('asks a visitor to log in', () => expect(sourcingRequestPermission(VISITOR)).toBe('login'));

  it.each<UserType>(['SELLER', 'GROUP', 'EMPLOYEE'])('refuses a %s: only buyers may post sourcing requests', (userType) => {
    expect(sourcingRequestPermission(member(userType))).toBe('notBuyer');
  });

  it('sends a buyer without completed company info to complete it', () => {
    expect(sourcingRequestPermission(member('BUYER', false))).toBe('companyIncomplete');
  });

  it('allows a buyer with completed company info', () => expect(sourcingRequestPermission(member('BUYER'))).toBe('allowed'));

  it('treats a MEMBER as a buyer', () => {
    expect(sourcingRequestPermission(member(userTypeOf('MEMBER')!))).toBe('allowed');
  });

  it('checks the user type before the company info: a seller without company info is still refused as a non-buyer', () => {
    expect(sourcingRequestPermission(member('SELLER', false))).toBe('notBuyer');
  });
});
