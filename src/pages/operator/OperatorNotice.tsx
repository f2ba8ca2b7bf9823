import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import { PageNotice } from '../../ui/PageNotice';

/** Why there is nothing to edit here: an account that is not an employee's, a page name that cannot be. */
export function OperatorNotice({ message }: { message: MessageId }) {
  return (
    <PageNotice
      icon={
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden>
          <rect x="10" y="21" width="28" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M16 21v-6a8 8 0 0 1 16 0v6" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
      }
    >
      <FormattedMessage id={message} />
    </PageNotice>
  );
}
