import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import { PageNotice } from '../../ui/PageNotice';

interface Props {
  /** A catalog text; or `text`, a message the server sent in the page's language. */
  message?: MessageId;
  text?: string | undefined;
}

/** Why there is no chat here: a role without IM, a peer one cannot chat with, IM not available. */
export function ImNotice({ message, text }: Props) {
  return (
    <PageNotice
      icon={
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden>
          <path
            d="M8 10h32a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H20l-9 7v-7H8a3 3 0 0 1-3-3V13a3 3 0 0 1 3-3Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path d="M18 18l12 10M30 18 18 28" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      }
    >
      {text ?? (message && <FormattedMessage id={message} />)}
    </PageNotice>
  );
}
