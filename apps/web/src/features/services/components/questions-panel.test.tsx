import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aService } from '../service-builders';
import { ChargesPanel } from './charges-panel';
import { QuestionsPanel } from './questions-panel';

const question = { id: '7a1c1a52-3f0e-4a4b-9a59-000000000001', questionText: 'Is there a dog in the yard?', answerType: 'yes_no' as const, options: [], required: true, order: 1 };
const charge = { id: '7a1c1a52-3f0e-4a4b-9a59-000000000002', description: 'Dump fee', amount: 25, taxable: false, order: 1 };

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

describe('QuestionsPanel', () => {
  it('adds a choice question and says Question Added', async () => {
    const service = aService();
    const server = signedIn({ [`POST /api/v2/services/${service.id}/questions`]: ok({ question: { ...question, serviceId: service.id } }, 201) });
    const { user } = renderWithProviders(<QuestionsPanel service={service} canEdit />);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add question' });
    await user.type(within(dialog).getByLabelText('Question'), 'Which side is the gate on?');
    await user.selectOptions(within(dialog).getByLabelText('Answer'), 'choice');
    await user.type(within(dialog).getByLabelText('Options'), 'Left{Enter}Right');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText('Question Added')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/services/${service.id}/questions`)[0]?.body).toEqual({
      questionText: 'Which side is the gate on?',
      answerType: 'choice',
      options: ['Left', 'Right'],
      required: false,
    });
  });

  it('says Failed to Add Question with a try-again message', async () => {
    const service = aService();
    signedIn({ [`POST /api/v2/services/${service.id}/questions`]: fail(503, 'Unavailable', 'DATABASE_UNAVAILABLE') });
    const { user } = renderWithProviders(<QuestionsPanel service={service} canEdit />);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add question' });
    await user.type(within(dialog).getByLabelText('Question'), 'Gate code?');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText('Failed to Add Question')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Question')).toHaveValue('Gate code?');
  });

  it('edits and deletes a question', async () => {
    const service = aService({ questions: [{ ...question, serviceId: '' }] });
    service.questions[0]!.serviceId = service.id;
    signedIn({
      [`PUT /api/v2/services/${service.id}/questions/${question.id}`]: ok({ question: { ...question, serviceId: service.id } }),
      [`DELETE /api/v2/services/${service.id}/questions/${question.id}`]: ok({ id: question.id }),
    });
    const { user } = renderWithProviders(<QuestionsPanel service={service} canEdit />);
    await user.click(screen.getByRole('button', { name: `Edit question ${question.questionText}` }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit question' })).getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText('Question Updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Delete question ${question.questionText}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Question Deleted')).toBeInTheDocument();
  });
});

describe('ChargesPanel', () => {
  it('adds a charge and says Charge Added, and says Failed to Delete Charge when a delete fails', async () => {
    const service = aService({ charges: [{ ...charge, serviceId: '7a1c1a52-3f0e-4a4b-9a59-000000000009' }] });
    const server = signedIn({
      [`POST /api/v2/services/${service.id}/charges`]: ok({ charge: { ...charge, id: '7a1c1a52-3f0e-4a4b-9a59-000000000003', serviceId: service.id } }, 201),
      [`DELETE /api/v2/services/${service.id}/charges/${charge.id}`]: fail(503, 'Unavailable', 'DATABASE_UNAVAILABLE'),
    });
    const { user } = renderWithProviders(<ChargesPanel service={service} canEdit />);
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add charge' }));
    const dialog = screen.getByRole('dialog', { name: 'Add charge' });
    await user.type(within(dialog).getByLabelText('Description'), 'Trip charge');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '15.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Charge Added')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/services/${service.id}/charges`)[0]?.body).toEqual({ description: 'Trip charge', amount: 15.5, taxable: true });

    await user.click(screen.getByRole('button', { name: 'Delete charge Dump fee' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to Delete Charge')).toBeInTheDocument();
  });
});
