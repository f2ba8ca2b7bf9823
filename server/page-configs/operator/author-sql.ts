/**
 * SQL for who wrote a version or draft: the account's name (its e-mail, or phone, when it has none) when
 * `column` holds an account id, else the text itself ('seed', 'cli', what `npm run config -- --by` named).
 * Needs `LEFT JOIN accounts {alias} ON {alias}.id = {column}`.
 */
export function authorSql(column: string, alias: string): string {
  return `COALESCE(NULLIF(${alias}.name, ''), ${alias}.email, ${alias}.phone, ${column})`;
}
