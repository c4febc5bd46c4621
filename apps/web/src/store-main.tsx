import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/ui/toaster';
import { PublicStorePage } from '@/features/store/components/public-store-page';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

/**
 * A company's storefront (/store/{slug}) on an entry of its own (ARCHITECTURE.md §9): a homeowner from the company's
 * website holds the address and nothing else, so the page loads no router, session or app shell. Coming back from the
 * deposit's payment page it carries ?booking={reference}&deposit=paid.
 */
const storeSlug = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const search = new URLSearchParams(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from store.html.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <PublicStorePage storeSlug={storeSlug} returnedReference={search.get('booking')} depositPaid={search.get('deposit') === 'paid'} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
