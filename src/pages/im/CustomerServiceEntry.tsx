import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { exchangeKefuImUser } from '../../platform/im/kefu-exchange';
import type { ConversationLinkState } from './ConversationView';
import { conversationSearch } from './im-page-query';
import styles from './CustomerServiceEntry.module.css';

interface Props {
  /** The member the kefu exchange is asked for (spec §7: memberId). */
  memberId: string;
  /** The signature reply's kefu host; this server when absent. */
  kefuHost: string | undefined;
}

/**
 * Above the conversations: the customer service, whose IM user the kefu exchange names (spec §7). Tapping it
 * opens that conversation; a failed exchange has already told the visitor why (the request's toast).
 */
export function CustomerServiceEntry({ memberId, kefuHost }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const serviceImUserId = await exchangeKefuImUser(memberId, kefuHost);
      const state: ConversationLinkState = { fromList: true, peerName: intl.formatMessage({ id: 'im.customerService' }) };
      void navigate({ search: conversationSearch(serviceImUserId) }, { state });
    } catch (error) {
      console.warn('[im] the customer service could not be reached:', error);
    } finally {
      setOpening(false);
    }
  };
  return (
    <button type="button" className={styles.entry} onClick={() => void open()} disabled={opening} aria-busy={opening}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden>
        <path d="M4 13v-1a8 8 0 0 1 16 0v1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <rect x="3" y="12" width="4" height="7" rx="1.5" fill="currentColor" />
        <rect x="17" y="12" width="4" height="7" rx="1.5" fill="currentColor" />
        <path d="M19 19c0 1.5-2 2.5-5 2.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>
          <FormattedMessage id="im.customerService" />
        </span>
        <span className={styles.hint}>
          <FormattedMessage id="im-page.customerServiceHint" />
        </span>
      </span>
    </button>
  );
}
