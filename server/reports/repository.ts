import { randomInt } from 'node:crypto';
import type { ProblemReport } from '../../common/generated/types.js';
import { formatWallTime } from '../../common/time.js';
import type { Queryable } from '../db/connection.js';

const REFERENCE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** R{UTC+8 day}-{6 random characters}, e.g. R20261122-7KQ2ZD: says when it was made and is not guessable. */
export function newReference(now: Date): string {
  const suffix = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `R${formatWallTime(now, 'YYYYMMDD')}-${suffix}`;
}

export interface ProblemReportRepository {
  shopExists(shopCode: string): Promise<boolean>;
  /** Stores the report and returns its reference. */
  insert(report: ProblemReport, accountId: string | null, now: Date): Promise<string>;
}

export function createProblemReportRepository(db: Queryable): ProblemReportRepository {
  return {
    async shopExists(shopCode) {
      const [row] = await db.query('SELECT 1 FROM exhibitors WHERE shop_code = $1', [shopCode]);
      return row !== undefined;
    },
    async insert({ type, target, description, email }, accountId, now) {
      // 36^6 references a day: a clash is all but impossible; should one happen, the next try takes another.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const reference = newReference(now);
        const [row] = await db.query<{ reference: string }>(
          `INSERT INTO problem_reports (reference, type, target, description, email, account_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz) ON CONFLICT DO NOTHING RETURNING reference`,
          [reference, type, target, description, email, accountId, now.toISOString()],
        );
        if (row) return row.reference;
      }
      throw new Error('no free problem-report reference after three tries');
    },
  };
}
