// Where the news centre's pages live (issue 9): /m/{lang}/news[?category=], /m/{lang}/news/{slug}, a press
// invitation's sign-up page, and the media's own login and register.
import type { NewsCategory } from '../../common/generated/types';
import type { Language } from '../../common/language';
import { linkQuery } from '../../common/link-query';

/** Spec §1's categories, in the order the news centre's tabs show them. */
export const NEWS_CATEGORIES = [
  'FAIR_NEWS',
  'MEDIA_COVERAGE',
  'MORNING_BROADCAST',
  'NOTICE',
  'PRESS_INVITATION',
  'TEXT_REPORT',
  'VIDEO_REPORT',
] as const satisfies readonly NewsCategory[];

export function isNewsCategory(value: string | null): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** The news centre, on one category's tab or (without one) on every category's. */
export function newsListPath(language: Language, category?: NewsCategory): string {
  return `/m/${language}/news${category ? `?${linkQuery({ category })}` : ''}`;
}

export function newsArticlePath(language: Language, slug: string): string {
  return `/m/${language}/news/${encodeURIComponent(slug)}`;
}

export function pressInvitationPath(language: Language, id: string): string {
  return `/m/${language}/news/invitations/${encodeURIComponent(id)}`;
}

/** The media login, returning to `redirectUri` (a page of this site) once logged in. */
export function mediaLoginPath(language: Language, redirectUri: string): string {
  return `/m/${language}/media/login?${linkQuery({ redirect_uri: redirectUri })}`;
}

export function mediaRegisterPath(language: Language, redirectUri: string): string {
  return `/m/${language}/media/register?${linkQuery({ redirect_uri: redirectUri })}`;
}
