import { useEffect, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { setCurrentLanguage, type Language } from '../../../common/language';
import { intlFor, loadedMessages, loadMessages } from '../../../common/i18n/messages';

interface Props {
  language: Language;
  children?: ReactNode;
}

/** Provides the language's messages; while its catalog loads (one cached file), shows nothing. */
export function PortalIntlProvider({ language, children }: Props) {
  const messages = useMessagesOf(language);
  if (!messages) return null;
  // Set while rendering, not in an effect: children's effects run before their parent's, and the first
  // requests they start must already carry this language in their headers. The assignment is idempotent.
  setCurrentLanguage(language);
  return <RawIntlProvider value={intlFor(language)}>{children}</RawIntlProvider>;
}

function useMessagesOf(language: Language) {
  const [, setLoadedCount] = useState(0);
  const messages = loadedMessages(language);
  useEffect(() => {
    if (messages) return;
    let current = true;
    loadMessages(language).then(
      () => current && setLoadedCount((count) => count + 1),
      (error: unknown) => console.error(`[i18n] the ${language} messages could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [language, messages]);
  return messages;
}
