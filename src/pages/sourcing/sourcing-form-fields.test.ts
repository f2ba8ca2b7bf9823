import { describe, expect, it } from 'vitest';
import { sourcingFieldError, sourcingRequestOf, type SourcingFormValues } from './sourcing-form-fields';

const VALID: SourcingFormValues = { productName: 'Cordless drills', quantity: '500', description: '20V, two batteries.' };
const errorOf = (field: keyof SourcingFormValues, value: string) => sourcingFieldError(field, { ...VALID, [field]: value });

describe('the sourcing request checks', () => {
  it('passes a complete request', () => {
    for (const field of Object.keys(VALID) as (keyof SourcingFormValues)[]) expect(sourcingFieldError(field, VALID)).toBeUndefined();
  });

  it('asks for every field', () => {
    expect(errorOf('productName', ' ')).toEqual({ id: 'sourcing.error.required' });
    expect(errorOf('quantity', '')).toEqual({ id: 'sourcing.error.required' });
    expect(errorOf('description', '\n')).toEqual({ id: 'sourcing.error.required' });
  });

  it('holds the product name to 200 and the description to 2000 characters', () => {
    expect(errorOf('productName', 'x'.repeat(200))).toBeUndefined();
    expect(errorOf('productName', 'x'.repeat(201))).toEqual({ id: 'sourcing.error.tooLong', values: { max: 200 } });
    expect(errorOf('description', '$<\u0000'.repeat(3_334))).toEqual({ id: 'sourcing.error.tooLong', values: { max: 2000 } });
  });

  it('wants a whole quantity from 1 to 2,147,483,647, saying which rule 0, decimals, exponents and 1e20 break', () => {
    expect(errorOf('quantity', '0')).toEqual({ id: 'sourcing.error.quantityMin' });
    expect(errorOf('quantity', '000')).toEqual({ id: 'sourcing.error.quantityMin' });
    expect(errorOf('quantity', '1.5')).toEqual({ id: 'sourcing.error.quantityWhole' });
    expect(errorOf('quantity', '1e20')).toEqual({ id: 'sourcing.error.quantityWhole' });
    expect(errorOf('quantity', '-3')).toEqual({ id: 'sourcing.error.quantityWhole' });
    expect(errorOf('quantity', '100000000000000000000')).toEqual({ id: 'sourcing.error.quantityMax', values: { max: 2_147_483_647 } });
    expect(errorOf('quantity', '2147483648')).toEqual({ id: 'sourcing.error.quantityMax', values: { max: 2_147_483_647 } });
    expect(errorOf('quantity', ' 2147483647 ')).toBeUndefined();
  });

  it('become the body of the POST: texts trimmed, the quantity a number', () => {
    expect(sourcingRequestOf({ productName: ' Drills ', quantity: ' 0500 ', description: ' Fast. ' })).toEqual({
      productName: 'Drills',
      quantity: 500,
      description: 'Fast.',
    });
  });
});
