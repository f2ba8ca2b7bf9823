import { describe, expect, it } from 'vitest';
import { toCompanyInfo } from './company-info-reply.js';
import type { CompanyInfoRecord } from './repository.js';

const STORED: CompanyInfoRecord = {
  siteTraderId: 'st-harbour-imports',
  companyName: 'Harbour Imports Ltd.',
  countryOrRegion: 'GB',
  businessType: 'TRADING_COMPANY',
  contactName: 'Alex Buyer',
  contactPhone: '+447700900123',
  buyerType: 'Overseas purchaser',
};

describe('toCompanyInfo', () => {
  it('answers a completed company as it is stored', () => {
    expect(toCompanyInfo(STORED)).toEqual(STORED);
  });

  it("labels a member without a buyer type of its own a 'Domestic purchaser' (spec §3)", () => {
    expect(toCompanyInfo({ ...STORED, buyerType: null })?.buyerType).toBe('Domestic purchaser');
    expect(toCompanyInfo({ ...STORED, buyerType: 'Wholesale purchaser' })?.buyerType).toBe('Domestic purchaser');
  });

  it('has no company information while a detail is missing', () => {
    for (const missing of ['countryOrRegion', 'businessType', 'contactName', 'contactPhone'] as const) {
      expect(toCompanyInfo({ ...STORED, [missing]: null })).toBeUndefined();
    }
  });
});
