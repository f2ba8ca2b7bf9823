// Spec §7 (an RSA public-key encrypt routine, exponent 010001) and the issue-4 contract: passwords leave the
// browser encrypted with the server's public key (GET /api/auth/public-key), PKCS#1 v1.5 by jsencrypt, base64.
// jsencrypt loads with the first password sent, not with the page.
import { validateLoginPublicKey } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { SESSION_PATHS } from './paths';

let publicKey: Promise<string> | undefined;

/** The server's public key (PEM), asked for once per page; a failed answer is asked for again next time. */
function loadPublicKey(): Promise<string> {
  publicKey ??= requestLazily<unknown>({ url: SESSION_PATHS.publicKey })
    .then((reply) => checkReply(validateLoginPublicKey, reply, 'login public key').publicKey)
    .catch((error: unknown) => {
      publicKey = undefined;
      throw error;
    });
  return publicKey;
}

export class PasswordEncryptionError extends Error {
  override name = 'PasswordEncryptionError';
}

/** The password encrypted for the server, base64. */
export async function encryptPassword(password: string): Promise<string> {
  const [pem, { JSEncrypt }] = await Promise.all([loadPublicKey(), import('jsencrypt')]);
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(pem);
  const encrypted = encryptor.encrypt(password);
  // jsencrypt answers false when the text does not fit the key (more than 245 bytes for 2048 bits).
  if (encrypted === false) throw new PasswordEncryptionError('the password could not be encrypted');
  return encrypted;
}
