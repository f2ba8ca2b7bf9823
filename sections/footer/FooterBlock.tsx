import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../common/i18n/messages';
import styles from './FooterBlock.module.css';

/** One titled block of the footer card; blocks after the first are divided by a line. */
export function FooterBlock({ heading, children }: { heading: MessageId; children: ReactNode }) {
  return (
    <div className={styles.block}>
      <h3 className={styles.heading}>
        <FormattedMessage id={heading} />
      </h3>
      {children}
    </div>
  );
}
