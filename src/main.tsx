import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createPortalQueryClient } from './platform/query-client';
import { portalRouter } from './pages/router';
import './ui/tokens.css';
import './ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createPortalQueryClient()}>
      <RouterProvider router={portalRouter} />
    </QueryClientProvider>
  </StrictMode>,
);
