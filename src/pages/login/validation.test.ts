import { describe, expect, it } from 'vitest';
import { codeError, errorsOf, nameError, newPasswordError, normalizeTarget, passwordError, targetError } from './validation';

describe('account form checks', () => {
  it('accepts an e-mail address or a phone number with its country code', () => {
    expect(targetError('buyer@demo.fair')).toBeUndefined();
    expect(targetError(' +86 138-0000-0001 ')).toBeUndefined();
    expect(normalizeTarget(' +86 138-0000-0001 ')).toBe('+8613800000001');
    expect(normalizeTarget('0086 13800000001')).toBe('+8613800000001');
    expect(normalizeTarget(' Buyer@Demo.fair ')).toBe('Buyer@Demo.fair');
  });

  it('puts the picked country code before a phone number typed without its own (spec §5)', () => {
    expect(targetError('138 0000 0001', 'CN')).toBeUndefined();
    expect(normalizeTarget('138 0000 0001', 'CN')).toBe('+8613800000001');
    expect(normalizeTarget('07700 900123', 'GB')).toBe('+447700900123');
    expect(normalizeTarget('+86 138 0000 0001', 'GB')).toBe('+8613800000001');
    expect(normalizeTarget('12345@qq.com', 'CN')).toBe('12345@qq.com');
  });

  it('refuses something that is neither', () => {
    expect(targetError('')).toEqual({ id: 'account.error.target' });
    expect(targetError('buyer@')).toEqual({ id: 'account.error.target' });
    expect(targetError('call me')).toEqual({ id: 'account.error.target' });
    expect(targetError('<b>$&</b>\u0000'.repeat(1000))).toEqual({ id: 'account.error.target' });
    expect(targetError('+0 1234 5678')).toEqual({ id: 'phone.error.invalid' });
    // The country code is part of the number: typed, or picked.
    expect(targetError('13800000001')).toEqual({ id: 'phone.error.region' });
  });

  it('says a phone number must not exceed 20 characters (spec §5)', () => {
    expect(targetError('+861380000000100000000')).toEqual({ id: 'phone.maxLength', values: { maxLength: 20 } });
  });

  it('wants a 6-digit code, a password, a new password of 8 characters and a name', () => {
    expect(codeError('123456')).toBeUndefined();
    expect(codeError('12345')).toEqual({ id: 'account.error.code' });
    expect(passwordError('')).toEqual({ id: 'account.error.password' });
    expect(newPasswordError('Fair2026')).toBeUndefined();
    expect(newPasswordError('short')).toEqual({ id: 'account.error.newPassword' });
    expect(nameError('  ')).toEqual({ id: 'account.error.name' });
  });

  it('keeps only the fields that have an error', () => {
    expect(errorsOf({ target: undefined, code: { id: 'account.error.code' } })).toEqual({ code: { id: 'account.error.code' } });
  });
});
