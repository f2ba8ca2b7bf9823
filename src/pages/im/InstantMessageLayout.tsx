import { useState } from 'react';
import { PortalIntlProvider } from '../../platform/i18n/PortalIntlProvider';
import { FALLBACK_LANGUAGE } from '../../platform/language';
import { rememberedLanguage } from '../../platform/language-choice';
import { SessionNotifications } from '../../platform/notifications/SessionNotifications';
import { useLoginStatus } from '../../platform/session/login-status';
import { LiveSessionProvider } from '../../platform/session/LiveSessionProvider';
import { DialogHost } from '../../ui/DialogHost';
import { ToastHost } from '../../ui/ToastHost';
import { useDocumentLanguage } from '../use-document-language';
import { InstantMessagePage } from './InstantMessagePage';

/**
 * The IM page's path has no language segment (spec §2): it speaks the language of the login status, else the
 * language last chosen on the portal, else the fallback locale.
 */
export function InstantMessageLayout() {
  const status = useLoginStatus().data;
  const [chosen] = useState(() => rememberedLanguage() ?? FALLBACK_LANGUAGE);
  const language = status?.isAuthenticated ? status.language : chosen;
  useDocumentLanguage(language);
  return (
    <PortalIntlProvider language={language}>
      <LiveSessionProvider>
        <InstantMessagePage language={language} />
        {/* Spec §4: the notification connection brings the page's new messages (and B's IM ends it at logout). */}
        <SessionNotifications />
        <ToastHost />
        <DialogHost />
      </LiveSessionProvider>
    </PortalIntlProvider>
  );
}
