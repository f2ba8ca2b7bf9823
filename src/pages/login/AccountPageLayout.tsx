import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { MessageId } from '../../../common/i18n/messages';
import { LANGUAGES, type Language } from '../../../common/language';
import styles from './AccountPageLayout.module.css';
import { BackArrowIcon } from '../../ui/BackArrowIcon';

const LANGUAGE_LABELS: Record<Language, string> = { 'en-US': 'EN', 'zh-CN': '中文' };

interface Props {
  language: Language;
  title: MessageId;
  /** The page the back arrow returns to. */
  backTo: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the login, register, password-retrieve and transition pages: the red bar and brand, then a card. */
export function AccountPageLayout({ language, title, backTo, children, footer }: Props) {
  const intl = useIntl();
  const location = useLocation();
  const other = LANGUAGES.find((option) => option !== language) ?? language;
  // The same page in the other language: only the language segment changes (query and hash stay).
  const otherPath = location.pathname.replace(new RegExp(`/${language}(?=/|$)`), `/${other}`);
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <header className={styles.bar}>
          <a className={styles.back} href={backTo} aria-label={intl.formatMessage({ id: 'account.back' })}>
            <BackArrowIcon />
          </a>
          <h1 className={styles.title}>
            <FormattedMessage id={title} />
          </h1>
          <Link className={styles.language} to={`${otherPath}${location.search}${location.hash}`} hrefLang={other} lang={other} replace>
            {LANGUAGE_LABELS[other]}
          </Link>
        </header>
        <div className={styles.brand}>
          <img src="/favicon.svg" width="52" height="52" alt="" />
          <div>
            <p className={styles.name}>
              <FormattedMessage id="brand.name" />
            </p>
            <p className={styles.tagline}>
              <FormattedMessage id="account.tagline" />
            </p>
          </div>
        </div>
      </div>
      <main className={styles.card}>{children}</main>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
}
