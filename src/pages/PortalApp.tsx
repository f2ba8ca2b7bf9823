import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { InlinedDataSource } from '../platform/inlined-data';
import { InlinedDataContext } from '../platform/inlined-data-context';

interface Props {
  queryClient: QueryClient;
  inlinedData: InlinedDataSource;
  /** The router with the portal's routes: the browser's, or the server's for one request. */
  children: ReactNode;
}

/** The portal's providers, the same in the browser and in the server's render, so hydration meets the tree it expects. */
export function PortalApp({ queryClient, inlinedData, children }: Props) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <InlinedDataContext value={inlinedData}>{children}</InlinedDataContext>
      </QueryClientProvider>
    </StrictMode>
  );
}
