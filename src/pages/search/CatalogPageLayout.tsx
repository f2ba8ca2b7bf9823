import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { PageBar } from '../../ui/PageBar';
import { useBackOrHome } from '../use-back-or-home';
import styles from './CatalogPageLayout.module.css';

interface Props {
  language: Language;
  title: MessageId;
  children: ReactNode;
}

/** The search results, shop and product pages: a red bar with back, the page's title and home, then the page. */
export function CatalogPageLayout({ language, title, children }: Props) {
  const back = useBackOrHome(language);
  return (
    <div className={styles.page}>
      <PageBar language={language} title={<FormattedMessage id={title} />} onBack={back} />
      {children}
    </div>
  );
}
