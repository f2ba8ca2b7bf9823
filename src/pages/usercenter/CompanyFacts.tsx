import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import styles from './CompanyCard.module.css';

/** A company's details, each a label and its value. */
export function CompanyFacts({ facts }: { facts: readonly (readonly [MessageId, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>
            <FormattedMessage id={label} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
