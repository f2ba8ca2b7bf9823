import { useState, type ReactNode } from 'react';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import { useSearchParams } from 'react-router-dom';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../common/language';
import { rememberedLanguage } from '../platform/language-choice';
import { SessionNotifications } from '../platform/notifications/SessionNotifications';
import { useLoginStatus } from '../platform/session/login-status';
import { LiveSessionProvider } from '../platform/session/LiveSessionProvider';
import { DialogHost } from '../ui/DialogHost';
import { ToastHost } from '../ui/ToastHost';
import { useDocumentLanguage } from './use-document-language';

interface Props {
  children: (language: Language) => ReactNode;
  /**
   * The page's links name the language of the page they were opened from (?lang=: the user links, the Workbench
   * button). Off for a page whose ?lang= means something else (the operator page: the configuration's language).
   */
  languageFromQuery?: boolean;
}

/**
 * A page whose path has no language segment (spec §2: the IM page, the message centre, the personal centre, the
 * back offices' pages): it speaks the language its link names where it takes one (languageFromQuery), else the
 * language of the login status, else the language last chosen on the portal, else the fallback locale.
 */
export function SelfPageLayout({ children, languageFromQuery = false }: Props) {
  const status = useLoginStatus().data;
  const [chosen] = useState(() => rememberedLanguage() ?? FALLBACK_LANGUAGE);
  const [query] = useSearchParams();
  const named = languageFromQuery ? query.get('lang') : null;
  const language = isLanguage(named) ? named : status?.isAuthenticated ? status.language : chosen;
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
