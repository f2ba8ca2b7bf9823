import type { FilterExpression } from '../../common/generated/types.js';

/** Query string of a search endpoint (spec §7: unbox, size, page, sort, filter), as validated. */
export interface SearchQuery {
  /** Sent by the client as `true`; replies are always unboxed, so it changes nothing. */
  unbox: boolean;
  size: number;
  page: number;
  sort?: string | string[];
  filter?: FilterExpression;
}

export const MAX_PAGE_SIZE = 100;

export const searchQuerySchema = {
  type: 'object',
  properties: {
    unbox: { type: 'boolean', default: true },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
    page: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
    sort: {
      anyOf: [
        { type: 'string', maxLength: 100 },
        { type: 'array', maxItems: 5, items: { type: 'string', maxLength: 100 } },
      ],
    },
    filter: { $ref: 'filter-expression.schema.json' },
  },
} as const;

/** The paging part of the query: a page of size 1..100 (20 by default), numbered from 0. */
export const pageQuery = { page: searchQuerySchema.properties.page, size: searchQuerySchema.properties.size } as const;
