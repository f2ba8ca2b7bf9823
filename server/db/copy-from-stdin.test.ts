import { describe, expect, it } from 'vitest';
import { copyTextRow } from './copy-from-stdin.js';

describe('copyTextRow', () => {
  it('writes the fields tab-separated, NULL as \\N, escaping what COPY reads specially', () => {
    expect(copyTextRow(['a\tb', 'line\nnext\r', 'back\\slash', null, 42, true])).toBe('a\\tb\tline\\nnext\\r\tback\\\\slash\t\\N\t42\ttrue\n');
  });

  it('writes an array as a text[] literal, its items quoted', () => {
    expect(copyTextRow([['isAeo', 'say "hi"', 'a,b']])).toBe('{"isAeo","say \\\\"hi\\\\"","a,b"}\n');
  });
});
