import { describe, expect, it } from 'vitest';
import { findSensitiveWord, normalizeForMatching } from './find-sensitive-word.js';

const WORDS = ['counterfeit', 'fake certificate', '假货', '走私'];

describe('findSensitiveWord', () => {
  it('finds an English word whatever its case', () => {
    expect(findSensitiveWord('We sell COUNTERFEIT watches.', WORDS)).toBe('counterfeit');
  });

  it('finds a Chinese word inside a sentence without spaces', () => {
    expect(findSensitiveWord('我们长期供应假货和配件', WORDS)).toBe('假货');
  });

  it('finds an English word next to Chinese characters', () => {
    expect(findSensitiveWord('需要counterfeit手表', WORDS)).toBe('counterfeit');
  });

  it('finds a phrase written with other spacing', () => {
    expect(findSensitiveWord('can you send a fake \n  certificate too', WORDS)).toBe('fake certificate');
  });

  it('sees through full-width letters and zero-width characters', () => {
    expect(findSensitiveWord('ｃｏｕｎｔｅｒｆｅｉｔ goods', WORDS)).toBe('counterfeit');
    expect(findSensitiveWord('走\u200b私渠道', WORDS)).toBe('走私');
  });

  it('does not hit an English word inside a longer word', () => {
    expect(findSensitiveWord('These are counterfeiters’ tricks, and anticounterfeit labels.', WORDS)).toBeUndefined();
  });

  it('answers undefined for clean or empty text and ignores blank list entries', () => {
    expect(findSensitiveWord('500 cotton T-shirts, delivery in May.', WORDS)).toBeUndefined();
    expect(findSensitiveWord('   ', WORDS)).toBeUndefined();
    expect(findSensitiveWord('anything', ['', '  '])).toBeUndefined();
  });

  it('treats the characters of a word literally, not as a pattern', () => {
    expect(findSensitiveWord('price a+b', ['a+b'])).toBe('a+b');
    expect(findSensitiveWord('price aab', ['a+b'])).toBeUndefined();
  });
});

describe('normalizeForMatching', () => {
  it('gives one lower-case, single-spaced form', () => {
    expect(normalizeForMatching('  Ｆake\t\tCertificate ')).toBe('fake certificate');
  });
});
