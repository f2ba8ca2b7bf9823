// An account is found by its e-mail address or its phone number; both are normalised the same way
// wherever they come in (login, codes, register), so "Buyer@Demo.Fair" and "buyer@demo.fair" are one.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// E.164: a + and up to 15 digits (a leading 00 is read as +).
const PHONE = /^\+[1-9][0-9]{5,14}$/;

export type ContactKind = 'EMAIL' | 'PHONE';

export interface Contact {
  kind: ContactKind;
  value: string;
}

/** The e-mail address (lower-case) or phone number (+ and digits) in `input`, or null when it is neither. */
export function normaliseContact(input: string): Contact | null {
  const trimmed = input.trim();
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return EMAIL.test(email) && email.length <= 254 ? { kind: 'EMAIL', value: email } : null;
  }
  const digits = trimmed.replace(/[\s().-]/g, '').replace(/^00/, '+');
  return PHONE.test(digits) ? { kind: 'PHONE', value: digits } : null;
}

/**
 * What an account is looked up and its failed logins counted by: the contact in `input`, or when it is neither an
 * e-mail address nor a phone number, `input` trimmed and lower-cased (no account has it, but its failures count).
 */
export function accountKeyOf(input: string): string {
  return normaliseContact(input)?.value ?? input.trim().toLowerCase();
}
