import { useHomeFlag } from '../../engine/home-page-config';
import { buyerAccountOf } from '../../platform/buyer-actions/buyer-account';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { passBuyerGate, showRefusal, type BuyerAction } from '../../platform/role-gates';
import { useSession, useSessionPending } from '../../platform/session';

export interface BuyerActionGate {
  /** The buyer whose follows and exchanges the page reads; undefined for a visitor or a non-buyer. */
  buyerId: string | undefined;
  /** Until the login status is known everyone looks like a visitor: the buttons wait, so no wrong prompt shows. */
  sessionPending: boolean;
  /** True when the person may do the action; otherwise shows what stands in the way (spec §5, §8) and answers false. */
  pass(action: BuyerAction): Promise<boolean>;
  /** True when the server's refusal was a gate's (the session was out of date) and its prompt was shown. */
  refused(error: unknown, action: BuyerAction): Promise<boolean>;
}

/** Spec §5, §6: the role rules every buyer action on a product or shop page goes through (src/platform/role-gates.ts). */
export function useBuyerActionGate(language: Language): BuyerActionGate {
  const session = useSession();
  const sessionPending = useSessionPending();
  // Spec §4: the login prompt offers to register only while buyer registration is open (unknown: open).
  const registrationOpen = useHomeFlag(language, 'buyerRegistration') !== false;
  const pages = { language, registrationOpen };
  return {
    buyerId: buyerAccountOf(session),
    sessionPending,
    pass: (action) => passBuyerGate(session, action, pages),
    refused: async (error, action) => error instanceof RequestFailure && (await showRefusal(error, action, pages)),
  };
}
