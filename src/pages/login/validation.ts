// What the account forms check before anything is sent; the server checks again (and answers in its own words).
import type { MessageId } from '../../platform/i18n/messages';

export interface FieldError {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** Spec §5: a phone input's maximum length (its message is 'must not exceed {maxLength} characters'). */
export const PHONE_MAX_LENGTH = 20;
/** Ours: a new password's minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A phone number with its country code (E.164: + and up to 15 digits), as the server stores it.
const PHONE = /^\+[1-9]\d{5,14}$/;
const CODE = /^\d{6}$/;

/** An e-mail address as typed (trimmed), or a phone number without its spaces, dashes and brackets (00 read as +). */
export function normalizeTarget(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.includes('@') ? trimmed : trimmed.replace(/[\s\-().]/g, '').replace(/^00/, '+');
}

export function targetError(raw: string): FieldError | undefined {
  const target = normalizeTarget(raw);
  if (target.includes('@')) return EMAIL.test(target) ? undefined : { id: 'account.error.target' };
  if (target.length > PHONE_MAX_LENGTH) return { id: 'phone.maxLength', values: { maxLength: PHONE_MAX_LENGTH } };
  return PHONE.test(target) ? undefined : { id: 'account.error.target' };
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
