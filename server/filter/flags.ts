import type { FilterFlag } from '../../common/generated/types.js';

/** A filter flag (not, wrap) arrives as a boolean or, from a query string, as 'true'/'false'. */
export function isSet(flag: FilterFlag | undefined): boolean {
  return flag === true || flag === 'true';
}
