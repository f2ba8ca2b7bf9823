import { describe, expect, it } from 'vitest';
import { RequestFailure } from '../../../platform/request-failure';
import { refusedField } from './refused-field';

const FIELDS = ['companyName', 'contactName'] as const;
const refusal = (item: Record<string, string>) =>
  new RequestFailure(400, {}, [{ errorCode: 'E400_SENSITIVE_CONTENT', errorMessage: 'Call the hotline.', ...item }]);

describe('refusedField', () => {
  it("reads the field from the error item's JSON pointer, or its name", () => {
    expect(refusedField(refusal({ pointer: '/contactName' }), FIELDS)).toBe('contactName');
    expect(refusedField(refusal({ field: 'companyName' }), FIELDS)).toBe('companyName');
  });

  it('names no field for a pointer elsewhere, a field the form lacks, or no pointer at all', () => {
    expect(refusedField(refusal({ pointer: '/a/companyName' }), FIELDS)).toBeUndefined();
    expect(refusedField(refusal({ pointer: '/budget' }), FIELDS)).toBeUndefined();
    expect(refusedField(refusal({}), FIELDS)).toBeUndefined();
    expect(refusedField(new RequestFailure(500, undefined, []), FIELDS)).toBeUndefined();
  });
});
