import { useState, type ReactNode } from 'react';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import { FALLBACK_LANGUAGE, type Language } from '../platform/language';
import { rememberedLanguage } from '../platform/language-choice';
import { SessionNotifications } from '../platform/notifications/SessionNotifications';
import { useLoginStatus } from '../platform/session/login-status';
import { LiveSessionProvider } from '../platform/session/LiveSessionProvider';
import { DialogHost } from '../ui/DialogHost';
import { ToastHost } from '../ui/ToastHost';
import { useDocumentLanguage } from './use-document-language';

/**
 * A page whose path has no language segment (spec §2: the IM page, the message centre): it speaks the
 * language of the login status, else the language last chosen on the portal, else the fallback locale.
 */
export function SelfPageLayout({ children }: { children: (language: Language) => ReactNode }) {
  const status = useLoginStatus().data;
  const [chosen] = useState(() => rememberedLanguage() ?? FALLBACK_LANGUAGE);
  const language = status?.isAuthenticated ? status.language : chosen;
  useDocumentLanguage(language);
  return (
    <PortalIntlProvider language={language}>
      <LiveSessionProvider>
        {children(language)}
        {/* Spec §4: the notification connection brings the page's news (and B's IM ends it at logout). */}
        <SessionNotifications />
        <ToastHost />
        <DialogHost />
      </LiveSessionProvider>
    </PortalIntlProvider>
  );
}
