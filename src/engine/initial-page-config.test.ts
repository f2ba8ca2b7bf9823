import { afterEach, describe, expect, it, vi } from 'vitest';
import full from '../../fixtures/page-configs/valid/full.en-US.json';
import { INLINED_DATA_ELEMENT_IDS } from '../platform/inlined-data';
import { readInitialPageConfig } from './initial-page-config';

const INITIAL_PAGE_CONFIG_ELEMENT_ID = INLINED_DATA_ELEMENT_IDS.pageConfig;

function inline(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_PAGE_CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

describe('readInitialPageConfig', () => {
  afterEach(() => {
    document.getElementById(INITIAL_PAGE_CONFIG_ELEMENT_ID)?.remove();
    vi.restoreAllMocks();
  });

  it('gives the configuration the server inlined for this page and language', () => {
    inline(JSON.stringify(full));
    expect(readInitialPageConfig('mobile-home', 'en-US')?.version).toBe(full.version);
  });

  it('gives nothing for another language or page, so that one is fetched', () => {
    inline(JSON.stringify(full));
    expect(readInitialPageConfig('mobile-home', 'zh-CN')).toBeUndefined();
    expect(readInitialPageConfig('catalog', 'en-US')).toBeUndefined();
  });

  it('gives nothing when nothing is inlined', () => {
    expect(readInitialPageConfig('mobile-home', 'en-US')).toBeUndefined();
  });

  it('ignores an inlined configuration that is invalid or not JSON, saying why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    inline(JSON.stringify({ ...full, flagMask: 999 }));
    expect(readInitialPageConfig('mobile-home', 'en-US')).toBeUndefined();
    document.getElementById(INITIAL_PAGE_CONFIG_ELEMENT_ID)?.remove();
    inline('{not json');
    expect(readInitialPageConfig('mobile-home', 'en-US')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
