import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { clearSearchHistory, useSearchHistory } from '../../platform/search-history';
import type { SearchType } from '../../../common/search-page';
import { useSuggestions, type Suggestion } from '../../platform/suggestions';
import { useOutsideClose } from '../use-outside-close';
import { optionId, SearchOptions } from './SearchOptions';
import { SearchTypeSelector } from './SearchTypeSelector';
import { usePlaceBelow } from './use-place-below';
import field from './search-field.module.css';
import styles from './SearchForm.module.css';

/** Spec §5: the booth placeholder shows the expected format (1.1A01). */
const PLACEHOLDERS: Record<SearchType, MessageId> = {
  product: 'home-search.placeholder.product',
  exhibitor: 'home-search.placeholder.exhibitor',
  booth: 'home-search.placeholder.booth',
};

interface Props {
  siteId: string;
  language: Language;
  types: readonly SearchType[];
  type: SearchType;
  onTypeChange(type: SearchType): void;
  initialKeyword?: string;
  /** The keyword as typed or picked; the caller trims, refuses and converts it (useSearch). */
  onSearch(type: SearchType, keyword: string): void;
  /** Shown in the band under the search bar. */
  children?: ReactNode;
}

const asOption = (keyword: string): Suggestion => ({ key: keyword, segments: [keyword] });

/**
 * The search bar of spec §2 with its autocomplete (§3, §5) as a combobox: while the input is focused, what is
 * typed offers suggestions, and a blank input the type's recent searches; picking one searches it at once.
 */
export function SearchForm({ siteId, language, types, type, onTypeChange, initialKeyword = '', onSearch, children }: Props) {
  const intl = useIntl();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const listId = useId();

  // Asked only while the list can show: a keyword already in the field (results page) costs no call until focused.
  const suggestions = useSuggestions(siteId, language, type, open ? keyword : '');
  const history = useSearchHistory(type);
  const recent = keyword.trim() === '' && type !== 'booth';
  const options = recent ? history.map(asOption) : suggestions;
  const expanded = open && options.length > 0;
  const activeIndex = expanded ? options.findIndex((option) => option.key === activeKey) : -1;

  const close = useCallback(() => setOpen(false), []);
  useOutsideClose(expanded, [form, panel], close);
  const place = usePlaceBelow(bar, expanded);

  const search = (searched: string) => {
    setOpen(false);
    onSearch(type, searched);
  };
  const pick = (picked: string) => {
    setKeyword(picked);
    search(picked);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key that ends an IME composition (Chinese input) belongs to the composition.
    if (!expanded || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? (activeIndex + 1) % options.length : (activeIndex <= 0 ? options.length : activeIndex) - 1;
      setActiveKey(options[next]?.key);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      pick(options[activeIndex]?.key ?? keyword);
    } else if (event.key === 'Escape') {
      // Closes the list only; a search input would also clear what is typed.
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.band}>
      <form
        ref={form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search(keyword);
        }}
      >
        <SearchTypeSelector
          types={types}
          value={type}
          onChange={(chosen) => {
            setOpen(false);
            onTypeChange(chosen);
          }}
        />
        <div ref={bar} className={styles.bar}>
          <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden>
            <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            className={field.input}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            value={keyword}
            onChange={(event) => {
              setKeyword(event.target.value);
              setActiveKey(undefined);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            // Pressing in the list keeps the focus here, so a blur means the visitor went elsewhere.
            onBlur={close}
            onKeyDown={onKeyDown}
            placeholder={intl.formatMessage({ id: PLACEHOLDERS[type] })}
            aria-label={intl.formatMessage({ id: 'home-search.keywordLabel' })}
          />
          <button className={field.submit} type="submit">
            <FormattedMessage id="home-search.submit" />
          </button>
        </div>
      </form>
      {expanded && (
        <SearchOptions
          ref={panel}
          listId={listId}
          options={options}
          activeIndex={activeIndex}
          recent={recent}
          place={place}
          onPick={pick}
          onClearHistory={() => clearSearchHistory(type)}
        />
      )}
      {children}
    </div>
  );
}
