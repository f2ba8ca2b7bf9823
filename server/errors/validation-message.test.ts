import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message.js';

describe('validationMessage', () => {
  it('says which property is missing, or which values are allowed', () => {
    expect(validationMessage([{ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'lang' } }], 'querystring')).toBe(
      'querystring.lang is required',
    );
    expect(
      validationMessage([{ keyword: 'enum', instancePath: '/lang', schemaPath: '#/enum', params: { allowedValues: ['en-US', 'zh-CN'] } }], 'querystring'),
    ).toBe('querystring.lang must be one of: en-US, zh-CN');
  });

  it('reports the error about a value rather than the shapes of the oneOf branches it did not fit', () => {
    const errors = [
      {
        keyword: 'pattern',
        instancePath: '/filter/field',
        schemaPath: '#/$defs/condition/properties/field/pattern',
        params: {},
        message: 'must match pattern "^[A-Za-z]"',
      },
      { keyword: 'required', instancePath: '/filter', schemaPath: '#/$defs/group/required', params: { missingProperty: 'items' } },
      { keyword: 'additionalProperties', instancePath: '/filter', schemaPath: '#/$defs/group/additionalProperties', params: { additionalProperty: 'field' } },
      { keyword: 'oneOf', instancePath: '/filter', schemaPath: '#/oneOf', params: {}, message: 'must match exactly one schema in oneOf' },
    ];
    expect(validationMessage(errors, 'querystring')).toBe('querystring.filter.field must match pattern "^[A-Za-z]"');
  });
});
