import type { Queryable } from '../../../db/connection.js';
import type { Translations } from './product-repository.js';

export interface Live {
  id: string;
  title: Translations;
  /** UTC+8 wall time 'YYYY-MM-DD HH:mm:ss'. */
  startsAt: string;
}

export interface LiveRepository {
  exists(id: string): Promise<boolean>;
  count(): Promise<number>;
  /** Stores a live under its own id; an id already stored is left as it is. */
  insert(live: Live): Promise<void>;
}

export function createLiveRepository(db: Queryable): LiveRepository {
  return {
    async exists(id) {
      const rows = await db.query('SELECT 1 FROM lives WHERE id = $1', [id]);
      return rows.length > 0;
    },

    async count() {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM lives');
      return row?.count ?? 0;
    },

    async insert({ id, title, startsAt }) {
      await db.query(
        'INSERT INTO lives (id, title, starts_at) VALUES ($1, $2::jsonb, $3::timestamp) ON CONFLICT (id) DO NOTHING',
        [id, JSON.stringify(title), startsAt],
      );
    },
  };
}
