import { afterEach, describe, expect, it, vi } from 'vitest';
import full from '../../fixtures/page-configs/valid/full.en-US.json';
import { inlineData, removeInlinedData } from '../platform/testing/inlined-data';
import { readInitialPageConfig } from './initial-page-config';
import { knownSectionDataChecks } from './section-data-checks';

const inline = (text: string) => inlineData('pageConfig', text);

describe('readInitialPageConfig', () => {
  afterEach(() => {
    removeInlinedData('pageConfig');
    removeInlinedData('sectionDataChecks');
    vi.restoreAllMocks();
  });

  it('gives the configuration the server inlined for this page and language', () => {
    inline(JSON.stringify(full));
    expect(readInitialPageConfig('mobile-home', 'en-US')?.version).toBe(full.version);
  });

  it("takes the server's checks of its sections' data with it, and leaves checks cut short for the page to redo", () => {
    inline(JSON.stringify(full));
    inlineData('sectionDataChecks', JSON.stringify({ TOPBANNER: null, FOOTER: '/links: must be array' }));
    const config = readInitialPageConfig('mobile-home', 'en-US');
    expect(config && knownSectionDataChecks(config)).toEqual({ TOPBANNER: null, FOOTER: '/links: must be array' });
    removeInlinedData('sectionDataChecks');
    inlineData('sectionDataChecks', JSON.stringify({ TOPBANNER: 1 }));
    const unchecked = readInitialPageConfig('mobile-home', 'en-US');
    expect(unchecked && knownSectionDataChecks(unchecked)).toBeUndefined();
  });

  it('gives nothing for another language or page, so that one is fetched', () => {
    inline(JSON.stringify(full));
    expect(readInitialPageConfig('mobile-home', 'zh-CN')).toBeUndefined();
    expect(readInitialPageConfig('catalog', 'en-US')).toBeUndefined();
  });

  it('gives nothing when nothing is inlined', () => {
    expect(readInitialPageConfig('mobile-home', 'en-US')).toBeUndefined();
  });

  // The server checks the schema before it inlines (server/page-configs/home-page/routes.ts); the page does not check it again.
  it('trusts the schema to the server: an out-of-range value it inlined is used as is', () => {
    inline(JSON.stringify({ ...full, flagMask: 999 }));
    expect(readInitialPageConfig('mobile-home', 'en-US')?.flagMask).toBe(999);
  });

  it('ignores an inlined value that is not a page configuration or not JSON, saying why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const broken of [{ ...full, orderingSlots: 'none' }, { ...full, sections: null }, { ...full, switches: [1] }, [], 'text']) {
      inline(JSON.stringify(broken));
      expect(readInitialPageConfig('mobile-home', 'en-US')).toBeUndefined();
      removeInlinedData('pageConfig');
    }
    inline('{not json');
    expect(readInitialPageConfig('mobile-home', 'en-US')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(6);
  });
});
