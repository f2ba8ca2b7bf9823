// What the account forms check before anything is sent; the server checks again (and answers in its own words).
import type { MessageId } from '../../../common/i18n/messages';
import type { RegionCode } from '../../ui/phone/calling-codes';
import { composePhoneNumber, compactPhoneNumber, looksLikePhoneNumber, phoneNumberError } from '../../ui/phone/phone-number';

export { PHONE_MAX_LENGTH } from '../../ui/phone/phone-number';

export interface FieldError {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** Ours: a new password's minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^\d{6}$/;

/** Whether the e-mail-or-phone field holds a phone number, to which the country-code picker applies (spec §5). */
export function isPhoneTarget(raw: string): boolean {
  return !raw.includes('@') && looksLikePhoneNumber(raw);
}

/**
 * An e-mail address as typed (trimmed), or a phone number as the server takes it: + and digits, with its own code
 * (00 read as +) or the picked region's (ui/phone/phone-number.ts).
 */
export function normalizeTarget(raw: string, region?: RegionCode): string {
  if (!isPhoneTarget(raw)) return raw.trim();
  return composePhoneNumber(raw, region) ?? compactPhoneNumber(raw);
}

export function targetError(raw: string, region?: RegionCode): FieldError | undefined {
  if (isPhoneTarget(raw)) return phoneNumberError(raw, region);
  return EMAIL.test(raw.trim()) ? undefined : { id: 'account.error.target' };
}

export function codeError(code: string): FieldError | undefined {
  return CODE.test(code.trim()) ? undefined : { id: 'account.error.code' };
}

export function passwordError(password: string): FieldError | undefined {
  return password ? undefined : { id: 'account.error.password' };
}

export function newPasswordError(password: string): FieldError | undefined {
  return password.length >= PASSWORD_MIN_LENGTH ? undefined : { id: 'account.error.newPassword' };
}

export function nameError(name: string): FieldError | undefined {
  return name.trim() ? undefined : { id: 'account.error.name' };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

/** The error of each field that has one; empty when the form may be sent. */
export function errorsOf<Field extends string>(checks: Record<Field, FieldError | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(checks).filter(([, error]) => error !== undefined)) as FieldErrors<Field>;
}
