// Spec §5 phone input: what is typed beside the country-code picker, and the number the server gets from it —
// + the calling code + the national digits (E.164, as server/auth/contact.ts reads and stores a phone number).
// A number typed with its own + or 00 keeps its code; the picker's applies to one typed without.
import type { MessageId } from '../../../common/i18n/messages';
import { CALLING_CODES, MAIN_REGION_OF_CODE, type RegionCode } from './calling-codes';

/** Spec §5: a phone input's maximum length, in typed characters ('must not exceed {maxLength} characters'). */
export const PHONE_MAX_LENGTH = 20;

/** E.164: + and at most 15 digits, the first not 0 (server/auth/contact.ts checks the same). */
const E164 = /^\+[1-9]\d{5,14}$/;

/** Where a national number's leading 0 is part of it, not the trunk prefix dialled only at home. */
const KEEPS_LEADING_ZERO: ReadonlySet<RegionCode> = new Set(['IT', 'SM', 'VA', 'CI']);

export interface PhoneNumberError {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** Whether the text is (the start of) a phone number rather than an e-mail address: digits, +, spaces, ( ) - . only. */
export function looksLikePhoneNumber(text: string): boolean {
  return /^[+(\d][\d\s().+-]*$/.test(text.trim());
}

/** Whether the number carries its own calling code: it starts with + or 00. */
export function hasOwnCallingCode(text: string): boolean {
  return /^\s*(\+|00)/.test(text);
}

/** The number without its spaces, dashes, dots and brackets; a leading 00 read as +. */
export function compactPhoneNumber(text: string): string {
  return text
    .trim()
    .replace(/[\s().-]/g, '')
    .replace(/^00/, '+');
}

/** The calling code a number with its own code starts with (codes are 1 to 3 digits and none prefixes another). */
function callingCodeOf(compact: string): string | undefined {
  const digits = compact.replace(/^\+/, '');
  const codes = new Set(CALLING_CODES.values());
  return [1, 2, 3].map((length) => digits.slice(0, length)).find((prefix) => codes.has(prefix));
}

/**
 * The region a number typed with its own code belongs to: `preferred` when it has that code (the picker's choice
 * among regions sharing +1), else the code's main region, else the one region with it.
 */
export function regionOfNumber(text: string, preferred?: RegionCode): RegionCode | undefined {
  if (!hasOwnCallingCode(text)) return undefined;
  const code = callingCodeOf(compactPhoneNumber(text));
  if (code === undefined) return undefined;
  if (preferred !== undefined && CALLING_CODES.get(preferred) === code) return preferred;
  return MAIN_REGION_OF_CODE[code] ?? [...CALLING_CODES].find(([, each]) => each === code)?.[0];
}

/** What is left of a number typed with its own code once the code is taken off (when another region is picked). */
export function nationalPartOf(text: string): string {
  const compact = compactPhoneNumber(text);
  const code = callingCodeOf(compact);
  return code === undefined ? compact.replace(/^\+/, '') : compact.replace(/^\+/, '').slice(code.length);
}

/** The number as the server takes it: its own code kept, or the region's code before the national digits. */
export function composePhoneNumber(text: string, region: RegionCode | undefined): string | undefined {
  const compact = compactPhoneNumber(text);
  if (hasOwnCallingCode(text)) return compact;
  const code = region === undefined ? undefined : CALLING_CODES.get(region);
  if (code === undefined) return undefined;
  const national = region !== undefined && KEEPS_LEADING_ZERO.has(region) ? compact : compact.replace(/^0/, '');
  return `+${code}${national}`;
}

/** Spec §5: the maximum-length message while the typed number is too long; undefined otherwise. */
export function phoneLengthError(text: string): PhoneNumberError | undefined {
  return text.trim().length > PHONE_MAX_LENGTH ? { id: 'phone.maxLength', values: { maxLength: PHONE_MAX_LENGTH } } : undefined;
}

/** What is wrong with the typed number and the picked region, at the field; undefined when it can be sent. */
export function phoneNumberError(text: string, region: RegionCode | undefined): PhoneNumberError | undefined {
  const tooLong = phoneLengthError(text);
  if (tooLong) return tooLong;
  const composed = composePhoneNumber(text, region);
  if (composed === undefined) return { id: 'phone.error.region' };
  return E164.test(composed) ? undefined : { id: 'phone.error.invalid' };
}
