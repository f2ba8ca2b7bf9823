// For the pages' tests: the whole portal (router, language layout, live session) at one path.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PortalRoutes } from '../router';

/** Shows where the router is, so a test can follow the navigation. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export function renderPortalAt(path: string): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <PortalRoutes />
        <CurrentLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}
