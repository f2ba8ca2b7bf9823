import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Language } from '../../src/platform/language';
import { showToast } from '../../src/platform/toast';
import { exhibitorSearchPath } from './exhibitor-search-path';
import styles from './ExhibitorSearchForm.module.css';

interface Props {
  language: Language;
}

/** Spec §5: the keyword is trimmed, and a blank one is refused with a toast instead of searching. */
export function ExhibitorSearchForm({ language }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const placeholder = intl.formatMessage({ id: 'home-sections.searchPlaceholder' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed === '') {
      showToast(intl.formatMessage({ id: 'search.blankKeyword' }));
      return;
    }
    void navigate(exhibitorSearchPath(language, trimmed));
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
        className={styles.input}
        type="search"
        enterKeyHint="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
      />
      <button className={styles.submit} type="submit">
        {intl.formatMessage({ id: 'home-sections.search' })}
      </button>
    </form>
  );
}
