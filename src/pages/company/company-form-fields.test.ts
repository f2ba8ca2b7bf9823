import { describe, expect, it } from 'vitest';
import stored from '../../../fixtures/company/company-info.stored.en-US.json';
import type { CompanyInfo } from '../../../common/generated/types';
import { companyFieldError, companyFormValuesOf, companyInfoInputOf, normalizePhone, type CompanyFormValues } from './company-form-fields';

const VALID: CompanyFormValues = {
  companyName: 'Northwind Imports Ltd',
  countryOrRegion: 'GB',
  businessType: 'TRADING_COMPANY',
  contactName: 'Nora',
  contactPhone: '+44 20 7946 0958',
};
const errorOf = (field: keyof CompanyFormValues, value: string) => companyFieldError(field, { ...VALID, [field]: value });

describe('the company form checks', () => {
  it('passes a complete form', () => {
    for (const field of Object.keys(VALID) as (keyof CompanyFormValues)[]) expect(companyFieldError(field, VALID)).toBeUndefined();
  });

  it('asks for every text and refuses a blank one', () => {
    expect(errorOf('companyName', '   ')).toEqual({ id: 'company.form.error.required' });
    expect(errorOf('contactName', '')).toEqual({ id: 'company.form.error.required' });
    expect(errorOf('contactPhone', ' ')).toEqual({ id: 'company.form.error.required' });
  });

  it('holds the company name to 2..200 and the contact to 1..100 characters, as a person counts them', () => {
    expect(errorOf('companyName', 'A')).toEqual({ id: 'company.form.error.length', values: { min: 2, max: 200 } });
    expect(errorOf('companyName', '明辉')).toBeUndefined();
    expect(errorOf('companyName', '😀'.repeat(200))).toBeUndefined();
    expect(errorOf('companyName', 'x'.repeat(201))).toEqual({ id: 'company.form.error.length', values: { min: 2, max: 200 } });
    expect(errorOf('contactName', 'x'.repeat(10_000))).toEqual({ id: 'company.form.error.length', values: { min: 1, max: 100 } });
  });

  it('asks to choose a listed country or region and business type', () => {
    expect(errorOf('countryOrRegion', '')).toEqual({ id: 'company.form.error.choose' });
    expect(errorOf('countryOrRegion', 'XX')).toEqual({ id: 'company.form.error.choose' });
    expect(errorOf('businessType', '')).toEqual({ id: 'company.form.error.choose' });
    expect(errorOf('businessType', '$<script>')).toEqual({ id: 'company.form.error.choose' });
  });

  it('wants the phone with + and its country code, 5 to 15 digits, and says the maximum length past 16 characters (spec §5)', () => {
    expect(errorOf('contactPhone', '020 7946 0958')).toEqual({ id: 'company.form.error.phone' });
    expect(errorOf('contactPhone', '+0 123456')).toEqual({ id: 'company.form.error.phone' });
    expect(errorOf('contactPhone', '+1234')).toEqual({ id: 'company.form.error.phone' });
    expect(errorOf('contactPhone', '0044 20 7946 0958')).toBeUndefined();
    expect(errorOf('contactPhone', '+1234567890123456')).toEqual({ id: 'phone.maxLength', values: { maxLength: 16 } });
  });

  it('normalises a phone as typed', () => {
    expect(normalizePhone('+86 (138) 0013-8000')).toBe('+8613800138000');
    expect(normalizePhone('0044 20.7946.0958')).toBe('+442079460958');
  });
});

describe('the company form values', () => {
  it('start empty, or from what is stored', () => {
    expect(companyFormValuesOf(null)).toEqual({ companyName: '', countryOrRegion: '', businessType: '', contactName: '', contactPhone: '' });
    expect(companyFormValuesOf(stored as CompanyInfo)).toEqual({
      companyName: 'Northwind Imports Ltd',
      countryOrRegion: 'GB',
      businessType: 'TRADING_COMPANY',
      contactName: 'Nora Newbuyer',
      contactPhone: '+442079460958',
    });
  });

  it('become the body of the PUT: texts trimmed, the phone as stored', () => {
    expect(companyInfoInputOf({ ...VALID, companyName: '  Northwind  ', contactName: ' Nora ' }, 'Domestic purchaser')).toEqual({
      companyName: 'Northwind',
      countryOrRegion: 'GB',
      businessType: 'TRADING_COMPANY',
      contactName: 'Nora',
      contactPhone: '+442079460958',
      buyerType: 'Domestic purchaser',
    });
  });
});
