// What the exhibitor search page (/m/{lang}/detailed) shows, read from its query: keyword, area, badge, page, size.
import type { ExhibitorBadges } from '../../../common/generated/types';
import { allOf, condition, withoutEmptyConditions, type FilterExpression } from '../../../common/filter';
import { BADGE_LABELS } from '../search/ExhibitorBadges';
import { readPaging, type Paging } from '../search/paging-query';
import { EXHIBITION_AREAS, type ExhibitionArea } from '../search/results-query';

export type ExhibitorBadge = keyof ExhibitorBadges;

export interface ExhibitorSearchQuery {
  /** Trimmed; blank lists every exhibitor. */
  keyword: string;
  area: ExhibitionArea | undefined;
  badge: ExhibitorBadge | undefined;
  paging: Paging;
}

/** An unknown area or badge filters nothing. */
export function readExhibitorSearchQuery(query: URLSearchParams): ExhibitorSearchQuery {
  const area = query.get('area');
  const badge = query.get('badge');
  return {
    keyword: (query.get('keyword') ?? '').trim(),
    area: EXHIBITION_AREAS.find((known) => known === area),
    badge: BADGE_LABELS.find(([known]) => known === badge)?.[0],
    paging: readPaging(query),
  };
}

/** The filter tree the server gets: the area and the badge held; none without either (spec §5). */
export function exhibitorSearchFilter({ area, badge }: Pick<ExhibitorSearchQuery, 'area' | 'badge'>): FilterExpression | undefined {
  return withoutEmptyConditions(allOf(condition('area', 'eq', area), condition('badges', 'eq', badge)));
}
