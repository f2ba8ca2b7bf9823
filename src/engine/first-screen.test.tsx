import { describe, expect, it } from 'vitest';
import { estimatedHeight, firstScreenKeys, FIRST_SCREEN } from './first-screen';
import type { RenderedPlan, SectionPlaceholder } from './types';

const plan = (key: string, placeholder: SectionPlaceholder, titled = false): RenderedPlan => ({
  key,
  status: 'render',
  config: titled ? ({ subsiteName: key, udfs: { DisplayName: 'Y' } } as unknown as RenderedPlan['config']) : undefined,
  placeholder,
  renderView: () => <div />,
  renderOverlay: undefined,
});

describe('estimatedHeight', () => {
  it('is the larger of the minimum height and the ratio at the first screen width, with the vertical margins', () => {
    expect(estimatedHeight({ aspectRatio: '5 / 2' })).toBe((FIRST_SCREEN.width * 2) / 5);
    expect(estimatedHeight({ minHeight: 44, margin: '12px 12px 0' })).toBe(56);
    expect(estimatedHeight({ minHeight: 10, margin: '8px' })).toBe(26);
    expect(estimatedHeight({ minHeight: 10, margin: '8px 0' })).toBe(26);
  });
});

describe('firstScreenKeys', () => {
  it('are the sections whose box starts above the fold', () => {
    const plans = [plan('A', { minHeight: 300 }), plan('B', { minHeight: 400 }), plan('C', { minHeight: 300 }), plan('D', { minHeight: 100 })];
    expect([...firstScreenKeys(plans)]).toEqual(['A', 'B', 'C']);
  });

  it('count a shown title and take overlay-only sections at no height', () => {
    const overlay: RenderedPlan = { ...plan('O', { minHeight: 0 }), renderView: undefined };
    const plans = [plan('A', { minHeight: 780 }, true), overlay, plan('B', { minHeight: 10 })];
    expect([...firstScreenKeys(plans)]).toEqual(['A']);
    expect([...firstScreenKeys([plan('A', { minHeight: 700 }), overlay, plan('B', { minHeight: 10 })])]).toEqual(['A', 'O', 'B']);
  });
});
