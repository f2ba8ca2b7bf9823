import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLanguage } from './use-language';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const language = useLanguage();
  return (
    <main className={styles.page}>
      <p className={styles.code}>404</p>
      <p>
        <FormattedMessage id="page.notFound" />
      </p>
      <Link className={styles.home} to={`/m/${language}/`}>
        <FormattedMessage id="page.backHome" />
      </Link>
    </main>
  );
}
