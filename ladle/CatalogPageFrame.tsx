import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';

interface Props {
  /** Where the page opens, e.g. /m/en-US/shops/BRIGHTWAY. */
  path: string;
  /** The route pattern the router gives the page, e.g. /m/:lang/shops/:shopCode. */
  route: string;
  page: ReactNode;
  /** What the page's queries answer (a story has no server), by query key. */
  data: readonly (readonly [QueryKey, unknown])[];
}

/**
 * A search or shop page as the router shows it, its calls answered from fixtures. The story's query client
 * never goes stale, so the page shows the data at once; a page the fixtures do not answer shows its failed state.
 */
export function CatalogPageFrame({ path, route, page, data }: Props) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  useState(() => {
    for (const [key, value] of data) client.setQueryData(key, value);
    return true;
  });
  const opened = `${location.pathname}${location.search}` === path;
  useEffect(() => {
    if (!opened) navigate(path, { replace: true });
  }, [opened, path, navigate]);
  return (
    <Routes>
      <Route path={route} element={page} />
      {/* Before it opens the page's path, the frame is at the story's start (/m/{lang}/): nothing to show. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
