import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/ui/toaster';
import { PublicInvoicePage } from '@/features/invoices/components/public-invoice-page';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

/**
 * The client's invoice page (/invoice/{token}) on an entry of its own (ARCHITECTURE.md §9): the client holds a
 * link and nothing else, so the page loads no router, session or app shell — only the invoice.
 */
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
// The payment provider sends the client back with ?paid=1; the payment itself is recorded from its webhook.
const returnedFromPayment = new URLSearchParams(window.location.search).has('paid');

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from invoice.html.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <PublicInvoicePage token={token} returnedFromPayment={returnedFromPayment} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
