// The company information form's fields and the checks the page makes before sending (the server checks the same
// rules again: schemas/buyer/company-info-input.schema.json, then its sensitive words).
import type { BusinessType, BuyerType, CompanyInfo, CompanyInfoInput } from '../../../common/generated/types';
import { characterCount, type FieldMessage } from './form/field-message';
import { isRegionCode } from './region-codes';

export const COMPANY_FIELDS = ['companyName', 'countryOrRegion', 'businessType', 'contactName', 'contactPhone'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyFormValues = Record<CompanyField, string>;

/** The schema's business types, in its order; each has a label in both languages (company.form.businessType.*). */
export const BUSINESS_TYPES = [
  'MANUFACTURER',
  'TRADING_COMPANY',
  'WHOLESALER',
  'RETAILER',
  'E_COMMERCE',
  'AGENT',
  'OTHER',
] as const satisfies readonly BusinessType[];

export const COMPANY_NAME_LENGTH = { min: 2, max: 200 } as const;
export const CONTACT_NAME_LENGTH = { min: 1, max: 100 } as const;
/** + and at most 15 digits (E.164); spec §5's maximum-length message past it. */
export const CONTACT_PHONE_MAX_LENGTH = 16;
const CONTACT_PHONE = /^\+[1-9][0-9]{4,14}$/;

export function isBusinessType(value: string): value is BusinessType {
  return (BUSINESS_TYPES as readonly string[]).includes(value);
}

/** A phone number as stored: without the spaces, dashes, dots and brackets people type, 00 read as +. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s\-().]/g, '').replace(/^00/, '+');
}

function textError(text: string, { min, max }: { min: number; max: number }): FieldMessage | undefined {
  const count = characterCount(text.trim());
  if (count === 0) return { id: 'company.form.error.required' };
  return count < min || count > max ? { id: 'company.form.error.length', values: { min, max } } : undefined;
}

function phoneError(raw: string): FieldMessage | undefined {
  const phone = normalizePhone(raw);
  if (phone === '') return { id: 'company.form.error.required' };
  if (characterCount(phone) > CONTACT_PHONE_MAX_LENGTH) return { id: 'phone.maxLength', values: { maxLength: CONTACT_PHONE_MAX_LENGTH } };
  return CONTACT_PHONE.test(phone) ? undefined : { id: 'company.form.error.phone' };
}

/** What is wrong with one field of the form, if anything. */
export function companyFieldError(field: CompanyField, values: CompanyFormValues): FieldMessage | undefined {
  switch (field) {
    case 'companyName':
      return textError(values.companyName, COMPANY_NAME_LENGTH);
    case 'contactName':
      return textError(values.contactName, CONTACT_NAME_LENGTH);
    case 'countryOrRegion':
      return isRegionCode(values.countryOrRegion) ? undefined : { id: 'company.form.error.choose' };
    case 'businessType':
      return isBusinessType(values.businessType) ? undefined : { id: 'company.form.error.choose' };
    case 'contactPhone':
      return phoneError(values.contactPhone);
  }
}

/** The form's first values: the stored information when there is some (the form then edits it), else empty. */
export function companyFormValuesOf(stored: CompanyInfo | null): CompanyFormValues {
  return {
    companyName: stored?.companyName ?? '',
    countryOrRegion: stored && isRegionCode(stored.countryOrRegion) ? stored.countryOrRegion : '',
    businessType: stored?.businessType ?? '',
    contactName: stored?.contactName ?? '',
    contactPhone: stored?.contactPhone ?? '',
  };
}

/** The body of the PUT, from values the checks passed: texts trimmed, the phone as stored. */
export function companyInfoInputOf(values: CompanyFormValues, buyerType: BuyerType): CompanyInfoInput {
  if (!isBusinessType(values.businessType)) throw new Error('companyInfoInputOf needs checked values (businessType).');
  return {
    companyName: values.companyName.trim(),
    countryOrRegion: values.countryOrRegion,
    businessType: values.businessType,
    contactName: values.contactName.trim(),
    contactPhone: normalizePhone(values.contactPhone),
    buyerType,
  };
}
