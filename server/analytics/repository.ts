import type { Queryable } from '../db/connection.js';
import type { DailyCount } from './daily-counts.js';

/** Spec §7's exposure events: a section coming into view, a banner shown. */
export const EXPOSURE_EVENTS = ['section_exposed', 'ad_exposed'] as const;

export interface SectionStatsQuery {
  page: string;
  /** UTC+8 days 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

export interface StoredSectionStats {
  day: string;
  section: string;
  /** '' for the section's own row. */
  item: string;
  exposures: number;
  clicks: number;
}

export interface AnalyticsRepository {
  /** Adds a batch's counts to the stored ones, in one statement. */
  addDailyCounts(rows: readonly DailyCount[]): Promise<void>;
  sectionStats(query: SectionStatsQuery): Promise<StoredSectionStats[]>;
}

const COLUMNS_PER_ROW = 6;

export function createAnalyticsRepository(db: Queryable): AnalyticsRepository {
  return {
    async addDailyCounts(rows) {
      if (rows.length === 0) return;
      const values = rows.map((_, index) => {
        const first = index * COLUMNS_PER_ROW;
        return `($${first + 1}::date, $${first + 2}, $${first + 3}, $${first + 4}, $${first + 5}, $${first + 6}::bigint)`;
      });
      const params = rows.flatMap((row) => [row.day, row.page, row.section, row.item, row.event, row.count]);
      await db.query(
        `INSERT INTO analytics_daily_counts (day, page, section, item, event, count)
         VALUES ${values.join(', ')}
         ON CONFLICT (page, day, section, item, event) DO UPDATE SET count = analytics_daily_counts.count + EXCLUDED.count`,
        params,
      );
    },

    // A section's own row (item '') counts its section_exposed events and every click in it, whatever the
    // item; an item's row counts that item's exposures (ad_exposed) and clicks.
    async sectionStats({ page, from, to }) {
      return db.query<StoredSectionStats>(
        `WITH counted AS (
           SELECT day, section, item,
                  CASE WHEN event = ANY($4::text[]) THEN count ELSE 0 END AS exposures,
                  CASE WHEN event LIKE '%\\_click' THEN count ELSE 0 END AS clicks
             FROM analytics_daily_counts
            WHERE page = $1 AND day BETWEEN $2::date AND $3::date AND section <> ''
         ),
         rows AS (
           SELECT day, section, item, exposures, clicks FROM counted
           UNION ALL
           SELECT day, section, '' AS item, 0 AS exposures, clicks FROM counted WHERE item <> ''
         )
         SELECT to_char(day, 'YYYY-MM-DD') AS day, section, item,
                sum(exposures)::int AS exposures, sum(clicks)::int AS clicks
           FROM rows
          GROUP BY day, section, item
         HAVING sum(exposures) > 0 OR sum(clicks) > 0
          ORDER BY day, section, item`,
        [page, from, to, [...EXPOSURE_EVENTS]],
      );
    },
  };
}
