import { describe, expect, it } from 'vitest';
import { containsPattern, prefixPattern } from './like-pattern.js';

describe('LIKE patterns for typed text', () => {
  it('match the text anywhere, or at the start', () => {
    expect(containsPattern('drill')).toBe('%drill%');
    expect(prefixPattern('1.1A')).toBe('1.1A%');
  });

  it('escape %, _ and the escape character itself, so they are matched literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(prefixPattern('_%')).toBe('\\_\\%%');
  });
});
