// Spec §2, §6, §7 and the issue-6 contract: the IM's calls and page, as the server spells them.
import { USER_SUBSITES } from '../account-links';
import type { UserType } from '../session';

/** Spec §6: IM is for SELLER, BUYER and MEMBER (MEMBER counts as BUYER) — the roles with a user subsite. */
export function imSubsiteOf(userType: UserType): string | undefined {
  return USER_SUBSITES[userType];
}

/**
 * Our rule (the spec shows no reply path): the customer service the kefu exchange names is an EMPLOYEE, who
 * answers the chats on the IM page under the employees' back office. It has no header IM (spec §6).
 */
export const SERVICE_DESK_SUBSITE = 'work';

export const IM_PATHS = {
  signature: (subsite: string) => `/${subsite}/api/tim/signature/self`,
  kefuExchange: '/public/api/imIntegration/postTiMexchangeImUser',
  conversations: (subsite: string) => `/${subsite}/api/im/conversations`,
  unread: (subsite: string) => `/${subsite}/api/im/unread`,
} as const;

/** The local IM's second credential: the signature reply's imUserSig, beside the session cookie. */
export const IM_SIGNATURE_HEADER = 'X-IM-Sig';
