import { describe, expect, it } from 'vitest';
import { queryPattern } from './query-pattern.js';
import { suggestionSegments } from './suggestion-segments.js';

const segments = (key: string, query: string) => suggestionSegments(key, queryPattern(query));

describe('suggestionSegments', () => {
  it('puts the matches at the odd places, in the key’s own case', () => {
    expect(segments('LED Work Light', 'light')).toEqual(['LED Work ', 'Light']);
    expect(segments('LED Work Light', 'led')).toEqual(['', 'LED', ' Work Light']);
    expect(segments('LED Work Light', 'WORK')).toEqual(['LED ', 'Work', ' Light']);
  });

  it('marks every occurrence, even side by side', () => {
    expect(segments('Tea tea set', 'tea')).toEqual(['', 'Tea', ' ', 'tea', ' set']);
    expect(segments('aaaa', 'aa')).toEqual(['', 'aa', '', 'aa']);
  });

  it('cuts Chinese by characters, and letters outside ASCII case-insensitively', () => {
    expect(segments('防水LED工作灯', '工作')).toEqual(['防水LED', '工作', '灯']);
    expect(segments('Crème BRÛLÉE set', 'brûlée')).toEqual(['Crème ', 'BRÛLÉE', ' set']);
    expect(segments('灯泡🙂灯', '🙂')).toEqual(['灯泡', '🙂', '灯']);
  });

  it('reads the query literally and leaves a key without it whole', () => {
    expect(segments('Size (L) 100%', '(l) 100%')).toEqual(['Size ', '(L) 100%']);
    expect(segments('Work Light', 'lamp')).toEqual(['Work Light']);
  });
});
