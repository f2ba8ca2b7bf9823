import type { FilterCondition } from '../../common/generated/types.js';
import type { FieldType } from './search-resource.js';

export type FilterOperator = FilterCondition['op'];
export type ScalarValue = string | number | boolean;

export interface FieldTypeRules {
  /** The SQL type a parameter is cast to. */
  cast: string;
  operators: ReadonlySet<FilterOperator>;
  /** The value as the parameter to send, or undefined when it is not a value of this type. */
  parse(value: ScalarValue): string | undefined;
}

const COMPARABLE: FilterOperator[] = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'isNull', 'isNotNull'];
const MAX_TEXT_LENGTH = 500;
const INTEGER = /^-?\d{1,18}$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

export const FIELD_TYPES: Readonly<Record<FieldType, FieldTypeRules>> = {
  text: { cast: 'text', operators: new Set([...COMPARABLE, 'like']), parse: parseText },
  integer: { cast: 'bigint', operators: new Set(COMPARABLE), parse: parseInteger },
  wallTime: { cast: 'timestamp', operators: new Set(COMPARABLE), parse: parseWallTime },
  textArray: { cast: 'text', operators: new Set(['eq', 'ne', 'in', 'isNull', 'isNotNull']), parse: parseText },
};

function parseText(value: ScalarValue): string | undefined {
  const text = String(value);
  return text.length <= MAX_TEXT_LENGTH ? text : undefined;
}

function parseInteger(value: ScalarValue): string | undefined {
  const text = String(value).trim();
  return INTEGER.test(text) ? text : undefined;
}

/** 'YYYY-MM-DD HH:mm:ss' or a whole day 'YYYY-MM-DD', as a real calendar time; no zone is implied. */
function parseWallTime(value: ScalarValue): string | undefined {
  const match = WALL_TIME.exec(String(value).trim());
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exact =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  if (!exact) return undefined;
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
