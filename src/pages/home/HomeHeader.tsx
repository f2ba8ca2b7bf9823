import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../platform/language';
import styles from './HomeHeader.module.css';

const LANGUAGE_LABELS: Record<Language, string> = { 'en-US': 'EN', 'zh-CN': '中文' };

export function HomeHeader({ language }: { language: Language }) {
  const intl = useIntl();
  const location = useLocation();
  const rest = location.pathname.split('/').slice(3).join('/');
  return (
    <header className={styles.header}>
      <Link className={styles.brand} to={`/m/${language}/`} aria-label={intl.formatMessage({ id: 'brand.name' })}>
        <img src="/favicon.svg" width="28" height="28" alt="" />
        <span className={styles.name}>
          <FormattedMessage id="brand.name" />
        </span>
      </Link>
      <nav className={styles.languages} aria-label={intl.formatMessage({ id: 'header.language' })}>
        {LANGUAGES.map((option) => (
          <Link
            key={option}
            to={`/m/${option}/${rest}${location.search}`}
            className={option === language ? styles.current : styles.language}
            aria-current={option === language ? 'true' : undefined}
            hrefLang={option}
          >
            {LANGUAGE_LABELS[option]}
          </Link>
        ))}
      </nav>
    </header>
  );
}
