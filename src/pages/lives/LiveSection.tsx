import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import styles from './LiveSection.module.css';

/** A titled block of lives below a live page's stored content (the hall's 'Live now', the list's 'Live streams'). */
export function LiveSection({ title, children }: { title: MessageId; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

/** The lives of a block, one card under the other. */
export function LiveCards({ children }: { children: ReactNode }) {
  return <div className={styles.cards}>{children}</div>;
}
