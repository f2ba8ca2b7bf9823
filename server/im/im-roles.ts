// Spec §6: IM is for SELLER, BUYER and MEMBER (MEMBER being a buyer), not for media members; and, our
// rule (the spec shows no server-side enforcement), a chat is between a buyer and a seller, either way,
// or between either of them and the customer service (the kefu exchange's account).
import type { StoredUserType } from '../auth/account-repository.js';

/** Who an account is in a chat; null for an account that has no IM. */
export type ImParty = 'BUYER' | 'SELLER' | 'SERVICE';

/**
 * The back office whose /{subsite}/api/... IM calls a party makes (spec §7: member or seller); the customer
 * service, an employee, answers under work (our rule: the spec shows no reply path).
 */
export const IM_SUBSITE_OF = { BUYER: 'member', SELLER: 'seller', SERVICE: 'work' } as const;

export interface ImAccount {
  id: string;
  email: string | null;
  name: string;
  userType: StoredUserType;
  mediaMember: boolean;
  disabled: boolean;
}

/** `serviceEmail` names the customer-service account (ImConfig.kefuAccount). */
export function imPartyOf(account: ImAccount, serviceEmail: string): ImParty | null {
  if (account.disabled) return null;
  if (account.email !== null && account.email === serviceEmail) return 'SERVICE';
  if (account.userType === 'SELLER') return 'SELLER';
  if ((account.userType === 'BUYER' || account.userType === 'MEMBER') && !account.mediaMember) return 'BUYER';
  return null;
}

/** Buyer with seller, and either with the customer service: never two of one kind (buyer with buyer). */
export function mayChat(viewer: ImParty, peer: ImParty): boolean {
  return viewer !== peer;
}
