import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../../common/language';
import { useSearch } from '../../src/platform/use-search';
import field from '../../src/ui/search/search-field.module.css';
import styles from './ExhibitorSearchForm.module.css';

interface Props {
  language: Language;
}

/** Searches exhibitors (spec §2 query type 2); useSearch applies the keyword rules of spec §5. */
export function ExhibitorSearchForm({ language }: Props) {
  const intl = useIntl();
  const search = useSearch(language);
  const [keyword, setKeyword] = useState('');
  const placeholder = intl.formatMessage({ id: 'home-sections.searchPlaceholder' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search('exhibitor', keyword);
  };

  return (
    <form className={styles.form} role="search" onSubmit={onSubmit}>
      <span className={styles.icon} aria-hidden>
        <svg viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.24 4.25a1 1 0 0 1-1.41 1.41l-4.25-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
          />
        </svg>
      </span>
      <input
        className={field.input}
        type="search"
        enterKeyHint="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
      />
      <button className={field.submit} type="submit">
        {intl.formatMessage({ id: 'home-sections.search' })}
      </button>
    </form>
  );
}
