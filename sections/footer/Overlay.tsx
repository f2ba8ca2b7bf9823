import type { SectionProps } from '../../src/engine/types';
import type { FooterData } from '../../common/generated/types';
import { CookieConsentBar } from './CookieConsentBar';

/** The cookie consent bar, fixed to the screen's bottom: it shows on the first screen, long before the footer. */
export default function FooterOverlay({ data }: SectionProps<FooterData>) {
  return data.cookieConsent.hidden ? null : <CookieConsentBar />;
}
