// Removes PKCS#1 v1.5 encryption padding (type 2) from a raw RSA decryption. Node 20 refuses
// privateDecrypt with RSA_PKCS1_PADDING since CVE-2023-46809 (the Marvin timing attack), and jsencrypt
// in the browser can only pad that way; so we decrypt with RSA_NO_PADDING and unpad here.
// Every failure is one and the same answer (null), so the reply does not say which check failed.

/** The message inside `block` (00 02 PS 00 M, PS at least 8 non-zero bytes), or null when malformed. */
export function removePkcs1Type2Padding(block: Buffer): Buffer | null {
  if (block.length < 11 || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const separator = block.indexOf(0x00, 2);
  if (separator < 10) return null;
  return block.subarray(separator + 1);
}
