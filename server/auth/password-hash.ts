// Passwords are kept as scrypt hashes: "scrypt$<log2 N>$<r>$<p>$<salt>$<hash>" (base64url), so a hash
// carries its own cost and older ones still verify after the cost is raised.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum with 32 MiB of memory per hash (N=2^15, r=8, p=3). */
export const PASSWORD_COST: ScryptCost = { log2N: 15, r: 8, p: 3 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  if (!isCost(log2N) || !isCost(r) || !isCost(p)) return false;
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  const actual = await derive(password, Buffer.from(parts[4] ?? '', 'base64url'), { log2N, r, p }, expected.length);
  return expected.length > 0 && timingSafeEqual(actual, expected);
}

// A hash to check against when the account does not exist, so an unknown account costs as much time
// as a wrong password and response times do not tell which accounts exist.
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

function isCost(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value > 0 && value < 64;
}

function derive(password: string, salt: Buffer, cost: ScryptCost, length = KEY_LENGTH): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
