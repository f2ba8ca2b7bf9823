import { Fragment, useId, type CSSProperties, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Suggestion } from '../../platform/suggestions';
import styles from './SearchOptions.module.css';

interface Props {
  ref: Ref<HTMLDivElement>;
  listId: string;
  options: readonly Suggestion[];
  activeIndex: number;
  /** The options are the type's recent searches: under 'Recent Searches', with 'Clear history'. */
  recent: boolean;
  place: CSSProperties;
  onPick(keyword: string): void;
  onClearHistory(): void;
}

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** Spec §3: the odd-indexed segments are the parts that matched what was typed. */
function Highlighted({ segments }: { segments: readonly string[] }) {
  return segments.map((segment, index) => <Fragment key={index}>{index % 2 === 1 ? <mark className={styles.match}>{segment}</mark> : segment}</Fragment>);
}

/**
 * The listbox of the search combobox, rendered into <body>: the page's sections each stack on their own
 * layer, so a panel inside the search section would open under the section that follows it.
 */
export function SearchOptions({ ref, listId, options, activeIndex, recent, place, onPick, onClearHistory }: Props) {
  const intl = useIntl();
  const headingId = useId();
  return createPortal(
    // Pressing an option or the button keeps the focus (and the phone's keyboard) in the input.
    <div ref={ref} className={styles.panel} style={place} onMouseDown={(event) => event.preventDefault()}>
      {recent && (
        <div className={styles.recentHead}>
          <span id={headingId} className={styles.recentTitle}>
            <FormattedMessage id="search.recentSearches" />
          </span>
          <button type="button" className={styles.clear} onClick={onClearHistory}>
            <FormattedMessage id="search.clearHistory" />
          </button>
        </div>
      )}
      <ul
        id={listId}
        role="listbox"
        className={styles.list}
        aria-labelledby={recent ? headingId : undefined}
        aria-label={recent ? undefined : intl.formatMessage({ id: 'search.suggestions' })}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(listId, index)}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? styles.activeOption : styles.option}
            onClick={() => onPick(option.key)}
          >
            <Highlighted segments={option.segments} />
          </li>
        ))}
      </ul>
    </div>,
    document.body,
  );
}
