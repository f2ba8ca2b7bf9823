import type { FilterCondition } from '../../common/generated/types.js';
import { ErrorCode } from '../errors/error-codes.js';
import { FIELD_TYPES, type FieldTypeRules, type FilterOperator, type ScalarValue } from './field-types.js';
import { filterError, quoted } from './filter-error.js';
import { isSet } from './flags.js';
import { containsPattern } from './like-pattern.js';
import type { SearchField, SearchResource } from './search-resource.js';
import type { SqlParams } from './sql-params.js';

interface Target {
  column: string;
  cast: string;
  fieldName: string;
}

type Comparison = Exclude<FilterOperator, 'in' | 'like' | 'isNull' | 'isNotNull'>;

const COMPARISONS: Record<Comparison, string> = { eq: '=', ne: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' };

/**
 * One condition as SQL, or null when it has no value and so is skipped (spec §5; isNull and isNotNull
 * need none). Every value becomes a parameter; the column comes from the resource's allow-list.
 */
export function compileCondition(condition: FilterCondition, resource: SearchResource, params: SqlParams): string | null {
  const field = lookUpField(condition.field, resource);
  const rules = FIELD_TYPES[field.type];
  const { op } = condition;
  if (!rules.operators.has(op)) {
    throw filterError(ErrorCode.filterOperator, `Operator ${quoted(op)} is not supported for filter field ${quoted(condition.field)}.`);
  }
  const values = presentValues(condition.value);
  if (op !== 'isNull' && op !== 'isNotNull' && values.length === 0) return null;
  const parsed = values.map((value) => parseValue(value, rules, condition.field));
  const target: Target = { column: field.column, cast: rules.cast, fieldName: condition.field };
  const sql = field.type === 'textArray' ? arraySql(target, op, parsed, params) : scalarSql(target, op, parsed, params);
  return isSet(condition.not) ? `NOT (${sql})` : sql;
}

function lookUpField(name: string, resource: SearchResource): SearchField {
  const field = resource.fields.get(name);
  if (field === undefined) throw filterError(ErrorCode.filterField, `Unknown filter field ${quoted(name)} for ${resource.name}.`);
  return field;
}

/** The condition's values, without the empty ones: undefined, null, '' and [] are no value. */
function presentValues(value: FilterCondition['value']): ScalarValue[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is ScalarValue => item !== undefined && item !== null && item !== '');
}

function parseValue(value: ScalarValue, rules: FieldTypeRules, fieldName: string): string {
  const parsed = rules.parse(value);
  if (parsed === undefined) throw filterError(ErrorCode.filterValue, `Invalid value ${quoted(String(value))} for filter field ${quoted(fieldName)}.`);
  return parsed;
}

function scalarSql({ column, cast, fieldName }: Target, op: FilterOperator, values: string[], params: SqlParams): string {
  const param = (value: string) => `${params.add(value)}::${cast}`;
  switch (op) {
    case 'isNull':
      return `${column} IS NULL`;
    case 'isNotNull':
      return `${column} IS NOT NULL`;
    case 'in':
      return `${column} IN (${values.map(param).join(', ')})`;
    case 'like':
      return `${column} ILIKE ${params.add(containsPattern(single(values, op, fieldName)))} ESCAPE '\\'`;
    default:
      return `${column} ${COMPARISONS[op]} ${param(single(values, op, fieldName))}`;
  }
}

// A text[] column holds several values; a condition asks whether it contains one (eq) or any (in).
function arraySql({ column, cast, fieldName }: Target, op: FilterOperator, values: string[], params: SqlParams): string {
  const param = (value: string) => `${params.add(value)}::${cast}`;
  switch (op) {
    case 'isNull':
      return `coalesce(cardinality(${column}), 0) = 0`;
    case 'isNotNull':
      return `cardinality(${column}) > 0`;
    case 'in':
      return `${column} && ARRAY[${values.map(param).join(', ')}]`;
    case 'ne':
      return `NOT (${param(single(values, op, fieldName))} = ANY (${column}))`;
    default:
      return `${param(single(values, op, fieldName))} = ANY (${column})`;
  }
}

function single(values: string[], op: FilterOperator, fieldName: string): string {
  const [value] = values;
  if (value === undefined || values.length > 1) {
    throw filterError(ErrorCode.filterValue, `Operator ${quoted(op)} takes one value for filter field ${quoted(fieldName)}.`);
  }
  return value;
}
