import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PAGE_GAP, pageItems } from './page-items';
import styles from './Pagination.module.css';

interface Props {
  /** The page shown, 1-based. */
  page: number;
  size: number;
  /** How many items the whole list holds. */
  total: number;
  /** The page sizes to choose from. */
  sizes: readonly number[];
  /** Another page or size; a new size starts again from page 1. */
  onChange(page: number, size: number): void;
}

/**
 * A compact pager for a phone with the labels of spec §9: total, the page buttons, items per page, and jump
 * to … page. One page needs no buttons and no jump; an empty list no pager at all.
 */
export function Pagination({ page, size, total, sizes, onChange }: Props) {
  const intl = useIntl();
  const [jump, setJump] = useState('');
  if (total <= 0) return null;
  const totalPages = Math.ceil(total / size);
  const go = (target: number) => {
    const next = Math.min(Math.max(target, 1), totalPages);
    if (next !== page) onChange(next, size);
  };
  const onePage = totalPages <= 1;
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      {!onePage && (
        <ol className={styles.pages}>
          <li>
            <button
              type="button"
              className={styles.step}
              disabled={page <= 1}
              onClick={() => go(page - 1)}
              aria-label={intl.formatMessage({ id: 'pagination.previous' })}
            >
              <Chevron direction="previous" />
            </button>
          </li>
          {pageItems(page, totalPages).map((item, index) =>
            item === PAGE_GAP ? (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden>
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={styles.page}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={intl.formatMessage({ id: 'pagination.goTo' }, { page: item })}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={styles.step}
              disabled={page >= totalPages}
              onClick={() => go(page + 1)}
              aria-label={intl.formatMessage({ id: 'pagination.next' })}
            >
              <Chevron direction="next" />
            </button>
          </li>
        </ol>
      )}
      <div className={styles.tools}>
        <span className={styles.total}>
          <FormattedMessage id="pagination.total" values={{ total }} />
        </span>
        <label className={styles.tool}>
          <select className={styles.field} value={size} onChange={(event) => onChange(1, Number(event.target.value))}>
            {sizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <FormattedMessage id="pagination.itemsPerPage" />
        </label>
        {!onePage && (
          <form
            className={styles.tool}
            onSubmit={(event) => {
              event.preventDefault();
              const target = Number.parseInt(jump, 10);
              setJump('');
              if (Number.isFinite(target)) go(target);
            }}
          >
            <label className={styles.tool}>
              <FormattedMessage id="pagination.jumpTo" />
              <input
                className={`${styles.field} ${styles.jump}`}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                enterKeyHint="go"
                autoComplete="off"
                maxLength={6}
                value={jump}
                onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
                aria-label={`${intl.formatMessage({ id: 'pagination.jumpTo' })} … ${intl.formatMessage({ id: 'pagination.page' })}`}
              />
              <FormattedMessage id="pagination.page" />
            </label>
          </form>
        )}
      </div>
    </nav>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden>
      <path
        d={direction === 'previous' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
