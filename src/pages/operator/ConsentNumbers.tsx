import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumbersTable } from './NumbersTable';
import { useConsentStats } from './operator-queries';
import styles from './OperatorPage.module.css';
import { STATS_DAYS, statsRange } from './stats-range';

/**
 * Issue 29: how many visitors allowed and denied analytics on the cookie consent bar over the last week, per UTC+8
 * day. The counts are the site's, whichever page is open; nobody is measured before choosing Allow.
 */
export function ConsentNumbers() {
  const intl = useIntl();
  const [range] = useState(() => statsRange(new Date()));
  const stats = useConsentStats(range.from, range.to);
  const days = stats.data?.days ?? [];
  const allowed = days.reduce((sum, row) => sum + row.allow, 0);
  const denied = days.reduce((sum, row) => sum + row.deny, 0);
  return (
    <section className={styles.otherNumbers} aria-labelledby="operator-consent">
      <h3 id="operator-consent" className={styles.panelTitle}>
        <FormattedMessage id="operator.consent.title" />
      </h3>
      {stats.isPending ? null : stats.isError ? (
        <p className={styles.hint}>
          <FormattedMessage id="operator.numbersFailed" />
        </p>
      ) : (
        <>
          <p className={styles.consentSummary}>
            <FormattedMessage
              id="operator.consent.summary"
              values={{ days: STATS_DAYS, allowed: intl.formatNumber(allowed), denied: intl.formatNumber(denied) }}
            />
          </p>
          <p className={styles.hint}>
            <FormattedMessage id="operator.consent.hint" />
          </p>
          {days.length > 0 && (
            <details className={styles.numbers}>
              <summary>
                <FormattedMessage id="operator.consent.perDay" />
              </summary>
              <NumbersTable
                label={intl.formatMessage({ id: 'operator.consent.title' })}
                columns={[
                  { heading: <FormattedMessage id="operator.day" /> },
                  { heading: <FormattedMessage id="operator.consent.allowed" />, numeric: true },
                  { heading: <FormattedMessage id="operator.consent.denied" />, numeric: true },
                ]}
                rows={days.map((row) => ({ key: row.day, cells: [row.day, intl.formatNumber(row.allow), intl.formatNumber(row.deny)] }))}
              />
            </details>
          )}
        </>
      )}
    </section>
  );
}
