import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../common/i18n/messages';
import { useDocumentTitle } from './use-document-title';
import { useLanguage } from './use-language';
import styles from './NotFoundPage.module.css';

/** 404 in the page's language, with ways home and to search; `message` says what is missing when the page knows (a shop, a product). */
export function NotFoundPage({ message = 'page.notFound' }: { message?: MessageId }) {
  const language = useLanguage();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'not-found.title' }));
  return (
    <main className={styles.page} data-page="not-found">
      <p className={styles.code}>404</p>
      <h2 className={styles.title}>
        <FormattedMessage id="not-found.title" />
      </h2>
      <p>
        <FormattedMessage id={message} />
      </p>
      <nav className={styles.links}>
        <Link className={styles.home} to={`/m/${language}/`}>
          <FormattedMessage id="page.backHome" />
        </Link>
        <Link className={styles.search} to={`/m/${language}/search`}>
          <FormattedMessage id="not-found.search" />
        </Link>
      </nav>
    </main>
  );
}
