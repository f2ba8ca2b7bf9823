import type { FilterExpression, FilterGroup } from '../../common/generated/types.js';
import { ErrorCode } from '../errors/error-codes.js';
import { compileCondition } from './compile-condition.js';
import { filterError } from './filter-error.js';
import { isSet } from './flags.js';
import type { SearchResource } from './search-resource.js';
import type { SqlParams } from './sql-params.js';

/** Bounds on a client's filter tree, so one request cannot ask for an unbounded query. */
export const FILTER_LIMITS = { maxDepth: 5, maxConditions: 50 } as const;

/**
 * Compiles a filter tree (schemas/filter-expression.schema.json) to a parameterised SQL condition over
 * `resource`'s allow-listed fields, adding its values to `params`. 'TRUE' when nothing is left to filter.
 * Throws a 400 ApiError for an unknown field, an unsupported operator, a bad value or a too large tree.
 */
export function compileFilter(expression: FilterExpression | undefined, resource: SearchResource, params: SqlParams): string {
  if (expression === undefined) return 'TRUE';
  checkSize(expression);
  return compileExpression(expression, resource, params) ?? 'TRUE';
}

/**
 * Whether every row the filter keeps has one of `fields` equal to a value it names: a condition `eq` on
 * one of them, alone or in an AND group, not negated. An index of those fields then finds the filter's rows (a GIN
 * index takes no `= ANY(…)`, so `in` is not one).
 */
export function requiresValueOf(filter: FilterExpression | undefined, fields: ReadonlySet<string>): boolean {
  if (filter === undefined || isSet(filter.not)) return false;
  if (isGroup(filter)) return filter.join !== 'or' && filter.items.some((item) => requiresValueOf(item, fields));
  return fields.has(filter.field) && filter.op === 'eq';
}

function isGroup(expression: FilterExpression): expression is FilterGroup {
  return 'items' in expression;
}

function compileExpression(expression: FilterExpression, resource: SearchResource, params: SqlParams): string | null {
  return isGroup(expression) ? compileGroup(expression, resource, params) : compileCondition(expression, resource, params);
}

// A group is always parenthesised, so `wrap` changes nothing; it is accepted as the client sends it.
function compileGroup(group: FilterGroup, resource: SearchResource, params: SqlParams): string | null {
  const parts = group.items.flatMap((item) => compileExpression(item, resource, params) ?? []);
  if (parts.length === 0) return null;
  const sql = `(${parts.join(group.join === 'or' ? ' OR ' : ' AND ')})`;
  return isSet(group.not) ? `NOT ${sql}` : sql;
}

function checkSize(root: FilterExpression): void {
  let conditions = 0;
  const visit = (expression: FilterExpression, depth: number): void => {
    if (!isGroup(expression)) {
      conditions += 1;
      if (conditions > FILTER_LIMITS.maxConditions) {
        throw filterError(ErrorCode.filterTooComplex, `A filter may hold at most ${FILTER_LIMITS.maxConditions} conditions.`);
      }
      return;
    }
    if (depth > FILTER_LIMITS.maxDepth) {
      throw filterError(ErrorCode.filterTooComplex, `Filter groups may nest at most ${FILTER_LIMITS.maxDepth} deep.`);
    }
    for (const item of expression.items) visit(item, depth + 1);
  };
  visit(root, 1);
}
