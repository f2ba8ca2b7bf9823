import { describe, expect, it } from 'vitest';
import { CALLING_CODES } from './calling-codes';
import { phoneCountries, searchPhoneCountries, searchKey } from './phone-countries';

const english = phoneCountries('en-US');
const chinese = phoneCountries('zh-CN');
const regions = (found: readonly { region: string }[]) => found.map((country) => country.region);

describe('the countries and regions of the phone picker', () => {
  it('offers every region of the calling-code list, named in the page language and in its order', () => {
    expect(english).toHaveLength(CALLING_CODES.size);
    expect(english.find((country) => country.region === 'GB')).toMatchObject({ name: 'United Kingdom', callingCode: '44' });
    expect(chinese.find((country) => country.region === 'GB')).toMatchObject({ name: '英国', callingCode: '44' });
    const names = english.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US').compare));
  });

  it('names Hong Kong, Macao and Taiwan as the fair does, in both languages', () => {
    expect(
      english
        .filter((country) => ['HK', 'MO', 'TW'].includes(country.region))
        .map((country) => country.name)
        .sort(),
    ).toEqual(['Hong Kong, China', 'Macao, China', 'Taiwan, China']);
    expect(chinese.find((country) => country.region === 'TW')?.name).toBe('中国台湾');
  });
});

describe('searching the picker', () => {
  it('finds a country by its name in the page language', () => {
    expect(regions(searchPhoneCountries(english, 'germ'))).toEqual(['DE']);
    expect(regions(searchPhoneCountries(chinese, '德国'))).toEqual(['DE']);
  });

  it('finds a country by its name in the other language too', () => {
    expect(regions(searchPhoneCountries(english, '英国'))).toEqual(['GB']);
    expect(regions(searchPhoneCountries(chinese, 'united kingdom'))).toEqual(['GB']);
    expect(regions(searchPhoneCountries(english, '中国台湾'))).toEqual(['TW']);
  });

  it('ignores case and accents', () => {
    expect(regions(searchPhoneCountries(english, 'COTE D'))).toEqual(['CI']);
  });

  it('finds a calling code typed as +44 or 44: the code’s main region first, then the others sharing it', () => {
    expect(regions(searchPhoneCountries(english, '+44'))).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(regions(searchPhoneCountries(english, '44'))[0]).toBe('GB');
    expect(regions(searchPhoneCountries(english, '+1'))[0]).toBe('US');
    expect(regions(searchPhoneCountries(english, '+86'))).toEqual(['CN']);
  });

  it('finds codes starting with the digits after the exact ones', () => {
    const found = regions(searchPhoneCountries(english, '+85'));
    expect(found).toContain('HK');
    expect(found).toContain('MO');
    expect(found).not.toContain('CN');
  });

  it('puts names starting with the search before names containing it', () => {
    const found = regions(searchPhoneCountries(english, 'guinea'));
    expect(found.slice(0, 1)).toEqual(['GN']);
    expect(found).toEqual(expect.arrayContaining(['GQ', 'GW', 'PG']));
  });

  it('gives everything for a blank search and nothing for what names no country', () => {
    expect(searchPhoneCountries(english, '  ')).toHaveLength(english.length);
    expect(searchPhoneCountries(english, '$<\u0000'.repeat(100))).toEqual([]);
    expect(searchPhoneCountries(english, '\ud800')).toEqual([]);
  });

  it('folds text for search', () => {
    expect(searchKey(' Åland ')).toBe('aland');
  });
});
