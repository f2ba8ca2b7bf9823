import { describe, expect, it } from 'vitest';
import { acceptSectionDataChecks, checkSectionData, isSectionDataChecks, knownSectionDataChecks } from './section-data-checks';
import { alpha, beta } from './testing/sections/fake-sections';
import { pageWith } from './testing/sections/page';

describe('checkSectionData', () => {
  it("checks every registered section's data: null when it passes its schema, why not otherwise", async () => {
    const page = pageWith([['ALPHA'], ['BETA']], { ALPHA: { text: 1 }, BETA: { text: 'beta' } });
    expect(await checkSectionData(page, { ALPHA: alpha, BETA: beta })).toEqual({ ALPHA: '/text: must be string', BETA: null });
    expect(knownSectionDataChecks(page)).toEqual({ ALPHA: '/text: must be string', BETA: null });
  });

  it('fails only the section whose validator does not load, saying why', async () => {
    const unloadable = { ...beta, loadValidator: () => Promise.reject(new Error('chunk failed')) };
    const page = pageWith([['ALPHA'], ['BETA']], { ALPHA: { text: 'alpha' }, BETA: { text: 'beta' } });
    expect(await checkSectionData(page, { ALPHA: alpha, BETA: unloadable })).toEqual({ ALPHA: null, BETA: 'its data check did not load: chunk failed' });
  });

  it("takes the server's checks of an inlined configuration as they are, loading no validator", async () => {
    const page = pageWith([['ALPHA']], { ALPHA: { text: 1 } });
    acceptSectionDataChecks(page, { ALPHA: null });
    const unloadable = { ...alpha, loadValidator: () => Promise.reject(new Error('not wanted')) };
    expect(await checkSectionData(page, { ALPHA: unloadable })).toEqual({ ALPHA: null });
  });
});

describe('isSectionDataChecks', () => {
  it('accepts a record of nulls and reasons, and nothing else', () => {
    expect(isSectionDataChecks({ ALPHA: null, BETA: 'why' })).toBe(true);
    expect(isSectionDataChecks({})).toBe(true);
    for (const other of [null, [], 'text', { ALPHA: 1 }, { ALPHA: undefined }]) expect(isSectionDataChecks(other)).toBe(false);
  });
});
