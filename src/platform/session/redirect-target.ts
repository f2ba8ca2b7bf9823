// Spec §2: after login the person returns to redirect_uri. Only a page of this site is accepted, so a
// crafted link cannot send someone who just logged in to another site (no open redirect). The rule itself is
// the redirect page's (../redirect-target.ts): one rule for every redirect.
import { redirectTargetOf } from '../../../common/redirect-target';

/** The normalised path (with query and hash) of `raw` when it is a page of `origin`; undefined for anything else. */
export function sameOriginPath(raw: string | null | undefined, origin: string = window.location.origin): string | undefined {
  const target = redirectTargetOf(raw, origin);
  return target.kind === 'internal' ? target.path : undefined;
}
