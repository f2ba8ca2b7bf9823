import { describe, expect, it } from 'vitest';
import full from '../../fixtures/page-configs/valid/full.en-US.json';
import { InvalidPageConfigError, parsePageConfig } from './parse-page-config';

describe('parsePageConfig', () => {
  it('accepts a valid envelope', () => {
    expect(parsePageConfig(full).page).toBe('mobile-home');
  });

  it('refuses an invalid envelope and names the failing place', () => {
    expect(() => parsePageConfig({ ...full, flagMask: 300 })).toThrow(InvalidPageConfigError);
    expect(() => parsePageConfig({ ...full, flagMask: 300 })).toThrow(/\/flagMask: must be <= 127/);
  });

  it('refuses something that is not a page configuration at all', () => {
    expect(() => parsePageConfig('<html>')).toThrow(InvalidPageConfigError);
  });
});
