// The sourcing request form's fields and the checks the page makes before posting; the server checks the same
// limits again (server/member/actions/sourcing-requests/routes.ts), then its sensitive words.
import type { NewSourcingRequest } from '../../platform/sourcing-requests/sourcing-request-calls';
import { characterCount, type FieldMessage } from '../company/form/field-message';

export const SOURCING_FIELDS = ['productName', 'quantity', 'description'] as const;
export type SourcingField = (typeof SOURCING_FIELDS)[number];
export type SourcingFormValues = Record<SourcingField, string>;

export const EMPTY_SOURCING_FORM: SourcingFormValues = { productName: '', quantity: '', description: '' };

export const PRODUCT_NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
/** The largest quantity the server stores (a 32-bit integer column). */
export const QUANTITY_MAX = 2_147_483_647;

// Digits only: "1.5", "1e20", "-3" and "+3" are not a count of pieces.
const WHOLE_NUMBER = /^[0-9]+$/;

function textError(text: string, max: number): FieldMessage | undefined {
  const count = characterCount(text.trim());
  if (count === 0) return { id: 'sourcing.error.required' };
  return count > max ? { id: 'sourcing.error.tooLong', values: { max } } : undefined;
}

function quantityError(raw: string): FieldMessage | undefined {
  const text = raw.trim();
  if (text === '') return { id: 'sourcing.error.required' };
  if (!WHOLE_NUMBER.test(text)) return { id: 'sourcing.error.quantityWhole' };
  // Beyond 2^53 the number is no longer exact, but it is then far above the maximum anyway.
  const quantity = Number(text);
  if (quantity < 1) return { id: 'sourcing.error.quantityMin' };
  return quantity > QUANTITY_MAX ? { id: 'sourcing.error.quantityMax', values: { max: QUANTITY_MAX } } : undefined;
}

/** What is wrong with one field of the form, if anything. */
export function sourcingFieldError(field: SourcingField, values: SourcingFormValues): FieldMessage | undefined {
  switch (field) {
    case 'productName':
      return textError(values.productName, PRODUCT_NAME_MAX_LENGTH);
    case 'quantity':
      return quantityError(values.quantity);
    case 'description':
      return textError(values.description, DESCRIPTION_MAX_LENGTH);
  }
}

/** The body of the POST, from values the checks passed: texts trimmed, the quantity a number. */
export function sourcingRequestOf(values: SourcingFormValues): NewSourcingRequest {
  return { productName: values.productName.trim(), quantity: Number(values.quantity.trim()), description: values.description.trim() };
}
