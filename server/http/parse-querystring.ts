import qs from 'qs';

// The client serialises nested filters bracket-style (spec §7), e.g. filter[items][0][value][0]=MALL_PAGE.
// Depth and array limits keep a hostile query string cheap; anything beyond them stays a plain key,
// which the route's schema then rejects.
const OPTIONS = {
  depth: 20,
  arrayLimit: 100,
  parameterLimit: 1000,
  allowPrototypes: false,
  allowDots: false,
} as const;

export function parseQuerystring(querystring: string): Record<string, unknown> {
  return qs.parse(querystring, OPTIONS);
}
