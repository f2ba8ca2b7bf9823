import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/connection.js';

const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CODE_LENGTH = 8;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export interface ShortLinkRepository {
  /** The URL's code: the one it has, or a new one. */
  codeOf(url: string): Promise<string>;
  urlOf(code: string): Promise<string | undefined>;
}

export function createShortLinkRepository(db: Queryable): ShortLinkRepository {
  return {
    async codeOf(url) {
      // 62^8 codes: a clash is all but impossible; should one happen, the next try takes another code.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [row] = await db.query<{ code: string }>(
          `WITH added AS (
             INSERT INTO short_links (code, url) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code
           )
           SELECT code FROM added UNION ALL SELECT code FROM short_links WHERE url = $2 LIMIT 1`,
          [newCode(), url],
        );
        if (row) return row.code;
      }
      throw new Error('no free short-link code after three tries');
    },
    async urlOf(code) {
      const [row] = await db.query<{ url: string }>('SELECT url FROM short_links WHERE code = $1', [code]);
      return row?.url;
    },
  };
}
