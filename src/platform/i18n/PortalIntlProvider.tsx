import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { FALLBACK_LANGUAGE, setCurrentLanguage, type Language } from '../language';
import { messagesFor } from './messages';

interface Props {
  language: Language;
  children?: ReactNode;
}

export function PortalIntlProvider({ language, children }: Props) {
  // Set while rendering, not in an effect: children's effects run before their parent's, and the first
  // requests they start must already carry this language in their headers. The assignment is idempotent.
  setCurrentLanguage(language);
  return (
    <IntlProvider locale={language} defaultLocale={FALLBACK_LANGUAGE} messages={messagesFor(language)}>
      {children}
    </IntlProvider>
  );
}
