import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Language } from '../../platform/language';
import { BackArrowIcon } from '../../ui/BackArrowIcon';
import { HomeIcon } from '../../ui/HomeIcon';
import bar from '../search/CatalogPageLayout.module.css';
import styles from './ImScreen.module.css';

interface Props {
  language: Language;
  /** The bar's title: the page's name, or the peer of the open conversation. */
  title: ReactNode;
  /** Back to the conversation list; none on the list itself. */
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

/** The IM window: the red bar (back, title, home) over a body that fills the screen's height. */
export function ImScreen({ language, title, onBack, children }: Props) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <header className={bar.bar}>
        {onBack ? (
          <button type="button" className={bar.icon} onClick={onBack} aria-label={intl.formatMessage({ id: 'catalog.back' })}>
            <BackArrowIcon />
          </button>
        ) : (
          <span aria-hidden />
        )}
        <h1 className={bar.title}>{title}</h1>
        <Link className={bar.icon} to={`/m/${language}/`} aria-label={intl.formatMessage({ id: 'catalog.home' })}>
          <HomeIcon />
        </Link>
      </header>
      {children}
    </div>
  );
}
