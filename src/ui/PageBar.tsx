import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Language } from '../../common/language';
import { BackArrowIcon } from './BackArrowIcon';
import { HomeIcon } from './HomeIcon';
import styles from './PageBar.module.css';

interface Props {
  language: Language;
  /** The page's name, or what it shows (the peer of an open conversation). */
  title: ReactNode;
  /** Where back goes; without it the bar has no back control. */
  onBack?: (() => void) | undefined;
}

/** The red bar on top of the catalog and IM pages: back, the title, and home. */
export function PageBar({ language, title, onBack }: Props) {
  const intl = useIntl();
  return (
    <header className={styles.bar}>
      {onBack ? (
        <button type="button" className={styles.icon} onClick={onBack} aria-label={intl.formatMessage({ id: 'catalog.back' })}>
          <BackArrowIcon />
        </button>
      ) : (
        <span aria-hidden />
      )}
      <h1 className={styles.title}>{title}</h1>
      <Link className={styles.icon} to={`/m/${language}/`} aria-label={intl.formatMessage({ id: 'catalog.home' })}>
        <HomeIcon />
      </Link>
    </header>
  );
}
