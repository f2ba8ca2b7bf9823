import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ImConversation } from '../../platform/im/local-im-api';
import { useConversations, type LocalImViewer } from '../../platform/im/local-im-queries';
import { formatMessageTime } from '../../platform/im/message-time';
import type { Language } from '../../../common/language';
import { Badge } from '../../ui/Badge';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import type { ConversationLinkState } from './ConversationView';
import { conversationSearch } from './im-page-query';
import { PeerAvatar } from './PeerAvatar';
import styles from './ConversationList.module.css';

interface Props {
  viewer: LocalImViewer;
  language: Language;
}

/** The viewer's conversations, latest first: who, the last message and its time, the unread count (99, then 99+). */
export function ConversationList({ viewer, language }: Props) {
  const intl = useIntl();
  const conversations = useConversations(viewer);
  if (conversations.isPending) return <ListLoading />;
  if (conversations.isError) return <LoadFailed onReload={() => void conversations.refetch()} />;
  if (conversations.data.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>
          <FormattedMessage id="im-page.noConversations" />
        </p>
        <p className={styles.emptyHint}>
          <FormattedMessage id="im-page.noConversationsHint" />
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label={intl.formatMessage({ id: 'im-page.conversations' })}>
      {conversations.data.map((conversation) => (
        <li key={conversation.peerId}>
          <ConversationItem conversation={conversation} language={language} />
        </li>
      ))}
    </ul>
  );
}

function ConversationItem({ conversation, language }: { conversation: ImConversation; language: Language }) {
  const intl = useIntl();
  const { peerId, peerName, lastMessage, unreadCount } = conversation;
  return (
    // Opened from the list, the conversation's back control returns here through the history.
    <Link className={styles.item} to={{ search: conversationSearch(peerId) }} state={{ fromList: true } satisfies ConversationLinkState}>
      <PeerAvatar name={peerName} />
      <span className={styles.text}>
        <span className={styles.top}>
          <span className={styles.name}>{peerName}</span>
          {lastMessage && <time className={styles.time}>{formatMessageTime(lastMessage.sentAt, language)}</time>}
        </span>
        <span className={styles.bottom}>
          <span className={styles.preview}>
            {lastMessage && (lastMessage.fromMe ? <FormattedMessage id="im-page.fromMe" values={{ text: lastMessage.text }} /> : lastMessage.text)}
          </span>
          <Badge count={unreadCount} label={intl.formatMessage({ id: 'im-page.unread' }, { count: unreadCount })} />
        </span>
      </span>
    </Link>
  );
}
