import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/ui/toaster';
import { PublicFormPage } from '@/features/forms/components/public-form-page';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

/**
 * A lead form's hosted page (/form/{token}) on an entry of its own (ARCHITECTURE.md §9): the visitor holds a link (or
 * sees it in an iframe on the company's website) and nothing else, so the page loads no router, session or app shell.
 * A plain HTML post lands here with ?sent=1 (the thank-you message) or ?problem=1 (fill in the form here instead).
 */
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const search = new URLSearchParams(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from form.html.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <PublicFormPage token={token} sent={search.get('sent') === '1'} problem={search.get('problem') === '1'} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
