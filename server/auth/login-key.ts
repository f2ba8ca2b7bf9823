// The RSA key pair the browser encrypts passwords with (jsencrypt, PKCS#1 v1.5). One per deployment:
// made on first use and kept in the database, so every server instance decrypts what any other's page
// encrypted. 2048 bits, not the spec's 1024 default: see the README.
import { constants, createHash, createHmac, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import type { Database } from '../db/connection.js';
import { deploymentValue } from '../db/deployment-value.js';
import { removePkcs1Type2Padding } from './pkcs1-unpad.js';

export const LOGIN_KEY_BITS = 2048;
// Two instances starting on an empty database must not each make a key pair.
const KEY_PAIR_LOCK = 720_471_503;

/**
 * What a ciphertext of the right form decrypts to. When its padding is wrong, the text is a synthetic one derived
 * from the ciphertext and the private key ("implicit rejection", as RSA implementations do since the Marvin
 * attack): callers cannot tell, so no answer of theirs (a wrong password, a password of the wrong length, a
 * success) can be a Bleichenbacher padding oracle (issue 24). The same block always gives the same text.
 */
export interface DecryptedPassword {
  text: string;
}

export interface LoginKey {
  publicKeyPem: string;
  /**
   * The password in a base64 ciphertext; null when by its form alone it is none of this key's (not base64, longer
   * than the modulus, not below it): public facts, which tell nothing of the private key.
   */
  decrypt(ciphertextBase64: string): DecryptedPassword | null;
}

export interface LoginKeyStore {
  current(): Promise<LoginKey>;
}

export function createLoginKeyStore(db: Database): LoginKeyStore {
  const current = deploymentValue(db, {
    lock: KEY_PAIR_LOCK,
    read: async (tx) => (await tx.query<KeyPairRow>('SELECT public_key_pem, private_key_pem FROM login_key_pairs WHERE id = 1'))[0],
    async create(tx) {
      const created = await newKeyPair();
      await tx.query('INSERT INTO login_key_pairs (id, public_key_pem, private_key_pem) VALUES (1, $1, $2)', [created.public_key_pem, created.private_key_pem]);
      return created;
    },
    toValue: toLoginKey,
  });
  return { current };
}

function toLoginKey(row: KeyPairRow): LoginKey {
  const privateKey = createPrivateKey(row.private_key_pem);
  // The synthetic texts' key: secret as the private key is, and fixed with it.
  const rejectionKey = createHash('sha256').update('implicit-rejection\0').update(row.private_key_pem).digest();
  return { publicKeyPem: row.public_key_pem, decrypt: (ciphertext) => decrypt(privateKey, rejectionKey, ciphertext) };
}

interface KeyPairRow {
  public_key_pem: string;
  private_key_pem: string;
}

function newKeyPair(): Promise<KeyPairRow> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      {
        modulusLength: LOGIN_KEY_BITS,
        publicExponent: 0x10001,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (error, publicKey, privateKey) => (error ? reject(error) : resolve({ public_key_pem: publicKey, private_key_pem: privateKey })),
    );
  });
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const KEY_BYTES = LOGIN_KEY_BITS / 8;
// PKCS#1 v1.5 leaves at most k - 11 bytes of message.
const MAX_MESSAGE_BYTES = KEY_BYTES - 11;

function decrypt(privateKey: KeyObject, rejectionKey: Buffer, ciphertextBase64: string): DecryptedPassword | null {
  if (!BASE64.test(ciphertextBase64)) return null;
  const ciphertext = leftPadded(Buffer.from(ciphertextBase64, 'base64'), KEY_BYTES);
  if (ciphertext === null) return null;
  let block: Buffer;
  try {
    block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, ciphertext);
  } catch {
    // A number not below the modulus, refused before the private key is used: not a ciphertext of this key.
    return null;
  }
  // Made whether it is needed or not, so that a good and a bad block cost the same.
  const synthetic = syntheticMessage(rejectionKey, ciphertext);
  const message = removePkcs1Type2Padding(block);
  return { text: (message ?? synthetic).toString('utf8') };
}

/**
 * A message for a block whose padding is wrong: its length and bytes drawn from HMAC(key, ciphertext), the length
 * spread over 0 … k - 11 bytes as a well-padded block's message length is, so that a check of its length answers
 * alike for both.
 */
function syntheticMessage(rejectionKey: Buffer, ciphertext: Buffer): Buffer {
  const stream = (label: string, bytes: number) => {
    const blocks: Buffer[] = [];
    for (let counter = 0; blocks.length * 32 < bytes; counter += 1)
      blocks.push(createHmac('sha256', rejectionKey).update(`${label}\0${counter}\0`).update(ciphertext).digest());
    return Buffer.concat(blocks).subarray(0, bytes);
  };
  const length = stream('length', 2).readUInt16BE(0) % (MAX_MESSAGE_BYTES + 1);
  return stream('message', MAX_MESSAGE_BYTES).subarray(0, length);
}

// jsencrypt writes the ciphertext number without its leading zero bytes (about one time in 256), while
// RSA_NO_PADDING wants exactly the modulus length.
function leftPadded(bytes: Buffer, length: number): Buffer | null {
  if (bytes.length === 0 || bytes.length > length) return null;
  return bytes.length === length ? bytes : Buffer.concat([Buffer.alloc(length - bytes.length), bytes]);
}
