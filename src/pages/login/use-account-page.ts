// Spec §2: the login, register, password-retrieve and transition pages share their query: redirect_uri
// (where to return after login) and requirement (what the person wanted to do), carried from one to the next.
import { useSearchParams } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { readBackUrl } from '../../platform/session/back-url';
import { sameOriginPath } from '../../platform/session/redirect-target';
import { useLanguage } from '../use-language';

export interface AccountPage {
  language: Language;
  /** Where to go after login: redirect_uri when it is a page of this site, else the back-URL of the last logout, else home. */
  returnTo: string;
  requirement: string | undefined;
}

export function useAccountPage(): AccountPage {
  const language = useLanguage();
  const [search] = useSearchParams();
  const returnTo = sameOriginPath(search.get('redirect_uri')) ?? sameOriginPath(readBackUrl()) ?? `/m/${language}/`;
  return { language, returnTo, requirement: search.get('requirement') || undefined };
}
