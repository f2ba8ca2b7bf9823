// The query keys of a buyer's follows and business-card exchanges, by account: another login never sees them.
import type { Language } from '../../../common/language';

/** Spec §4: a buyer follows an exhibit (PRODUCT) or an exhibitor's company (EXHIBITOR). */
export type FollowTargetType = 'PRODUCT' | 'EXHIBITOR';

export interface FollowTarget {
  targetType: FollowTargetType;
  /** The product's id, or the exhibitor's siteTraderId. */
  targetId: string;
}

export const buyerActionKeys = {
  all: (accountId: string) => ['buyerActions', accountId] as const,
  /** GET /member/api/follows/self?targetType=&lang=: the list the personal centre shows. */
  follows: (accountId: string, targetType: FollowTargetType, language: Language) =>
    [...buyerActionKeys.all(accountId), 'follows', targetType, language] as const,
  /** Whether one target is followed: read from the list, then set by each follow and unfollow. */
  followed: (accountId: string, { targetType, targetId }: FollowTarget) => [...buyerActionKeys.all(accountId), 'followed', targetType, targetId] as const,
  /** GET /member/api/inquiries/self?lang=: the buyer's inquiries, read again after each one sent. */
  inquiries: (accountId: string, language: Language) => [...buyerActionKeys.all(accountId), 'inquiries', language] as const,
  /** GET /member/api/businessCards/exchanges/self?lang=. */
  exchanges: (accountId: string, language: Language) => [...buyerActionKeys.all(accountId), 'exchanges', language] as const,
  /** Whether the buyer's card went to one exhibitor: read from the list, then set by an exchange. */
  exchanged: (accountId: string, siteTraderId: string) => [...buyerActionKeys.all(accountId), 'exchanged', siteTraderId] as const,
};
