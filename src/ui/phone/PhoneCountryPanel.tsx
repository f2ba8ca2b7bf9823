import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '../../../common/language';
import type { RegionCode } from './calling-codes';
import { useCountrySearch } from './use-country-search';
import styles from './PhoneCountryPicker.module.css';

interface Props {
  id: string;
  /** In px: the field's; the stylesheet's when unknown. */
  width: number | undefined;
  language: Language;
  chosen: RegionCode | undefined;
  onPick(region: RegionCode): void;
  /** Escape in the search: the picker closes and takes the focus back. */
  onEscape(): void;
}

const optionId = (listId: string, region: RegionCode) => `${listId}-${region}`;

/**
 * The open picker: a search (a combobox whose list is the countries it finds) and the list. Pressing an option
 * keeps the focus in the search, so the phone's keyboard stays up until one is picked.
 */
export function PhoneCountryPanel({ id, width, language, chosen, onPick, onEscape }: Props) {
  const intl = useIntl();
  const search = useCountrySearch(language, chosen, onPick);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const active = search.found[search.activeIndex];

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    // jsdom has no scrollIntoView; a browser keeps the active option in sight.
    if (active) document.getElementById(optionId(listId, active.region))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  return (
    <div id={id} className={styles.panel} style={width ? { width } : undefined} role="dialog" aria-label={intl.formatMessage({ id: 'phone.picker.label' })}>
      <input
        ref={input}
        className={styles.search}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={search.found.length > 0}
        aria-controls={listId}
        aria-activedescendant={active ? optionId(listId, active.region) : undefined}
        aria-label={intl.formatMessage({ id: 'phone.picker.search' })}
        placeholder={intl.formatMessage({ id: 'phone.picker.searchPlaceholder' })}
        autoComplete="off"
        enterKeyHint="done"
        maxLength={60}
        value={search.query}
        onChange={(event) => search.setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onEscape();
          } else search.onKeyDown(event);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        className={styles.list}
        aria-label={intl.formatMessage({ id: 'phone.picker.label' })}
        onMouseDown={(event) => event.preventDefault()}
      >
        {search.found.map((country, index) => (
          <li
            key={country.region}
            id={optionId(listId, country.region)}
            role="option"
            aria-selected={index === search.activeIndex}
            className={index === search.activeIndex ? styles.activeOption : styles.option}
            onClick={() => onPick(country.region)}
          >
            <span className={styles.name}>{country.name}</span> <span className={styles.code}>+{country.callingCode}</span>
            {country.region === chosen && (
              <svg className={styles.check} viewBox="0 0 16 16" width="14" height="14" aria-hidden>
                <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
          </li>
        ))}
      </ul>
      {/* How many the search finds, for screen readers; 'No result' for everyone when it finds none. */}
      <p className={search.found.length > 0 ? styles.countHidden : styles.empty} role="status">
        <FormattedMessage id="phone.picker.found" values={{ count: search.found.length }} />
      </p>
    </div>
  );
}
