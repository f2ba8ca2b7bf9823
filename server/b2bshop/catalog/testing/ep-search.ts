// The catalogue search of spec §7 as the tests call it (ep-search-route.test.ts, ep-search-refusals.test.ts): the
// query the client sends, and the reply checked against its schema.
import qs from 'qs';
import { expect } from 'vitest';
import { validateBoothSearchPage, validateExhibitorSearchPage, validateProductSearchPage } from '../../../../common/generated/validators.js';
import type { TestApp } from '../../../testing/app.js';

export const PRODUCT = 1;
export const EXHIBITOR = 2;
export const BOOTH = 3;
export type SearchType = typeof PRODUCT | typeof EXHIBITOR | typeof BOOTH;

const EMBEDDED = { [PRODUCT]: 'b2b:listedProducts', [EXHIBITOR]: 'b2b:exhibitors', [BOOTH]: 'b2b:booths' } as const;
const VALIDATORS = { [PRODUCT]: validateProductSearchPage, [EXHIBITOR]: validateExhibitorSearchPage, [BOOTH]: validateBoothSearchPage };

/** fixtures/seed/catalog.json: the shop code of every exhibitor. */
export const ALL_EXHIBITORS = [
  'pearl-river-tools',
  'voltedge-electronics',
  'canton-industrial',
  'baiyun-ceramics',
  'brightway-lighting',
  'powerforce-tools',
  'silkroad-textiles',
  'oakline-furniture',
  'lumen-lighting',
  'jinhong-kitchenware',
  'anji-green-bamboo',
  'aquaflow-appliances',
];

/** The query the client sends, serialised as its HTTP client does (spec §7: bracket style). */
export function epSearch(params: Record<string, unknown>, siteId = '1001'): string {
  return `/b2bshop/api/industrySites/${siteId}/epSearch?${qs.stringify(params, { arrayFormat: 'indices', encodeValuesOnly: true })}`;
}

/** The search of the portal the test file opened (`portal()` once it is open). */
export function epSearchOf(portal: () => TestApp) {
  /** The reply, checked against its schema. */
  async function reply(type: SearchType, params: Record<string, unknown>) {
    const response = await portal().app.inject(epSearch({ type, ...params }));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const validate = VALIDATORS[type];
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    return body;
  }

  /** The ids (products), shop codes (exhibitors) or numbers (booths) found. */
  async function found(type: SearchType, params: Record<string, unknown>): Promise<string[]> {
    const body = await reply(type, { size: 100, ...params });
    return body._embedded[EMBEDDED[type]].map((item: { id?: string; shopCode: string; code?: string }) =>
      type === PRODUCT ? item.id : type === EXHIBITOR ? item.shopCode : item.code,
    );
  }

  async function rejected(params: Record<string, unknown>, siteId?: string) {
    const response = await portal().app.inject(epSearch(params, siteId));
    expect(response.statusCode, response.body).toBe(400);
    return response.json().errorList[0] as { errorCode: string; errorMessage: string };
  }
  return { reply, found, rejected };
}
