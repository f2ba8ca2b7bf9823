import { useParams } from 'react-router-dom';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../common/language';

/** The language of the current route; LanguageLayout has already redirected unknown ones. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}
