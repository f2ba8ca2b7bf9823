import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImMessage } from '../../platform/im/local-im-api';
import { formatMessageTime, showsTimeLabel } from '../../platform/im/message-time';
import type { Language } from '../../../common/language';
import { parseWallTime } from '../../../common/time';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import styles from './MessageList.module.css';

export interface EarlierMessages {
  /** The conversation goes back further than what is shown. */
  available: boolean;
  loading: boolean;
  load(): void;
}

interface Props {
  /** Oldest first. */
  messages: readonly ImMessage[];
  peerName: string;
  language: Language;
  earlier: EarlierMessages;
  /** Scrolls with the messages, above them (the peer's company card). */
  header?: ReactNode;
}

/** A conversation: the newest message at the bottom (scrolled into view), the viewer's own on the right. */
export function MessageList({ messages, peerName, language, earlier, header }: Props) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  // A new message (sent or arrived) brings the bottom into view; loading earlier ones does not.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);
  const you = intl.formatMessage({ id: 'im-page.you' });
  return (
    <div className={styles.scroller} ref={scroller}>
      {header}
      {earlier.available && (
        <button type="button" className={styles.earlier} onClick={earlier.load} disabled={earlier.loading}>
          <FormattedMessage id={earlier.loading ? 'list.loading' : 'im-page.earlierMessages'} />
        </button>
      )}
      {messages.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="im-page.noMessages" />
        </p>
      ) : (
        <ol className={styles.list} aria-label={intl.formatMessage({ id: 'im-page.messages' })}>
          {messages.map((message, index) => (
            <Fragment key={message.id}>
              {showsTimeLabel(messages[index - 1]?.sentAt, message.sentAt) && (
                <li className={styles.timeLabel}>
                  <time dateTime={parseWallTime(message.sentAt).toISOString()}>{formatMessageTime(message.sentAt, language)}</time>
                </li>
              )}
              <li className={message.fromMe ? styles.mine : styles.theirs}>
                <p className={styles.bubble}>
                  <VisuallyHidden>{`${message.fromMe ? you : peerName}: `}</VisuallyHidden>
                  {message.text}
                </p>
              </li>
            </Fragment>
          ))}
        </ol>
      )}
    </div>
  );
}
