import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../platform/i18n/messages';
import { useLanguage } from './use-language';
import styles from './NotFoundPage.module.css';

/** 404 with a way home; `message` says what is missing when the page knows (a shop, a product). */
export function NotFoundPage({ message = 'page.notFound' }: { message?: MessageId }) {
  const language = useLanguage();
  return (
    <main className={styles.page} data-page="not-found">
      <p className={styles.code}>404</p>
      <p>
        <FormattedMessage id={message} />
      </p>
      <Link className={styles.home} to={`/m/${language}/`}>
        <FormattedMessage id="page.backHome" />
      </Link>
    </main>
  );
}
