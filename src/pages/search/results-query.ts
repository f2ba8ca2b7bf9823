// What the search results page shows, read from its query (spec §2): type (1 product, 2 exhibitor, 3 booth),
// keyword, and this page's own area filter with the paging.
import { allOf, condition, withoutEmptyConditions, type FilterExpression } from '../../../common/filter';
import { SEARCH_QUERY_TYPES, type SearchType } from '../../../common/search-page';
import { readPaging, withFilter, type Paging } from './paging-query';

/** The exhibition areas the area filter offers ('Area {area}', spec §3). */
export const EXHIBITION_AREAS = ['A', 'B', 'C', 'D'] as const;

export type ExhibitionArea = (typeof EXHIBITION_AREAS)[number];

export interface ResultsQuery {
  type: SearchType;
  /** Trimmed; blank means nothing to search for yet. */
  keyword: string;
  /** Only exhibitors and booths are filtered by area. */
  area: ExhibitionArea | undefined;
  paging: Paging;
}

const TYPE_OF_QUERY_TYPE = new Map<string, SearchType>(Object.entries(SEARCH_QUERY_TYPES).map(([type, queryType]) => [String(queryType), type as SearchType]));

export function isAreaFiltered(type: SearchType): boolean {
  return type !== 'product';
}

function isExhibitionArea(value: string | null): value is ExhibitionArea {
  return (EXHIBITION_AREAS as readonly (string | null)[]).includes(value);
}

/** An unknown type, or one the page does not offer (booth search disabled), searches products. */
export function readResultsQuery(query: URLSearchParams, offered: readonly SearchType[]): ResultsQuery {
  const named = TYPE_OF_QUERY_TYPE.get(query.get('type') ?? '');
  const type = named && offered.includes(named) ? named : 'product';
  const area = query.get('area');
  return {
    type,
    keyword: (query.get('keyword') ?? '').trim(),
    area: isAreaFiltered(type) && isExhibitionArea(area) ? area : undefined,
    paging: readPaging(query),
  };
}

/** The query with another area (none for 'Please select'), from the first page again. */
export function withArea(query: URLSearchParams, area: ExhibitionArea | undefined): URLSearchParams {
  return withFilter(query, 'area', area);
}

/** The filter tree the server gets for the area; none without an area (spec §5: no value, no condition). */
export function areaFilter(area: ExhibitionArea | undefined): FilterExpression | undefined {
  return withoutEmptyConditions(allOf(condition('area', 'eq', area)));
}
