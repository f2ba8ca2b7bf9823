// Spec §7: short links — POST /api/link/generate { accessUrl } and GET /api/link/getUrl/{code}. A shared link
// is /m/{lang}/l/{code}, which the short-link page turns back into the page (src/pages/links/ShortLinkPage.tsx).
import type { ShortLink } from '../generated/types';
import { validateShortLink } from '../generated/validators.js';
import { checkReply } from './invalid-reply';
import type { Language } from './language';
import { requestLazily } from './lazy-request';

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
