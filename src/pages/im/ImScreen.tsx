import type { ReactNode } from 'react';
import type { Language } from '../../../common/language';
import { PageBar } from '../../ui/PageBar';
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
  return (
    <div className={styles.screen}>
      <PageBar language={language} title={title} onBack={onBack} />
      {children}
    </div>
  );
}
