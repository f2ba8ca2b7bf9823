import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SectionStats } from './operator-api';
import styles from './OperatorPage.module.css';

interface Props {
  section: string;
  stats: UseQueryResult<SectionStats>;
}

/** Issue 7: a section's numbers per UTC+8 day — its own row, then one per banner or card — exposures, clicks, click-through rate. */
export function SectionNumbers({ section, stats }: Props) {
  const intl = useIntl();
  const percent = (ctr: number) => intl.formatNumber(ctr, { style: 'percent', maximumFractionDigits: 1 });
  if (stats.isPending) return null;
  if (stats.isError) {
    return (
      <p className={styles.hint}>
        <FormattedMessage id="operator.numbersFailed" />{' '}
        <button type="button" onClick={() => void stats.refetch()}>
          <FormattedMessage id="list.failed" />
        </button>
      </p>
    );
  }
  const rows = stats.data.days.filter((row) => row.section === section);
  const own = rows.filter((row) => row.item === null);
  const exposures = own.reduce((sum, row) => sum + row.exposures, 0);
  const clicks = own.reduce((sum, row) => sum + row.clicks, 0);
  return (
    <details className={styles.numbers}>
      <summary>
        <FormattedMessage
          id="operator.numbersSummary"
          values={{
            exposures: intl.formatNumber(exposures),
            clicks: intl.formatNumber(clicks),
            ctr: percent(exposures === 0 ? 0 : clicks / exposures),
          }}
        />
      </summary>
      {rows.length === 0 ? (
        <p className={styles.hint}>
          <FormattedMessage id="operator.noNumbers" />
        </p>
      ) : (
        <div className={styles.tableBox}>
          <table className={styles.table} aria-label={intl.formatMessage({ id: 'operator.numbersOf' }, { section })}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="operator.day" />
                </th>
                <th scope="col">
                  <FormattedMessage id="operator.item" />
                </th>
                <th scope="col">
                  <FormattedMessage id="operator.exposures" />
                </th>
                <th scope="col">
                  <FormattedMessage id="operator.clicks" />
                </th>
                <th scope="col">
                  <FormattedMessage id="operator.ctr" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.day}|${row.item ?? ''}`}>
                  <td>{row.day}</td>
                  <td>{row.item ?? <FormattedMessage id="operator.wholeSection" />}</td>
                  <td className={styles.number}>{intl.formatNumber(row.exposures)}</td>
                  <td className={styles.number}>{intl.formatNumber(row.clicks)}</td>
                  <td className={styles.number}>{percent(row.ctr)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
