// The RSA key pair the browser encrypts passwords with (jsencrypt, PKCS#1 v1.5). One per deployment:
// made on first use and kept in the database, so every server instance decrypts what any other's page
// encrypted. 2048 bits, not the spec's 1024 default: see the README.
import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import type { Database } from '../db/connection.js';
import { deploymentValue } from '../db/deployment-value.js';
import { removePkcs1Type2Padding } from './pkcs1-unpad.js';

export const LOGIN_KEY_BITS = 2048;
// Two instances starting on an empty database must not each make a key pair.
const KEY_PAIR_LOCK = 720_471_503;

export interface LoginKey {
  publicKeyPem: string;
  /** The plain text of a base64 ciphertext, or null when it is not one this key encrypted. */
  decrypt(ciphertextBase64: string): string | null;
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
      await tx.query('INSERT INTO login_key_pairs (id, public_key_pem, private_key_pem) VALUES (1, $1, $2)', [
        created.public_key_pem,
        created.private_key_pem,
      ]);
      return created;
    },
    toValue: toLoginKey,
  });
  return { current };
}

function toLoginKey(row: KeyPairRow): LoginKey {
  const privateKey = createPrivateKey(row.private_key_pem);
  return { publicKeyPem: row.public_key_pem, decrypt: (ciphertext) => decrypt(privateKey, ciphertext) };
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

function decrypt(privateKey: KeyObject, ciphertextBase64: string): string | null {
  if (!BASE64.test(ciphertextBase64)) return null;
  const ciphertext = leftPadded(Buffer.from(ciphertextBase64, 'base64'), LOGIN_KEY_BITS / 8);
  if (ciphertext === null) return null;
  let block: Buffer;
  try {
    block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, ciphertext);
  } catch {
    // A number not below the modulus: not a ciphertext of this key.
    return null;
  }
  const message = removePkcs1Type2Padding(block);
  return message === null ? null : message.toString('utf8');
}

// jsencrypt writes the ciphertext number without its leading zero bytes (about one time in 256), while
// RSA_NO_PADDING wants exactly the modulus length.
function leftPadded(bytes: Buffer, length: number): Buffer | null {
  if (bytes.length === 0 || bytes.length > length) return null;
  return bytes.length === length ? bytes : Buffer.concat([Buffer.alloc(length - bytes.length), bytes]);
}
