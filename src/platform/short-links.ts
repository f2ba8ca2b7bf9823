// Spec §7: short links — POST /api/link/generate { accessUrl } and GET /api/link/getUrl/{code}. A shared link
// is /m/{lang}/l/{code}, which the short-link page turns back into the page (src/pages/links/ShortLinkPage.tsx).
import type { ShortLink } from '../../common/generated/types';
import { validateShortLink } from '../../common/generated/validators.js';
import { checkReply } from './invalid-reply';
import type { Language } from '../../common/language';
import { requestLazily } from './lazy-request';
import { redirectTargetOf } from '../../common/redirect-target';

export async function createShortLink(accessUrl: string): Promise<ShortLink> {
  const reply = await requestLazily<unknown>({ method: 'POST', url: '/api/link/generate', data: { accessUrl } });
  return checkReply(validateShortLink, reply, 'short link');
}

/** The page a code stands for; the short-link page shows its own 'not found' state, so no toast. */
export async function resolveShortLink(code: string): Promise<ShortLink> {
  const reply = await requestLazily<unknown>({ url: `/api/link/getUrl/${encodeURIComponent(code)}`, suppressErrorToast: true });
  return checkReply(validateShortLink, reply, 'short link');
}

/** The address to share for a code: the short-link page, in the language it was shared in. */
export function shortLinkAddress(origin: string, language: Language, code: string): string {
  return `${origin}/m/${language}/l/${code}`;
}

/**
 * Where the short-link page may go for the URL the server answered with (issue 24, finding 5): a page of the
 * portal, as its normalised path, or an http(s) URL written out in full — the server answers only with one it
 * vouches for today (PUBLIC_ORIGIN or SHORT_LINK_HOSTS), checked each time a link is read. Anything else
 * (a script, "//host", a path that normalises to one) is never followed, whatever a stored link holds.
 */
export function shortLinkDestinationOf(url: string, pageOrigin: string): string | undefined {
  const target = redirectTargetOf(url, pageOrigin);
  if (target.kind === 'internal') return target.path;
  return target.kind === 'external' && /^https?:\/\//i.test(url.trim()) ? target.url : undefined;
}
