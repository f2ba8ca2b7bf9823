import type { ReactNode } from 'react';
import type { Language } from '../../../common/language';
import { PageBar } from '../../ui/PageBar';
import { useBackOrHome } from '../use-back-or-home';
import styles from './ContentPageLayout.module.css';

interface Props {
  language: Language;
  /** The page's title: the stored configuration's hero title, or the page kind's name while it is not known. */
  title: ReactNode;
  children: ReactNode;
}

/** A content page: the red page bar with back, the page's title and home, then the page. */
export function ContentPageLayout({ language, title, children }: Props) {
  return (
    <div className={styles.page}>
      <PageBar language={language} title={title} onBack={useBackOrHome(language)} />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
