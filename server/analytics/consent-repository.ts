import type { ConsentChoice, ConsentStatsRow } from '../../common/generated/types.js';
import type { Queryable } from '../db/connection.js';

/** The cookie consent choices, counted per UTC+8 day and choice (migration 026): nothing of the visitor is kept. */
export interface ConsentRepository {
  addChoice(day: string, choice: ConsentChoice): Promise<void>;
  /** Days with any choice, `from` to `to` ('YYYY-MM-DD', both included), oldest first. */
  consentStats(from: string, to: string): Promise<ConsentStatsRow[]>;
}

export function createConsentRepository(db: Queryable): ConsentRepository {
  return {
    async addChoice(day, choice) {
      await db.query(
        `INSERT INTO cookie_consent_daily_counts (day, choice, count) VALUES ($1::date, $2, 1)
         ON CONFLICT (day, choice) DO UPDATE SET count = cookie_consent_daily_counts.count + 1`,
        [day, choice],
      );
    },

    async consentStats(from, to) {
      return db.query<ConsentStatsRow>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day,
                sum(CASE WHEN choice = 'allow' THEN count ELSE 0 END)::int AS allow,
                sum(CASE WHEN choice = 'deny' THEN count ELSE 0 END)::int AS deny
           FROM cookie_consent_daily_counts
          WHERE day BETWEEN $1::date AND $2::date
          GROUP BY day
          ORDER BY day`,
        [from, to],
      );
    },
  };
}
