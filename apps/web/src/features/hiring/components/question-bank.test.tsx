import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aPosition, aQuestion, aQuestionBank } from '../hiring-builders';
import { QuestionBankView } from './question-bank';

afterEach(() => {
  vi.unstubAllGlobals();
});

const seat = aPosition();
const first = aQuestion({ text: 'What mowers have you run?', sortOrder: 1 });
const second = aQuestion({ text: 'How do you feel about 6 a.m. starts?', sortOrder: 2 });
const ownIt = aQuestion({ scope: 'value', positionId: null, coreValue: 'Own it', text: 'Tell me about a mistake you fixed.', sortOrder: 1 });
const renamed = aQuestion({ scope: 'value', positionId: null, coreValue: 'Hustle', text: 'When did you go the extra mile?', sortOrder: 1 });
const bank = aQuestionBank({ questions: [second, first, ownIt, renamed] });

describe('QuestionBankView', () => {
  it('shows a seat’s questions in order, and the groups with their counts', async () => {
    const { container } = renderWithProviders(<QuestionBankView bank={bank} />);
    const list = screen.getByRole('list', { name: `Questions for ${seat.title} (Maintenance)` });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s+/g, ' '))).toEqual([
      expect.stringContaining('1.What mowers have you run?'),
      expect.stringContaining('2.How do you feel about 6 a.m. starts?'),
    ]);
    const groups = within(screen.getByLabelText('Questions for')).getAllByRole('option').map((option) => option.textContent);
    expect(groups).toEqual(['Crew Leader / Foreman (Maintenance) (2)', 'Do it right (0)', 'Own it (1)', 'Hustle (no longer a core value) (1)', 'Every interview (0)']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves a question up by sending the group’s new order', async () => {
    const requests = mockFetch({ 'PUT /api/v2/interview_questions/order': ok({ questions: [] }) });
    const { user } = renderWithProviders(<QuestionBankView bank={bank} />);
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await waitFor(() => expect(requests.calls('PUT', '/api/v2/interview_questions/order')).toHaveLength(1));
    expect(requests.calls('PUT', '/api/v2/interview_questions/order')[0]?.body).toEqual({ scope: 'position', positionId: seat.id, coreValue: '', ids: [second.id, first.id] });
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
  });

  it('adds a question to the core value chosen, and shows the server’s message beside the field', async () => {
    const requests = mockFetch({ 'POST /api/v2/interview_questions': fail(400, 'Question must be at most 500 characters', 'VALIDATION_FAILED', { text: ['Question must be at most 500 characters'] }) });
    const { user } = renderWithProviders(<QuestionBankView bank={bank} />);
    await user.selectOptions(screen.getByLabelText('Questions for'), 'Do it right (0)');
    expect(screen.getByText('We check our work before we leave.')).toBeInTheDocument();
    expect(screen.getByText('No questions here yet')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a question' });
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(await within(form).findByText('Question is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New question'), 'Tell me about a callback you owned.');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(await within(form).findByText('Question must be at most 500 characters')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/v2/interview_questions')[0]?.body).toEqual({ scope: 'value', positionId: null, coreValue: 'Do it right', text: 'Tell me about a callback you owned.' });
  });

  it('rewords a question against the version loaded, and says when someone changed it first', async () => {
    mockFetch({ [`PUT /api/v2/interview_questions/${first.id}`]: fail(409, 'This question was changed by someone else. Reload to see the latest version.', 'CONFLICT') });
    const { user } = renderWithProviders(<QuestionBankView bank={bank} />);
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    const form = screen.getByRole('form', { name: 'Edit question' });
    await user.clear(within(form).getByLabelText('Question'));
    await user.type(within(form).getByLabelText('Question'), 'Which mowers have you run?');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This question was changed by someone else. Reload to see the latest version.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Question')).toHaveValue('Which mowers have you run?');
  });

  it('asks before removing a question', async () => {
    const { user } = renderWithProviders(<QuestionBankView bank={bank} />);
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(await screen.findByRole('alertdialog', { name: 'Remove this question?' })).toHaveTextContent('What mowers have you run?');
  });

  it('offers nothing to change to those who only read', () => {
    renderWithProviders(<QuestionBankView bank={{ ...bank, canManage: false }} />);
    expect(screen.queryByRole('button', { name: /Move|Edit|Remove/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a question' })).toBeNull();
  });
});
