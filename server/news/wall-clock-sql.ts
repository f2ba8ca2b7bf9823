// Times of the news centre are stored as UTC+8 wall times (timestamp without zone), as they are written.

/** The current UTC+8 wall time, in SQL. */
export const NOW_WALL_TIME_SQL = `(now() AT TIME ZONE INTERVAL '+08:00')`;

/** A timestamp column as the 'YYYY-MM-DD HH:mm:ss' the replies carry. */
export function wallTimeText(column: string): string {
  return `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
}
