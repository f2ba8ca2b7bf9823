import { useMemo, useState, type KeyboardEvent } from 'react';
import type { Language } from '../../../common/language';
import type { RegionCode } from './calling-codes';
import { phoneCountries, searchPhoneCountries, type PhoneCountry } from './phone-countries';

/** The search of the country-code picker: what is typed, what it finds, which found one the arrow keys are on. */
export interface CountrySearch {
  query: string;
  setQuery(query: string): void;
  found: readonly PhoneCountry[];
  /** The option the arrow keys are on (aria-activedescendant); -1 for none. */
  activeIndex: number;
  setActive(region: RegionCode): void;
  /** Arrow keys move through what is found; Enter picks the active one. Escape is the panel's. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

export function useCountrySearch(language: Language, chosen: RegionCode | undefined, onPick: (region: RegionCode) => void): CountrySearch {
  const countries = useMemo(() => phoneCountries(language), [language]);
  const [query, setQueryState] = useState('');
  // The chosen region is where the arrow keys start.
  const [activeRegion, setActive] = useState<RegionCode | undefined>(chosen);
  const found = useMemo(() => searchPhoneCountries(countries, query), [countries, query]);
  const activeIndex = found.findIndex((country) => country.region === activeRegion);

  const setQuery = (next: string) => {
    setQueryState(next);
    // The best answer to the new search is the one Enter takes; with no search, the chosen one again.
    setActive(next.trim() ? searchPhoneCountries(countries, next)[0]?.region : chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key that ends an IME composition (Chinese input) belongs to the composition.
    if (event.nativeEvent.isComposing) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && found.length > 0) {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? (activeIndex + 1) % found.length : (activeIndex <= 0 ? found.length : activeIndex) - 1;
      setActive(found[next]?.region);
    } else if (event.key === 'Enter') {
      // Enter in the search never sends the form the picker sits in.
      event.preventDefault();
      const active = found[activeIndex];
      if (active) onPick(active.region);
    }
  };

  return { query, setQuery, found, activeIndex, setActive, onKeyDown };
}
