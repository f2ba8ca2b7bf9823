import type { Language } from '../../common/generated/types.js';
import type { Queryable } from '../db/connection.js';

export interface SensitiveWord {
  word: string;
  language: Language;
}

export interface SensitiveWordRepository {
  /** Every listed word, in both languages: a submission in one language may hold words of the other. */
  listWords(): Promise<string[]>;
  count(): Promise<number>;
  /** Adds a word; a word already listed is left as it is. */
  insert(word: SensitiveWord): Promise<void>;
}

export function createSensitiveWordRepository(db: Queryable): SensitiveWordRepository {
  return {
    async listWords() {
      const rows = await db.query<{ word: string }>('SELECT word FROM sensitive_words ORDER BY word');
      return rows.map(({ word }) => word);
    },

    async count() {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM sensitive_words');
      return row?.count ?? 0;
    },

    async insert({ word, language }) {
      await db.query('INSERT INTO sensitive_words (word, language) VALUES ($1, $2) ON CONFLICT (word) DO NOTHING', [word, language]);
    },
  };
}
