import { FormattedMessage } from 'react-intl';
import { CLUE_COMPANY_CARD, instantMessagePageUrl, openInstantMessagePage } from '../../platform/im/im-page';
import type { Language } from '../../../common/language';
import { ActionIcon } from './ActionIcon';
import { useBuyerActionGate } from './use-buyer-action-gate';
import styles from './BuyerActionBar.module.css';

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
  const gate = useBuyerActionGate(language);
  const chat = async () => {
    if (!(await gate.pass('instantMessage'))) return;
    // Spec §6: the buyer's IM lives in the member subsite.
    openInstantMessagePage(instantMessagePageUrl('member', { to: imUserId, structure: shopCode, clue: CLUE_COMPANY_CARD }));
  };
  return (
    <button type="button" className={styles.item} disabled={gate.sessionPending} onClick={() => void chat()}>
      <ActionIcon name="chat" />
      <FormattedMessage id="im-page.chat" />
    </button>
  );
}
