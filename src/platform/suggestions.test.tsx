import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidReplyError } from './invalid-reply';
import { createPortalQueryClient } from './query-client';
import type { SearchType } from '../../common/search-page';
import { recordSearch } from './search-history';
import { fetchSuggestions, useSuggestions } from './suggestions';
import { suggestCallForTests } from './testing/suggest-api';
import { getToasts } from './toast';

const suggest = suggestCallForTests('1001', ['LED Work Light', 'LED Strip', 'Desk Lamp', 'Lava Lamp']);

afterEach(() => localStorage.clear());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderSuggestions(input: string, type: SearchType = 'product') {
  const client = createPortalQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook((props: { input: string; type: SearchType }) => useSuggestions('1001', 'en-US', props.type, props.input), {
    wrapper,
    initialProps: { input, type },
  });
}

describe('fetchSuggestions', () => {
  it('posts q, the history comma-joined, the language and size 10 to the suggest call of the site', async () => {
    const suggestions = await fetchSuggestions({ siteId: '1001', language: 'zh-CN', q: 'light', history: ['work light', 'lamp'] });
    expect(suggestions).toEqual([{ key: 'LED Work Light', segments: ['LED Work ', 'Light'] }]);
    expect(suggest.bodies).toEqual([{ q: 'light', history: 'work light,lamp', lang: 'zh-CN', size: 10 }]);
  });

  it('rejects a reply of another shape', async () => {
    suggest.overrides.set('light', { body: [{ key: 'LED Work Light' }] });
    await expect(fetchSuggestions({ siteId: '1001', language: 'en-US', q: 'light', history: [] })).rejects.toBeInstanceOf(InvalidReplyError);
  });
});

describe('useSuggestions', () => {
  it('asks once the input has held still for 100 ms, with the trimmed input and the type’s history', async () => {
    recordSearch('product', 'lamp');
    recordSearch('product', 'led strip');
    const { result, rerender } = renderSuggestions('');
    rerender({ input: 'l', type: 'product' });
    rerender({ input: 'le', type: 'product' });
    rerender({ input: ' led ', type: 'product' });
    await waitFor(() => expect(result.current).toEqual(suggest.suggestionsFor('led')));
    expect(suggest.bodies).toEqual([{ q: 'led', history: 'led strip,lamp', lang: 'en-US', size: 10 }]);
  });

  it('never lets a late reply to an older input replace the suggestions of a newer one', async () => {
    suggest.overrides.set('la', { delayMs: 400 });
    const { result, rerender } = renderSuggestions('la');
    await waitFor(() => expect(suggest.bodies.map((body) => body.q)).toEqual(['la']));
    rerender({ input: 'led', type: 'product' });
    await waitFor(() => expect(result.current).toEqual(suggest.suggestionsFor('led')));
    await wait(450);
    expect(result.current).toEqual(suggest.suggestionsFor('led'));
  });

  it('keeps the last suggestions while the next ones load', async () => {
    suggest.overrides.set('lamp', { delayMs: 300 });
    const { result, rerender } = renderSuggestions('la');
    await waitFor(() => expect(result.current).toEqual(suggest.suggestionsFor('la')));
    rerender({ input: 'lamp', type: 'product' });
    await wait(200);
    expect(result.current).toEqual(suggest.suggestionsFor('la'));
    await waitFor(() => expect(result.current).toEqual(suggest.suggestionsFor('lamp')));
  });

  it('offers nothing for a blank input, at once', async () => {
    const { result, rerender } = renderSuggestions('led');
    await waitFor(() => expect(result.current).toEqual(suggest.suggestionsFor('led')));
    rerender({ input: '  ', type: 'product' });
    expect(result.current).toEqual([]);
    await wait(150);
    expect(suggest.bodies).toHaveLength(1);
  });

  it('offers nothing for booth search and does not ask', async () => {
    const { result } = renderSuggestions('1.1A', 'booth');
    await wait(150);
    expect(result.current).toEqual([]);
    expect(suggest.server.requests).toEqual([]);
  });

  it('offers nothing, and shows no toast, when the call fails', async () => {
    suggest.overrides.set('led', { status: 500, body: { errorList: [{ errorCode: 'E500_INTERNAL', errorMessage: 'Internal error' }] } });
    const { result } = renderSuggestions('led');
    await waitFor(() => expect(suggest.bodies).toHaveLength(1));
    await wait(50);
    expect(result.current).toEqual([]);
    expect(getToasts()).toEqual([]);
  });
});
