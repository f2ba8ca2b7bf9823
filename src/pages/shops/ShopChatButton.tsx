import { FormattedMessage } from 'react-intl';
import { useHomeFlag } from '../../engine/home-page-config';
import { CLUE_COMPANY_CARD, instantMessagePageUrl, openInstantMessagePage } from '../../platform/im/im-page';
import type { Language } from '../../platform/language';
import { passBuyerGate } from '../../platform/role-gates';
import { useSession, useSessionPending } from '../../platform/session';
import styles from './ShopChatButton.module.css';

interface Props {
  /** Who answers for the shop: the imUserId of its company's seller account. */
  imUserId: string;
  shopCode: string;
  language: Language;
}

/**
 * Spec §2, §5, §6: a buyer starts an instant message with the exhibitor, in the named IM window, the shop's
 * card on top (structure = the shop, clue Y). A visitor gets the login prompt, a non-buyer the spec's 'cannot
 * send instant messages', a buyer without company information the notice to complete it.
 */
export function ShopChatButton({ imUserId, shopCode, language }: Props) {
  const session = useSession();
  // Until the login status is known everyone looks like a visitor: no login prompt for someone logged in.
  const sessionPending = useSessionPending();
  // Spec §4: the login prompt offers to register only while buyer registration is open (unknown: open).
  const registrationOpen = useHomeFlag(language, 'buyerRegistration') !== false;
  const chat = async () => {
    if (!(await passBuyerGate(session, 'instantMessage', { language, registrationOpen }))) return;
    // Spec §6: the buyer's IM lives in the member subsite.
    openInstantMessagePage(instantMessagePageUrl('member', { to: imUserId, structure: shopCode, clue: CLUE_COMPANY_CARD }));
  };
  return (
    <button type="button" className={styles.chat} disabled={sessionPending} onClick={() => void chat()}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden>
        <path d="M4 4h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <FormattedMessage id="im-page.chat" />
    </button>
  );
}
