import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { MessageId } from '../../platform/i18n/messages';
import type { Language } from '../../platform/language';
import styles from './CatalogPageLayout.module.css';
import { BackArrowIcon } from '../../ui/BackArrowIcon';
import { HomeIcon } from '../../ui/HomeIcon';

interface Props {
  language: Language;
  title: MessageId;
  children: ReactNode;
}

/** The search results, shop and product pages: a red bar with back, the page's title and home, then the page. */
export function CatalogPageLayout({ language, title, children }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const home = `/m/${language}/`;
  // A page opened directly (no history in the app) goes back to the home page.
  const back = () => void (location.key === 'default' ? navigate(home) : navigate(-1));
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <button type="button" className={styles.icon} onClick={back} aria-label={intl.formatMessage({ id: 'catalog.back' })}>
          <BackArrowIcon />
        </button>
        <h1 className={styles.title}>
          <FormattedMessage id={title} />
        </h1>
        <Link className={styles.icon} to={home} aria-label={intl.formatMessage({ id: 'catalog.home' })}>
          <HomeIcon />
        </Link>
      </header>
      {children}
    </div>
  );
}
