import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumbersTable } from './NumbersTable';
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
        <NumbersTable
          label={intl.formatMessage({ id: 'operator.numbersOf' }, { section })}
          columns={[
            { heading: <FormattedMessage id="operator.day" /> },
            { heading: <FormattedMessage id="operator.item" /> },
            { heading: <FormattedMessage id="operator.exposures" />, numeric: true },
            { heading: <FormattedMessage id="operator.clicks" />, numeric: true },
            { heading: <FormattedMessage id="operator.ctr" />, numeric: true },
          ]}
          rows={rows.map((row) => ({
            key: `${row.day}|${row.item ?? ''}`,
            cells: [
              row.day,
              row.item ?? <FormattedMessage id="operator.wholeSection" />,
              intl.formatNumber(row.exposures),
              intl.formatNumber(row.clicks),
              percent(row.ctr),
            ],
          }))}
        />
      )}
    </details>
  );
}
