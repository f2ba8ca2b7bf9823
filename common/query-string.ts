// Spec §7: query parameters go bracket-style. Nested objects as filter[join]=and and arrays with their
// indices, filter[items][0][field]=x&filter[items][1][value][0]=MALL_PAGE: qs's 'brackets' format
// (filter[items][][field]) cannot say which item a key belongs to, so arrays of objects would not read back.
import qs from 'qs';

/** Deep enough for nested filter groups, long enough for the largest `in` list the schema allows (100). */
const PARSE_OPTIONS = { depth: 20, arrayLimit: 100 } as const;

export function serializeQuery(params: Record<string, unknown>): string {
  return qs.stringify(params, { arrayFormat: 'indices', encodeValuesOnly: true });
}

/** How the server reads what serializeQuery wrote; every value comes back as a string. */
export function parseQuery(query: string): Record<string, unknown> {
  return qs.parse(query, PARSE_OPTIONS);
}
