// What a client may filter and sort a resource by. Column expressions are written here, in code;
// a client's field name only ever selects one of them, so no client string reaches the SQL text.

/** How a field's values are read and compared. */
export type FieldType =
  | 'text'
  /** A whole number (bigint column). */
  | 'integer'
  /** A UTC+8 wall time 'YYYY-MM-DD HH:mm:ss' in a `timestamp` column. */
  | 'wallTime'
  /** A `text[]` column: a value matches when the array contains it. */
  | 'textArray';

export interface SearchField {
  column: string;
  type: FieldType;
}

export interface SearchResource {
  /** Named in error messages, e.g. "siteAnnouncements". */
  name: string;
  fields: ReadonlyMap<string, SearchField>;
  sortColumns: ReadonlyMap<string, string>;
  /** Breaks ties last in every ordering, so pages never overlap or skip. */
  idColumn: string;
}
