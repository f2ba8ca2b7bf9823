import { FREQUENT_EXHIBITOR_SESSIONS } from '../../../common/constants.js';
import type { SearchField, SearchResource } from '../../filter/search-resource.js';

// The stored badges with the one that follows from the sessions count (spec §3: more than 10 sessions),
// so a filter on badges finds isMultipleExhibit like any other badge. Migration 027 keeps statistics of this very
// expression for the planner: change both together.
const BADGES = `(e.badges || CASE WHEN e.sessions_count > ${FREQUENT_EXHIBITOR_SESSIONS} THEN ARRAY['isMultipleExhibit'] ELSE ARRAY[]::text[] END)`;

/** The filter and sort fields of exhibitors (`exhibitors e`), named as the client names them. */
export const exhibitorResource: SearchResource = {
  name: 'exhibitors',
  fields: new Map<string, SearchField>([
    ['shopCode', { column: 'e.shop_code', type: 'text' }],
    ['area', { column: 'e.area', type: 'text' }],
    ['badges', { column: BADGES, type: 'textArray' }],
    ['sessionsCount', { column: 'e.sessions_count', type: 'integer' }],
  ]),
  sortColumns: new Map([
    ['popularity', 'e.popularity'],
    ['sessionsCount', 'e.sessions_count'],
    ['shopCode', 'e.shop_code'],
  ]),
  idColumn: 'e.shop_code',
};
