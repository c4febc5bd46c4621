import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegalDocumentType } from '@groundwork/domain/legal';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LegalTextDialog } from './legal-text-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  const [type, setType] = useState<LegalDocumentType>('terms');
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <LegalTextDialog open={open} onOpenChange={setOpen} type={type} onTypeChange={setType} />
    </>
  );
}

const documents = {
  'GET /api/v2/legal_documents/terms': ok({ type: 'terms', title: 'Terms of Service', version: '1', content: '<p>The terms.</p>', updatedAt: '2025-02-25T00:00:00.000Z' }),
  'GET /api/v2/legal_documents/privacy': ok({ type: 'privacy', title: 'Privacy Notice', version: '1', content: '<p>The privacy notice.</p>', updatedAt: '2025-02-25T00:00:00.000Z' }),
};

describe('LegalTextDialog', () => {
  it('switches between the Terms of Service and the Privacy Notice', async () => {
    mockFetch(documents);
    const { user } = renderWithProviders(<Harness />);

    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(await screen.findByText('The terms.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Privacy Notice' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Notice' })).toBeInTheDocument();
    expect(await screen.findByText('The privacy notice.')).toBeInTheDocument();
  });

  it('closes with the Close button', async () => {
    mockFetch(documents);
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    mockFetch(documents);
    const { user } = renderWithProviders(<Harness />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});
