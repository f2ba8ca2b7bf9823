// What the header tips' tests share: the providers a tip reads, the tip as shown, and the clock of its hide delay.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { POPUP_HIDE_DELAY_MS } from '../../../../common/constants';
import { PortalIntlProvider } from '../../../platform/i18n/PortalIntlProvider';
import type { Language } from '../../../../common/language';
import { SessionProvider, type Session } from '../../../platform/session';
import { HOME_PAGE } from '../../../../common/pages';
import { pageConfigKeys } from '../../../engine/page-config';
import minimalPage from '../../../../fixtures/page-configs/valid/minimal.en-US.json';

const ALL_FLAGS = 0b111_1111;

/**
 * Renders `tip` (with a paragraph "Page" beside it, to tap elsewhere) in the page language, for the session,
 * with the home page's configuration known (its flag mask every bit on unless given).
 */
export function renderTipInPage(
  tip: ReactNode,
  { session, language = 'en-US', pending = false, flagMask = ALL_FLAGS }: { session: Session; language?: Language; pending?: boolean; flagMask?: number },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(pageConfigKeys.page(HOME_PAGE, language), { ...minimalPage, language, flagMask });
  return render(
    <QueryClientProvider client={client}>
      <PortalIntlProvider language={language}>
        <SessionProvider session={session} pending={pending}>
          {tip}
          <p>Page</p>
        </SessionProvider>
      </PortalIntlProvider>
    </QueryClientProvider>,
  );
}

/** The tip's bubble, or null while it is hidden. */
export const shownTip = () => screen.queryByRole('note');

/** Lets the time pass that a tip takes to hide once it is told to. */
export const waitForHide = () => act(() => vi.advanceTimersByTime(POPUP_HIDE_DELAY_MS));

/** Fake timers for each test, and no dismissal remembered from the one before. */
export function setUpTipTests(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });
}
