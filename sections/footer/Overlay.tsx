import { useEffect } from 'react';
import type { SectionProps } from '../../src/engine/types';
import type { FooterData } from '../../common/generated/types';
import { applyCookieConsentDefault } from '../../src/platform/cookie-consent';
import { CookieConsentBar } from './CookieConsentBar';

/** Issue 29: a page that hides the bar and says nothing measures nobody who has not chosen. */
const DEFAULT_WHEN_HIDDEN = 'deny';

/**
 * The cookie consent bar, fixed to the screen's bottom: it shows on the first screen, long before the footer.
 * Where the page settings hide it, their default choice applies until the visitor makes their own.
 */
export default function FooterOverlay({ data }: SectionProps<FooterData>) {
  const { hidden, defaultChoice = DEFAULT_WHEN_HIDDEN } = data.cookieConsent;
  useEffect(() => (hidden ? applyCookieConsentDefault(defaultChoice) : undefined), [hidden, defaultChoice]);
  return <CookieConsentBar hidden={hidden} />;
}
