// Spec §2: the embedded pages (/embeddedpage/index, H5 /embeddedpageh5/index, optional /edit/{id} or /view/{id},
// query url and menu) frame a page only when its origin is on the server's allow-list (GET
// /api/embed/allowedOrigins, EMBED_ALLOWED_ORIGINS); the CSP's frame-src holds the same origins.
import { useQuery } from '@tanstack/react-query';
import { validateEmbedAllowedOrigins } from '../../../common/generated/validators.js';
import { checkReply } from '../../platform/invalid-reply';
import { requestLazily } from '../../platform/lazy-request';

export type EmbedMode = 'edit' | 'view';

export type EmbedTarget =
  | { status: 'allowed'; url: string; host: string }
  /** `host` names the site refused; absent when the address is missing or not a web address at all. */
  | { status: 'refused'; host?: string };

/**
 * What the page frames for `url`: the https page when its origin is allowed, with `mode` and `id` added to its
 * query for /edit/{id} and /view/{id}; a refusal otherwise (another site, http, javascript:, data:, no url).
 */
export function embedTargetOf(url: string | null, allowedOrigins: readonly string[], edit?: { mode: EmbedMode; id: string }): EmbedTarget {
  let parsed: URL;
  try {
    parsed = new URL(url ?? '');
  } catch {
    return { status: 'refused' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { status: 'refused' };
  if (parsed.protocol !== 'https:' || !allowedOrigins.includes(parsed.origin)) return { status: 'refused', host: parsed.host };
  if (edit) {
    parsed.searchParams.set('mode', edit.mode);
    parsed.searchParams.set('id', edit.id);
  }
  return { status: 'allowed', url: parsed.href, host: parsed.host };
}

export async function fetchEmbedAllowedOrigins(signal?: AbortSignal): Promise<readonly string[]> {
  const reply = await requestLazily<unknown>({ url: '/api/embed/allowedOrigins', suppressErrorToast: true, signal });
  return checkReply(validateEmbedAllowedOrigins, reply, 'embed allowed origins').origins;
}

export function useEmbedAllowedOrigins() {
  return useQuery({ queryKey: ['embed', 'allowedOrigins'], queryFn: ({ signal }) => fetchEmbedAllowedOrigins(signal), staleTime: 300_000 });
}
