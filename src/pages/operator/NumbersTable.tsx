import type { ReactNode } from 'react';
import styles from './OperatorPage.module.css';

export interface NumbersColumn {
  /** The column's heading (a message). */
  heading: ReactNode;
  /** A count or a rate: aligned to the right. */
  numeric?: boolean;
}

export interface NumbersRow {
  key: string;
  /** One cell per column, in the columns' order. */
  cells: readonly ReactNode[];
}

/** The operators' per-day numbers (a section's exposures and clicks, the consent choices) as a scrollable table. */
export function NumbersTable({ label, columns, rows }: { label: string; columns: readonly NumbersColumn[]; rows: readonly NumbersRow[] }) {
  return (
    <div className={styles.tableBox}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, at) => (
              <th key={at} scope="col">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, at) => (
                <td key={at} className={columns[at]?.numeric ? styles.number : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
