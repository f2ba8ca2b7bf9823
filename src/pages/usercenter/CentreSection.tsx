import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import styles from './CentreSection.module.css';

interface Props {
  title: MessageId;
  /** Beside the title: the section's way on (post one, see them all). */
  action?: ReactNode;
  children: ReactNode;
}

/** One part of the personal centre: a white card titled by a heading the page's outline lists. */
export function CentreSection({ title, action, children }: Props) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 className={styles.title} id={headingId}>
          <FormattedMessage id={title} />
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
