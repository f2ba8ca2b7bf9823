import type { Story } from '@ladle/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../../common/language';
import { clearSearchHistory, recordSearch } from '../../platform/search-history';
import type { SearchType } from '../../../common/search-page';
import { suggestionKeys } from '../../platform/suggestions';
import { useSearch } from '../../platform/use-search';
import ledSuggestions from '../../../fixtures/catalog/suggest-reply.led.en-US.json';
import lampSuggestionsZh from '../../../fixtures/catalog/suggest-reply.lamp.zh-CN.json';
import { SearchForm } from './SearchForm';

const SITE_ID = '1001';
const TYPES: SearchType[] = ['product', 'exhibitor', 'booth'];

interface Props {
  language?: Language;
  type?: SearchType;
  keyword?: string;
  /** The type's recent searches, most recent first. */
  history?: readonly string[];
  /** The suggest call's reply for the keyword: stories have no server, so it is put in the query cache. */
  suggestions?: unknown;
  /** The field focused, as while typing: the list shows. */
  focused?: boolean;
}

function SearchFormStory({ language = 'en-US', type: firstType = 'product', keyword = '', history = [], suggestions, focused = false }: Props) {
  const queryClient = useQueryClient();
  const [type, setType] = useState(firstType);
  const search = useSearch(language);
  const box = useRef<HTMLDivElement>(null);
  // Once, before the form first reads the history and the cache.
  useState(() => {
    clearSearchHistory(firstType);
    for (const recent of [...history].reverse()) recordSearch(firstType, recent);
    if (suggestions) queryClient.setQueryData(suggestionKeys.list({ siteId: SITE_ID, language, q: keyword.trim(), history }), suggestions);
  });
  useEffect(() => {
    if (focused) box.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  }, [focused]);
  return (
    <div ref={box} style={{ minHeight: 420 }}>
      <SearchForm siteId={SITE_ID} language={language} types={TYPES} type={type} onTypeChange={setType} initialKeyword={keyword} onSearch={search} />
    </div>
  );
}

/** Nothing typed and no recent searches: no list. Submit blank to see the toast. */
export const Empty: Story = () => <SearchFormStory />;

/** 'led' typed: the matches in the fair's red; arrow keys move, Enter or a tap searches at once, Escape closes. */
export const Suggestions: Story = () => <SearchFormStory keyword="led" suggestions={ledSuggestions} focused />;

/** A blank, focused field shows the type's recent searches; Clear history empties them. */
export const RecentSearches: Story = () => <SearchFormStory history={['LED lighting', 'Smart home', 'Tea set', 'Bluetooth speaker']} focused />;

/** Booth search: the placeholder shows the format, and there are neither suggestions nor recent searches. */
export const Booth: Story = () => <SearchFormStory type="booth" history={['1.1A01']} focused />;

export const SuggestionsZhCN: Story = () => <SearchFormStory language="zh-CN" keyword="台灯" suggestions={lampSuggestionsZh} focused />;
SuggestionsZhCN.meta = { language: 'zh-CN' };

export const RecentSearchesZhCN: Story = () => <SearchFormStory language="zh-CN" history={['智能家居', '茶具', 'LED照明']} focused />;
RecentSearchesZhCN.meta = { language: 'zh-CN' };
