// Removes PKCS#1 v1.5 encryption padding (type 2) from a raw RSA decryption. Node 20 refuses
// privateDecrypt with RSA_PKCS1_PADDING since CVE-2023-46809 (the Marvin timing attack), and jsencrypt
// in the browser can only pad that way; so we decrypt with RSA_NO_PADDING and unpad here.
// Every failure is one and the same answer (null), and every byte is read whatever the first bad one was, with
// no branch on a byte's value, so that neither the answer nor the time taken says which check failed
// (issue 24: a Bleichenbacher padding oracle). The caller (login-key.ts) puts a synthetic message in place of a
// null, so no answer downstream can tell the two apart either.

/** 00 02, at least 8 padding bytes, the 00 separator. */
const MIN_PADDED_LENGTH = 11;
/** The separator may come no earlier than after 00 02 and 8 padding bytes. */
const FIRST_SEPARATOR_INDEX = 10;

/** The message inside `block` (00 02 PS 00 M, PS at least 8 non-zero bytes), or null when malformed. */
export function removePkcs1Type2Padding(block: Buffer): Buffer | null {
  // The length is public (the modulus's): no secret in returning early on it.
  if (block.length < MIN_PADDED_LENGTH) return null;
  let good = isZero(byteAt(block, 0)) & isZero(byteAt(block, 1) ^ 0x02);
  let separator = 0;
  let searching = 1;
  for (let index = 2; index < block.length; index++) {
    const zero = isZero(byteAt(block, index));
    // The first 00 only: `searching` is 1 until it is found, then 0 for good.
    separator = select(searching & zero, index, separator);
    searching &= zero ^ 1;
  }
  good &= searching ^ 1;
  good &= isZero(lessThan(separator, FIRST_SEPARATOR_INDEX));
  return good === 1 ? block.subarray(separator + 1) : null;
}

function byteAt(block: Buffer, index: number): number {
  return block[index] ?? 0;
}

/** 1 when the byte is 0, else 0, without a branch. */
function isZero(byte: number): number {
  return ((byte - 1) >>> 31) & 1;
}

/** 1 when a < b (both small non-negative integers), else 0, without a branch. */
function lessThan(a: number, b: number): number {
  return ((a - b) >>> 31) & 1;
}

/** `ifOne` when `bit` is 1, `ifZero` when it is 0, without a branch. */
function select(bit: number, ifOne: number, ifZero: number): number {
  return ifZero ^ ((ifOne ^ ifZero) & -bit);
}
