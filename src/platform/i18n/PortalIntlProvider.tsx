import { Suspense, use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { FALLBACK_LANGUAGE, setCurrentLanguage, type Language } from '../language';
import { loadedMessages, loadMessages } from './messages';

interface Props {
  language: Language;
  children?: ReactNode;
}

/** Provides the language's messages; while a catalog not inlined in the page loads (one small chunk), shows nothing. */
export function PortalIntlProvider(props: Props) {
  return (
    <Suspense fallback={null}>
      <LanguageIntlProvider {...props} />
    </Suspense>
  );
}

function LanguageIntlProvider({ language, children }: Props) {
  const messages = loadedMessages(language) ?? use(loadMessages(language));
  // Set while rendering, not in an effect: children's effects run before their parent's, and the first
  // requests they start must already carry this language in their headers. The assignment is idempotent.
  setCurrentLanguage(language);
  return (
    <IntlProvider locale={language} defaultLocale={FALLBACK_LANGUAGE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
