import { describe, expect, it } from 'vitest';
import { FEATURE_BITMASK_BITS, FLAG_BITS, LAYERS, TOAST_MAX_MS, TOAST_MIN_MS } from './constants';

describe('spec §9 constants', () => {
  it('covers the 7-bit feature mask with one distinct bit per feature, in the spec order', () => {
    const bits = Object.values(FLAG_BITS);
    expect(bits).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(bits.reduce((mask, bit) => mask | bit, 0)).toBe(2 ** FEATURE_BITMASK_BITS - 1);
  });

  it('stacks the layers content < layout < overlay < notice', () => {
    expect([LAYERS.content, LAYERS.layout, LAYERS.overlay, LAYERS.notice]).toEqual([1, 10, 100, 1000]);
  });

  it('clamps toasts to 2 to 6 seconds', () => {
    expect([TOAST_MIN_MS, TOAST_MAX_MS]).toEqual([2000, 6000]);
  });
});
