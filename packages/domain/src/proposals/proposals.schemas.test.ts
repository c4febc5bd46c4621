import { describe, expect, it } from 'vitest';

import {
  approveProposalInputSchema,
  declineProposalInputSchema,
  DEFAULT_PROPOSAL_TERMS,
  proposalTerms,
  requestChangesInputSchema,
  sendProposalInputSchema,
} from './proposals.schemas';

const issuesOf = (schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('proposal inputs', () => {
  it('send takes a trimmed e-mail and an optional message', () => {
    expect(sendProposalInputSchema.parse({ to: '  Jane@Example.com ' })).toEqual({ to: 'jane@example.com', message: '' });
    expect(sendProposalInputSchema.parse({ to: 'a@b.co', message: ' Hi ', updatedAt: '2026-01-01T00:00:00.000Z' })).toMatchObject({ message: 'Hi' });
  });

  it.each([
    [sendProposalInputSchema, {}, 'to: Email is required'],
    [sendProposalInputSchema, { to: 'nope' }, 'to: Enter a valid email address'],
    [sendProposalInputSchema, { to: 'a@b.co', message: 'x'.repeat(2001) }, 'message: Message must be at most 2000 characters'],
    [approveProposalInputSchema, { accept: true }, 'fullName: Type your full name to sign'],
    [approveProposalInputSchema, { fullName: ' J ', accept: true }, 'fullName: Type your full name to sign'],
    [approveProposalInputSchema, { fullName: 'x'.repeat(121), accept: true }, 'fullName: Full name must be at most 120 characters'],
    [approveProposalInputSchema, { fullName: 'Jane Smith', accept: false }, 'accept: Tick the box to accept the proposal'],
    [approveProposalInputSchema, { fullName: 'Jane Smith' }, 'accept: Tick the box to accept the proposal'],
    [declineProposalInputSchema, { reason: '  ' }, 'reason: Tell us why you are declining'],
    [declineProposalInputSchema, { reason: 'x'.repeat(2001) }, 'reason: Reason must be at most 2000 characters'],
    [requestChangesInputSchema, {}, 'message: Describe the changes you would like'],
  ] as const)('refuses %#', (schema, input, message) => {
    expect(issuesOf(schema, input)).toContain(message);
  });

  it('prints the standard terms when the estimate has none', () => {
    expect(proposalTerms('')).toBe(DEFAULT_PROPOSAL_TERMS);
    expect(proposalTerms('  Net 15. ')).toBe('Net 15.');
    expect(DEFAULT_PROPOSAL_TERMS).toMatch(/30 days/);
  });
});
