import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { startAnalyticsBeacon } from './platform/analytics-beacon';
import { restoreCookieConsent } from './platform/cookie-consent';
import { registerInlinedMessages } from './platform/i18n/inlined-messages';
import { createPortalQueryClient } from './platform/query-client';
import { applyTextSize, getTextSize } from './platform/text-size';
import { PortalRoutes } from './pages/router';
import './ui/tokens.css';
import './ui/global.css';

registerInlinedMessages();
// A visitor's stored cookie choice applies before the first analytics event (spec §2: deny sends nothing).
restoreCookieConsent();
// Tracked events go to the server in batches, on page hide (spec §7); after a deny, nothing goes.
startAnalyticsBeacon();
// Spec §9 text sizes A+, A, A-: the visitor's choice applies before the first paint.
applyTextSize(getTextSize());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createPortalQueryClient()}>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
