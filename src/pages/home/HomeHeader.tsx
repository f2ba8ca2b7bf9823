import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../../common/language';
import { HeaderAccountButton } from './HeaderAccountButton';
import { HeaderMenu } from './HeaderMenu';
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
      <div className={styles.tools}>
        <nav className={styles.languages} aria-label={intl.formatMessage({ id: 'header.language' })}>
          {/* Two languages (spec §1): the switch names the other one, so the bar keeps room for the brand. */}
          {LANGUAGES.filter((option) => option !== language).map((option) => (
            <Link key={option} to={`/m/${option}/${rest}${location.search}`} className={styles.language} hrefLang={option} lang={option}>
              <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden>
                <circle cx="8" cy="8" r="6.4" fill="none" stroke="currentColor" strokeWidth="1.4" />
                <path d="M1.8 8h12.4M8 1.6c-3.4 3.6-3.4 9.2 0 12.8M8 1.6c3.4 3.6 3.4 9.2 0 12.8" fill="none" stroke="currentColor" strokeWidth="1.2" />
              </svg>
              {LANGUAGE_LABELS[option]}
            </Link>
          ))}
        </nav>
        <HeaderAccountButton language={language} />
        <HeaderMenu />
      </div>
    </header>
  );
}
