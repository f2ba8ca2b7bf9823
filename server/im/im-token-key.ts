// The key the local IM's tokens are signed with: LOCAL_IM_SECRET when it is configured, else 32 random
// bytes made on first use and kept in the database (im_token_keys), so that every server instance on it
// accepts the tokens any other one signed, and a restart does not sign everyone out of the chat.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/connection.js';
import { deploymentValue } from '../db/deployment-value.js';

// Two instances starting on an empty database must not each make a key.
const TOKEN_KEY_LOCK = 720_471_507;

/** A function giving the key, loading or making it once. */
export function createImTokenKey(db: Database, configured: string | null): () => Promise<Buffer> {
  if (configured !== null) {
    const key = Buffer.from(configured, 'utf8');
    return async () => key;
  }
  return deploymentValue(db, {
    lock: TOKEN_KEY_LOCK,
    read: async (tx) => (await tx.query<{ secret: string }>('SELECT secret FROM im_token_keys WHERE id = 1'))[0]?.secret,
    async create(tx) {
      const created = randomBytes(32).toString('base64');
      await tx.query('INSERT INTO im_token_keys (id, secret) VALUES (1, $1)', [created]);
      return created;
    },
    toValue: (secret) => Buffer.from(secret, 'base64'),
  });
}
