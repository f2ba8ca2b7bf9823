import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './if-none-match.js';

describe('ifNoneMatchHits', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
  ])('If-None-Match %s against "abc": %s', (header, hits) => {
    expect(ifNoneMatchHits(header, '"abc"')).toBe(hits);
  });

  it('misses without the header', () => {
    expect(ifNoneMatchHits(undefined, '"abc"')).toBe(false);
  });
});
