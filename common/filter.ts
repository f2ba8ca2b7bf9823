// Builders for the filter tree of schemas/filter-expression.schema.json (spec §3).
import type { FilterCondition, FilterExpression, FilterGroup } from './generated/types';

export type { FilterCondition, FilterExpression, FilterGroup };
export type FilterOp = FilterCondition['op'];
export type FilterValue = FilterCondition['value'];

export function condition(field: string, op: FilterOp, value?: FilterValue, not?: boolean): FilterCondition {
  return {
    field,
    op,
    ...(value === undefined ? {} : { value }),
    ...(not === undefined ? {} : { not }),
  };
}

export function allOf(...items: FilterExpression[]): FilterGroup {
  return { join: 'and', items };
}

export function anyOf(...items: FilterExpression[]): FilterGroup {
  return { join: 'or', items };
}

function isGroup(expression: FilterExpression): expression is FilterGroup {
  return 'items' in expression;
}

function hasValue({ op, value }: FilterCondition): boolean {
  if (op === 'isNull' || op === 'isNotNull') return true;
  return !(value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0));
}

/**
 * Spec §5: conditions with no value (undefined, null, '' or []) are skipped, except isNull/isNotNull.
 * A group left with no items is skipped too; undefined when nothing remains, so the caller sends no filter.
 */
export function withoutEmptyConditions(expression: FilterExpression): FilterExpression | undefined {
  if (!isGroup(expression)) return hasValue(expression) ? expression : undefined;
  const items = expression.items.flatMap((item) => withoutEmptyConditions(item) ?? []);
  return items.length > 0 ? { ...expression, items } : undefined;
}
