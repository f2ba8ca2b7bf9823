import { describe, expect, it } from 'vitest';
import { keywordsOf } from './ProductForm';

describe('keywords as a seller types them', () => {
  it('splits at commas (either width), enumeration commas, semicolons and lines, trimmed, each once whatever its case', () => {
    expect(keywordsOf(' Cordless drill, power tools，电钻、 电动工具；drill\n\nCORDLESS DRILL ,  ')).toEqual([
      'Cordless drill',
      'power tools',
      '电钻',
      '电动工具',
      'drill',
    ]);
  });

  it('keeps $, < and other characters as they are', () => {
    expect(keywordsOf('<b>$1</b>, 100% cotton')).toEqual(['<b>$1</b>', '100% cotton']);
  });
});
