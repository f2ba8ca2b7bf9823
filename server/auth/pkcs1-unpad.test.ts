import { describe, expect, it } from 'vitest';
import { removePkcs1Type2Padding } from './pkcs1-unpad.js';

const block = (...parts: number[][]) => Buffer.from(parts.flat());
const nonZero = (count: number) => Array.from({ length: count }, (_, i) => (i % 255) + 1);

describe('removePkcs1Type2Padding', () => {
  it('returns the message after 00 02, at least 8 non-zero padding bytes and a 00', () => {
    expect(removePkcs1Type2Padding(block([0, 2], nonZero(8), [0], [104, 105]))?.toString()).toBe('hi');
    expect(removePkcs1Type2Padding(block([0, 2], nonZero(200), [0], [120]))?.toString()).toBe('x');
  });

  it('returns an empty message when the separator is the last byte', () => {
    expect(removePkcs1Type2Padding(block([0, 2], nonZero(9), [0]))?.length).toBe(0);
  });

  it('refuses a block that does not start with 00 02', () => {
    expect(removePkcs1Type2Padding(block([1, 2], nonZero(8), [0], [65]))).toBeNull();
    expect(removePkcs1Type2Padding(block([0, 1], nonZero(8), [0], [65]))).toBeNull();
  });

  it('refuses fewer than 8 padding bytes', () => {
    expect(removePkcs1Type2Padding(block([0, 2], nonZero(7), [0], [65, 66]))).toBeNull();
  });

  it('refuses a block without the 00 separator', () => {
    expect(removePkcs1Type2Padding(block([0, 2], nonZero(20)))).toBeNull();
  });

  it('refuses a block too short to hold the padding', () => {
    expect(removePkcs1Type2Padding(block([0, 2], nonZero(5)))).toBeNull();
  });
});

describe('removePkcs1Type2Padding, against timing (issue 24: the padding oracle)', () => {
  /** The block behind a proxy that counts how many of its bytes are read. */
  function counted(bytes: Buffer): { block: Buffer; reads: () => number } {
    let reads = 0;
    const block = new Proxy(bytes, {
      get(target, property) {
        if (typeof property === 'string' && /^\d+$/.test(property)) reads++;
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { block, reads: () => reads };
  }

  it('reads every byte of a block whatever its first bad byte, so the time taken does not say which check failed', () => {
    const bad = [block([1, 2], nonZero(8), [0], [65]), block([0, 2], [5, 0], nonZero(10), [0], [65]), block([0, 2], nonZero(30))];
    for (const bytes of bad) {
      const { block: watched, reads } = counted(bytes);
      expect(removePkcs1Type2Padding(watched)).toBeNull();
      expect(reads()).toBeGreaterThanOrEqual(bytes.length);
    }
  });

  it('finds the first separator, not a later one', () => {
    expect(removePkcs1Type2Padding(block([0, 2], nonZero(8), [0], [104, 0, 105]))?.toString()).toBe('h\u0000i');
  });
});
