/**
 * SQL that reads a timestamptz column as the UTC+8 wall time 'YYYY-MM-DD HH:mm:ss' every time the server
 * sends is written as (spec §1).
 */
export function wallTimeSql(column: string): string {
  return `to_char(${column} AT TIME ZONE INTERVAL '+08:00', 'YYYY-MM-DD HH24:MI:SS')`;
}

/** SQL that reads a timestamp column already stored as a UTC+8 wall time (lives, announcements) as 'YYYY-MM-DD HH:mm:ss'. */
export function storedWallTimeSql(column: string): string {
  return `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
}
