import type { GlobalProvider } from '@ladle/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { registerAllMessages } from '../common/i18n/all-messages';
import { PortalIntlProvider } from '../src/platform/i18n/PortalIntlProvider';
import { isLanguage } from '../common/language';
import { SessionProvider } from '../src/platform/session';
import { DialogHost } from '../src/ui/DialogHost';
import { ToastHost } from '../src/ui/ToastHost';
import { storySession } from './story-sessions';
import '../src/ui/tokens.css';
import '../src/ui/global.css';

// Stories switch language freely, so both catalogs are there from the start.
registerAllMessages();

/**
 * Every story gets the portal's providers. A story picks its language and who is looking with
 * `Story.meta = { language: 'zh-CN', session: 'buyer' }` (sessions: visitor, buyer, buyerWithoutCompany, seller, group, employee).
 */
export const Provider: GlobalProvider = ({ children, storyMeta }) => {
  const language = isLanguage(storyMeta?.language) ? storyMeta.language : 'en-US';
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return (
    <QueryClientProvider client={queryClient}>
      <PortalIntlProvider language={language}>
        <SessionProvider session={storySession(storyMeta?.session)}>
          <MemoryRouter initialEntries={[`/m/${language}/`]}>
            <div style={{ maxWidth: 750, margin: '0 auto', background: 'var(--color-page)', minHeight: '100vh' }}>{children}</div>
            <ToastHost />
            <DialogHost />
          </MemoryRouter>
        </SessionProvider>
      </PortalIntlProvider>
    </QueryClientProvider>
  );
};
