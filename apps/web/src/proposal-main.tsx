import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/ui/toaster';
import { PublicProposalPage } from '@/features/proposals/components/public-proposal-page';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

/**
 * The client's proposal page (/proposal/{token}) on an entry of its own (ARCHITECTURE.md §9): the client holds a
 * link and nothing else, so the page loads no router, session or app shell — only the proposal.
 */
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from proposal.html.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <PublicProposalPage token={token} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
