import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/ui/toaster';
import { PublicApplyPage } from '@/features/hiring/components/public-apply-page';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

/**
 * A job posting's apply page (/apply/{token}) on an entry of its own (ARCHITECTURE.md §9): the visitor holds a link and
 * nothing else, so the page loads no router, session or app shell — only the posting and its form.
 */
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from apply.html.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <PublicApplyPage token={token} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
