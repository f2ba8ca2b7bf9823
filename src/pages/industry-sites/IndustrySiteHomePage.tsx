import { useParams } from 'react-router-dom';
import { HomePage } from '../home/HomePage';
import { NotFoundPage } from '../NotFoundPage';
import { industrySitePageName } from './industry-site-page';

/**
 * Spec §2: /b2bshop/{lang}/index[/miniProg][/industrySites/{id}] — the main home page, or an industry site's,
 * drawn by the home page from that site's page configuration; miniProg is the same page in a mini-program's web
 * view (no app-download prompts). An unknown site is the 404 page.
 */
export function IndustrySiteHomePage({ miniProgram = false }: { miniProgram?: boolean }) {
  const { id } = useParams();
  if (id === undefined) return <HomePage miniProgram={miniProgram} />;
  const pageName = industrySitePageName(id);
  return pageName ? <HomePage key={pageName} pageName={pageName} miniProgram={miniProgram} /> : <NotFoundPage />;
}
