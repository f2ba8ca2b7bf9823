// Spec §2, §6, §7 and the issue-6 contract: the IM's calls and page, as the server spells them.
import { USER_SUBSITES } from '../account-links';
import type { UserType } from '../session';

/** Spec §6: IM is for SELLER, BUYER and MEMBER (MEMBER counts as BUYER) — the roles with a user subsite. */
export function imSubsiteOf(userType: UserType): string | undefined {
  return USER_SUBSITES[userType];
}

export const IM_PATHS = {
  signature: (subsite: string) => `/${subsite}/api/tim/signature/self`,
  kefuExchange: '/public/api/imIntegration/postTiMexchangeImUser',
  conversations: (subsite: string) => `/${subsite}/api/im/conversations`,
  unread: (subsite: string) => `/${subsite}/api/im/unread`,
} as const;

/** The local IM's second credential: the signature reply's imUserSig, beside the session cookie. */
export const IM_SIGNATURE_HEADER = 'X-IM-Sig';
