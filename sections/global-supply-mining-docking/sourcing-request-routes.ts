// Spec §2: where the prompts of a sourcing request send the person. Each route returns them to the page
// they came from.
import type { Language } from '../../src/platform/language';

/** Spec §2: the login prompt's requirement when a sourcing request needs a login. */
const SOURCING_REQUIREMENT = 'sourcing';

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

export function loginRoute(language: Language, currentPage: string): string {
  return withQuery(`/${language}/login/mall/index`, { redirect_uri: currentPage, requirement: SOURCING_REQUIREMENT });
}

export function registerRoute(language: Language, currentPage: string): string {
  return withQuery(`/${language}/register/index`, { redirect_uri: currentPage });
}

/** Spec §8: 'Complete now' goes to the company completion route, registerSuccess with a redirect. */
export function companyCompletionRoute(language: Language, currentPage: string): string {
  return withQuery(`/${language}/customPages/registerSuccess`, { redirect: currentPage });
}
