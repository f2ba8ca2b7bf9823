import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff-image.js';
import { SVG_WITH_SCRIPT, gifHeaderOf, jpegHeaderOf, pngOf, webpHeaderOf } from './testing/pictures.js';

describe('a picture, read from its bytes', () => {
  it('is a PNG, JPEG, GIF or WebP with its size in pixels', () => {
    expect(sniffImage(pngOf(3, 2))).toEqual({ contentType: 'image/png', extension: 'png', width: 3, height: 2 });
    expect(sniffImage(jpegHeaderOf(750, 300))).toEqual({ contentType: 'image/jpeg', extension: 'jpg', width: 750, height: 300 });
    expect(sniffImage(gifHeaderOf(64, 48))).toEqual({ contentType: 'image/gif', extension: 'gif', width: 64, height: 48 });
    expect(sniffImage(webpHeaderOf(1200, 628))).toEqual({ contentType: 'image/webp', extension: 'webp', width: 1200, height: 628 });
  });

  it('is refused when it is an SVG, a page or nothing, whatever its name says', () => {
    for (const bytes of [SVG_WITH_SCRIPT, Buffer.from('<!doctype html><p>hi</p>'), Buffer.alloc(0), Buffer.from('PNG but not')]) {
      expect(sniffImage(bytes)).toEqual({ refused: 'type' });
    }
  });

  it('is refused when its size cannot be read or is nought', () => {
    expect(sniffImage(pngOf(3, 2).subarray(0, 12))).toEqual({ refused: 'size' });
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toEqual({ refused: 'size' });
    expect(sniffImage(gifHeaderOf(0, 10))).toEqual({ refused: 'size' });
  });
});
