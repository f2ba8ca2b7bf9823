import { describe, expect, it } from 'vitest';
import { textToneOn } from './text-tone';

describe('textToneOn', () => {
  it.each([
    ['#FFF1F0', 'dark'],
    ['#fff7e6', 'dark'],
    ['#FFFFFF', 'dark'],
    ['#D7000F', 'light'],
    ['#1F3A8A', 'light'],
    ['#000000', 'light'],
  ])('%s takes %s text', (background, tone) => {
    expect(textToneOn(background)).toBe(tone);
  });
});
