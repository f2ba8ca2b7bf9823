import { describe, expect, it } from 'vitest';
import { enUS } from '../../../common/i18n/en-US';
import { buyerTypeMessage, businessTypeMessage, countryName } from './company-labels';

describe('the names of what the company form stored', () => {
  it('names every business type of the contract from the catalog', () => {
    for (const type of ['MANUFACTURER', 'TRADING_COMPANY', 'WHOLESALER', 'RETAILER', 'E_COMMERCE', 'AGENT', 'OTHER'] as const) {
      expect(enUS[businessTypeMessage(type)]).toBeTruthy();
    }
    expect(enUS[businessTypeMessage('TRADING_COMPANY')]).toBe('Trading company');
  });

  it("names spec §3's buyer types, and leaves a label it does not know as it is", () => {
    expect(buyerTypeMessage('Domestic purchaser')).toBe('user-centre.buyerType.domestic');
    expect(buyerTypeMessage('Overseas purchaser')).toBe('user-centre.buyerType.overseas');
    expect(buyerTypeMessage('VIP purchaser')).toBeUndefined();
    expect(buyerTypeMessage('toString')).toBeUndefined();
  });

  it('names a country or region in the page language, and keeps a code it cannot name', () => {
    expect(countryName('GB', 'en-US')).toBe('United Kingdom');
    expect(countryName('GB', 'zh-CN')).toBe('英国');
    expect(countryName('<script>', 'en-US')).toBe('<script>');
  });
});
