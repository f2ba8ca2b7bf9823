import { useLocation, useNavigate } from 'react-router-dom';
import type { Language } from '../../common/language';

/** The page bar's back: the previous page in the app, or the home page for a page opened directly (no history here). */
export function useBackOrHome(language: Language): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate(`/m/${language}/`) : navigate(-1));
}
