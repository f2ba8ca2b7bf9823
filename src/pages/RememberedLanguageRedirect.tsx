import { Navigate, useLocation } from 'react-router-dom';
import { FALLBACK_LANGUAGE } from '../../common/language';
import { rememberedLanguage } from '../platform/language-choice';

/**
 * Spec §2: the footer's pages have no language segment (/m/pages/关于我们, /pages/Cookies政策,
 * /m/customPages/sitemap): they open under /m/{lang} in the language the visitor last chose (else the fallback).
 */
export function RememberedLanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const path = pathname.replace(/^\/m(?=\/)/, '');
  return <Navigate to={`/m/${rememberedLanguage() ?? FALLBACK_LANGUAGE}${path}${search}${hash}`} replace />;
}
