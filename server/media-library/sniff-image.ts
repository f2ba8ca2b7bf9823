// What a picture is, read from its bytes (issue 27: the type is sniffed, never taken from the name or the request's
// content type): PNG, JPEG, GIF or WebP, with its size in pixels from its header. Anything else, an SVG included
// (it can carry script), is not a picture the library takes.

export type PictureType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export interface Picture {
  contentType: PictureType;
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  width: number;
  height: number;
}

/** Why the bytes are not a picture the library takes: another kind of file, or one whose size cannot be read. */
export type NotAPicture = { refused: 'type' } | { refused: 'size' };

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Buffer, at: number, length: number) => bytes.toString('latin1', at, at + length);

function pngSize(bytes: Buffer): [number, number] | undefined {
  // The IHDR chunk comes first: length (4), 'IHDR' (4), width (4), height (4).
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

function gifSize(bytes: Buffer): [number, number] | undefined {
  return bytes.length < 10 ? undefined : [bytes.readUInt16LE(6), bytes.readUInt16LE(8)];
}

/** A JPEG's size is in its start-of-frame segment (SOF0…SOF15 but DHT, JPG and DAC), found by walking the segments. */
function jpegSize(bytes: Buffer): [number, number] | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
    }
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Buffer): [number, number] | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') return [bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
  return undefined;
}

export function sniffImage(bytes: Buffer): Picture | NotAPicture {
  let picture: Omit<Picture, 'width' | 'height'> | undefined;
  let size: [number, number] | undefined;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    picture = { contentType: 'image/png', extension: 'png' };
    size = pngSize(bytes);
  } else if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    picture = { contentType: 'image/jpeg', extension: 'jpg' };
    size = jpegSize(bytes);
  } else if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') {
    picture = { contentType: 'image/gif', extension: 'gif' };
    size = gifSize(bytes);
  } else if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    picture = { contentType: 'image/webp', extension: 'webp' };
    size = webpSize(bytes);
  }
  if (!picture) return { refused: 'type' };
  if (!size || size[0] < 1 || size[1] < 1) return { refused: 'size' };
  return { ...picture, width: size[0], height: size[1] };
}
