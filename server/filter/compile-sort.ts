import { ErrorCode } from '../errors/error-codes.js';
import { filterError, quoted } from './filter-error.js';
import type { SearchResource } from './search-resource.js';

const MAX_SORTS = 5;

/**
 * `sort=field,desc` (several allowed) as an ORDER BY list over the resource's sortable fields, always
 * ending with the id so the order is total and pages are stable.
 */
export function compileSort(sort: string | string[] | undefined, resource: SearchResource): string {
  const specs = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
  if (specs.length > MAX_SORTS) throw filterError(ErrorCode.sortField, `At most ${MAX_SORTS} sort fields are allowed.`);
  const terms = specs.map((spec) => sortTerm(spec, resource));
  const id = resource.idColumn;
  const sortsById = terms.some((term) => term.column === id);
  return [...terms, ...(sortsById ? [] : [{ column: id, direction: 'ASC' }])].map(({ column, direction }) => `${column} ${direction}`).join(', ');
}

function sortTerm(spec: string, resource: SearchResource): { column: string; direction: 'ASC' | 'DESC' } {
  const [field = '', direction = 'asc', ...rest] = spec.split(',').map((part) => part.trim());
  const column = resource.sortColumns.get(field);
  if (column === undefined) throw filterError(ErrorCode.sortField, `Unknown sort field ${quoted(field)} for ${resource.name}.`);
  const normalised = direction.toLowerCase();
  if (rest.length > 0 || (normalised !== 'asc' && normalised !== 'desc')) {
    throw filterError(ErrorCode.sortField, `Sort direction for ${quoted(field)} must be asc or desc.`);
  }
  return { column, direction: normalised === 'asc' ? 'ASC' : 'DESC' };
}
