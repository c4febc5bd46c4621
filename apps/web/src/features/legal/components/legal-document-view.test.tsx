import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LegalDocumentView } from './legal-document-view';

describe('LegalDocumentView', () => {
  it("shows the server's document under its title, sanitised", async () => {
    mockFetch({
      'GET /api/v2/legal_documents/terms': ok({
        type: 'terms',
        title: 'Terms of Service',
        version: '2025-02-25',
        content: '<h1>Terms of Service</h1><p>Monthly subscription.</p><img src="x" onerror="alert(1)"><script>window.hacked = true</script>',
        updatedAt: '2025-02-25T12:00:00.000Z',
      }),
    });
    const { container } = renderWithProviders(<LegalDocumentView type="terms" />);

    expect(await screen.findByText('Monthly subscription.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it("shows 'Document not found.' for an unknown type without asking the server", () => {
    const server = mockFetch({});
    renderWithProviders(<LegalDocumentView type="cookies" />);
    expect(screen.getByText('Document not found.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it("shows 'Document not found.' when the server has no such document", async () => {
    mockFetch({ 'GET /api/v2/legal_documents/privacy': fail(404, 'Document not found.', 'NOT_FOUND') });
    renderWithProviders(<LegalDocumentView type="privacy" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Document not found.' })).toBeInTheDocument();
  });

  it('falls back to the built-in text when the document cannot be loaded', async () => {
    mockFetch({ 'GET /api/v2/legal_documents/privacy': fail(503, 'The service is temporarily unavailable.', 'DATABASE_UNAVAILABLE') });
    renderWithProviders(<LegalDocumentView type="privacy" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: February 25, 2025')).toBeInTheDocument();
    expect(screen.getByText(/the latest version could not be loaded/)).toBeInTheDocument();
  });

  it('falls back for the terms too when the network is down', async () => {
    mockFetch({ 'GET /api/v2/legal_documents/terms': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithProviders(<LegalDocumentView type="terms" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of the State of New York/)).toBeInTheDocument();
  });
});
