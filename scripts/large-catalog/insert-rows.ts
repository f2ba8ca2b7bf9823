import type { Queryable } from '../../server/db/connection.js';

export interface Column {
  name: string;
  /** A cast for the parameter, e.g. 'jsonb' or 'text[]'. */
  type?: string;
}

// PostgreSQL's wire protocol allows 65 535 parameters per statement; batches stay well below it,
// large enough that a statement's round trip is paid once per few hundred rows.
const MAX_PARAMS = 30_000;

/**
 * Inserts the rows with multi-row INSERT statements, all values as parameters; `suffix` follows each
 * statement (e.g. an ON CONFLICT clause). Returns how many rows it sent.
 */
export async function insertRows(db: Queryable, table: string, columns: readonly Column[], rows: Iterable<readonly unknown[]>, suffix = ''): Promise<number> {
  const batchRows = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const names = columns.map((column) => column.name).join(', ');
  let batch: unknown[] = [];
  let values: string[] = [];
  let sent = 0;
  const flush = async () => {
    if (values.length === 0) return;
    await db.query(`INSERT INTO ${table} (${names}) VALUES ${values.join(', ')} ${suffix}`, batch);
    sent += values.length;
    batch = [];
    values = [];
  };
  for (const row of rows) {
    const placeholders = columns.map((column, index) => {
      batch.push(row[index]);
      return column.type ? `$${batch.length}::${column.type}` : `$${batch.length}`;
    });
    values.push(`(${placeholders.join(', ')})`);
    if (values.length === batchRows) await flush();
  }
  await flush();
  return sent;
}
