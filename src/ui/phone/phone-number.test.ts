import { describe, expect, it } from 'vitest';
import { composePhoneNumber, looksLikePhoneNumber, nationalPartOf, PHONE_MAX_LENGTH, phoneLengthError, phoneNumberError, regionOfNumber } from './phone-number';

describe('the number a phone input sends (spec §5; E.164 as server/auth/contact.ts stores it)', () => {
  it('puts the picked region’s code before the national digits, without spaces, dashes or brackets', () => {
    expect(composePhoneNumber('138 0013-8000', 'CN')).toBe('+8613800138000');
    expect(composePhoneNumber('(415) 555-0100', 'US')).toBe('+14155550100');
  });

  it('drops the trunk 0 dialled only at home, except where the 0 is part of the number', () => {
    expect(composePhoneNumber('07700 900123', 'GB')).toBe('+447700900123');
    expect(composePhoneNumber('030 1234567', 'DE')).toBe('+49301234567');
    expect(composePhoneNumber('06 6982 0000', 'IT')).toBe('+390669820000');
  });

  it('keeps the code of a number typed with its own + or 00, whatever is picked', () => {
    expect(composePhoneNumber('+44 7700 900123', 'CN')).toBe('+447700900123');
    expect(composePhoneNumber('0086 138 0013 8000', 'US')).toBe('+8613800138000');
  });

  it('has no number to send when no region is picked for a number without its code', () => {
    expect(composePhoneNumber('7700 900123', undefined)).toBeUndefined();
    expect(phoneNumberError('7700 900123', undefined)).toEqual({ id: 'phone.error.region' });
    expect(phoneNumberError('+44 7700 900123', undefined)).toBeUndefined();
  });

  it('says a number is too long with the spec’s message, the maximum filled in', () => {
    const typed = '1'.repeat(PHONE_MAX_LENGTH + 1);
    expect(phoneLengthError(typed)).toEqual({ id: 'phone.maxLength', values: { maxLength: 20 } });
    expect(phoneNumberError(typed, 'CN')).toEqual({ id: 'phone.maxLength', values: { maxLength: 20 } });
    expect(phoneLengthError('1'.repeat(PHONE_MAX_LENGTH))).toBeUndefined();
  });

  it('refuses a number E.164 cannot hold', () => {
    expect(phoneNumberError('12', 'CN')).toEqual({ id: 'phone.error.invalid' });
    expect(phoneNumberError('1'.repeat(15), 'CN')).toEqual({ id: 'phone.error.invalid' });
    expect(phoneNumberError('+0 123 4567', undefined)).toEqual({ id: 'phone.error.invalid' });
    expect(phoneNumberError('138 0013 8000', 'CN')).toBeUndefined();
  });
});

describe('reading what is typed', () => {
  it('tells a phone number from an e-mail address', () => {
    for (const phone of ['1', '+', '+44 7700 900123', '(415) 555-0100', '0086-138.0013.8000']) expect(looksLikePhoneNumber(phone)).toBe(true);
    for (const other of ['', 'buyer@demo.fair', '12345@qq.com', 'alex', '138abc', '$<\u0000']) expect(looksLikePhoneNumber(other)).toBe(false);
  });

  it('finds the region of a number’s own code: the picked one among those sharing it, else the code’s main region', () => {
    expect(regionOfNumber('+44 7700 900123')).toBe('GB');
    expect(regionOfNumber('+44 7700 900123', 'JE')).toBe('JE');
    expect(regionOfNumber('+1 416 555 0100', 'CA')).toBe('CA');
    expect(regionOfNumber('+1 416 555 0100', 'CN')).toBe('US');
    expect(regionOfNumber('00852 2123 4567')).toBe('HK');
    expect(regionOfNumber('+999 123')).toBeUndefined();
    expect(regionOfNumber('138 0013 8000', 'CN')).toBeUndefined();
  });

  it('takes the code off a number when another region is picked', () => {
    expect(nationalPartOf('+44 7700 900123')).toBe('7700900123');
    expect(nationalPartOf('00 86 138 0013 8000')).toBe('13800138000');
  });
});
