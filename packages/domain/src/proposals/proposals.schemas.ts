import { z } from 'zod';

import { updatedAtSchema } from '../customers/contact.schemas';
import { estimateStatuses } from '../estimates/estimates.schemas';
import { emailSchema } from '../shared/fields';

// ── Messages ──────────────────────────────────────────────────────────────────────────────
/** Unknown, revoked and expired links all answer the same, so a link's answer tells nothing about others. */
export const PROPOSAL_LINK_INVALID_MESSAGE = 'This proposal link is not valid or has expired.';
export const PROPOSAL_ALREADY_ANSWERED_MESSAGE = 'This proposal has already been answered or is no longer open for a response.';
export const PROPOSAL_NOT_SENDABLE_MESSAGE =
  'Only a draft, a sent proposal or one with changes requested can be sent, and it needs at least one line.';
export const PROPOSAL_EXPIRED_MESSAGE = 'The expiry date is in the past; choose a later expiry date before sending.';
/** Days a proposal stays open when the estimate has no expiry date of its own. */
export const DEFAULT_PROPOSAL_VALID_DAYS = 30;

/** The file name a proposal's PDF downloads and is e-mailed as: 'Proposal-1001.pdf'. */
export function proposalFileName(number: number): string {
  return `Proposal-${number}.pdf`;
}

/** Printed on the proposal when the estimate has no terms of its own. */
export const DEFAULT_PROPOSAL_TERMS = [
  'This proposal is valid until the expiry date shown above; after that date prices may change and a new proposal may be required.',
  'Prices include the labor, equipment and materials needed to complete the work described. Sales tax is charged as shown.',
  'Payment is due within 30 days of the invoice date. Recurring services are invoiced as they are performed.',
  'Any change in the scope of work, or work not described in this proposal, will be priced separately and agreed before it is carried out.',
  'Work is scheduled on receipt of the signed proposal and may be rescheduled because of weather or site conditions.',
  'The client confirms that the property lines, irrigation heads and underground utilities are marked or disclosed before work begins.',
].join(' ');

// ── Sending ───────────────────────────────────────────────────────────────────────────────
/** POST /estimates/{id}/send. */
export const sendProposalInputSchema = z.object({
  to: emailSchema,
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .max(2_000, 'Message must be at most 2000 characters')
    .nullish()
    .transform((value) => value ?? ''),
  updatedAt: updatedAtSchema.optional(),
});
export type SendProposalInput = z.input<typeof sendProposalInputSchema>;

// ── Activity ──────────────────────────────────────────────────────────────────────────────
/** What happened to an estimate (autosaves are not recorded: they would drown everything else). */
export const estimateActivityKinds = [
  'created',
  'sent',
  'viewed',
  'approved',
  'declined',
  'changes_requested',
  'status_changed',
  'converted',
] as const;
export type EstimateActivityKind = (typeof estimateActivityKinds)[number];
export const estimateActivityKindLabels: Record<EstimateActivityKind, string> = {
  created: 'Created',
  sent: 'Sent',
  viewed: 'Viewed by the client',
  approved: 'Approved',
  declined: 'Declined',
  changes_requested: 'Changes requested',
  status_changed: 'Status changed',
  converted: 'Converted to jobs',
};

export const estimateActivitySchema = z.object({
  id: z.uuid(),
  kind: z.enum(estimateActivityKinds),
  at: z.iso.datetime({ offset: true }),
  /** The user's name, the name the client typed when approving, or 'Client'. */
  actorName: z.string(),
  /** "Sent to a@b.com", the decline reason, the change request, "Draft → Sent" … ('' when there is nothing to add). */
  detail: z.string(),
});
export type EstimateActivity = z.infer<typeof estimateActivitySchema>;
/** GET /estimates/{id}/activity, newest first. */
export const estimateActivityListSchema = z.object({ activity: z.array(estimateActivitySchema) });

// ── The public proposal (GET /proposals/{token}) ─────────────────────────────────────────
export const proposalResponseKinds = ['approved', 'declined', 'changes_requested'] as const;
export type ProposalResponseKind = (typeof proposalResponseKinds)[number];

const addressLines = z.array(z.string());

/** Everything the client may see; never ids, costs, hours, markups or margins. */
export const publicProposalSchema = z.object({
  number: z.number().int(),
  status: z.enum(estimateStatuses),
  company: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    addressLines,
    /** When true the logo is at GET /proposals/{token}/logo. */
    hasLogo: z.boolean(),
    /** The company's IANA time zone: the page shows when it was sent and answered in it, as the company reads them. */
    timeZone: z.string(),
  }),
  client: z.object({ name: z.string(), addressLines }),
  property: z.object({ name: z.string(), addressLines }).nullable(),
  description: z.string(),
  /** proposalLines: each service with its visits and price per visit, and its lines on a detailed proposal. */
  lines: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      amount: z.number(),
      visits: z.number().int(),
      pricePerVisit: z.number().nullable(),
      pricePerVisitExact: z.boolean(),
      details: z.array(z.object({ name: z.string(), qty: z.number(), visits: z.number().int(), unitPrice: z.number(), amount: z.number() })),
    }),
  ),
  subtotal: z.number(),
  tax: z.number(),
  taxRatePercent: z.number(),
  /** What the rate is called ('Minneapolis'; '' for none): the tax line reads 'Sales tax — Minneapolis 8.025%'. */
  taxRateName: z.string(),
  total: z.number(),
  terms: z.string(),
  /** YYYY-MM-DD: the link works until the end of this day in the company's time zone. */
  expiresOn: z.string(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  /** The client's answer through this link: the typed name (approved) or the reason / change request (message). */
  response: z
    .object({
      kind: z.enum(proposalResponseKinds),
      name: z.string().nullable(),
      message: z.string().nullable(),
      at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type PublicProposal = z.infer<typeof publicProposalSchema>;
export const publicProposalResultSchema = z.object({ proposal: publicProposalSchema });

/** The token in /proposals/{token} (anything else answers 404, like an unknown token). */
export const proposalTokenParamsSchema = z.object({ token: z.string() });

// ── Answers from the client ───────────────────────────────────────────────────────────────
export const approveProposalInputSchema = z.object({
  fullName: z
    .string({ error: 'Type your full name to sign' })
    .trim()
    .min(2, 'Type your full name to sign')
    .max(120, 'Full name must be at most 120 characters'),
  accept: z.literal(true, { error: 'Tick the box to accept the proposal' }),
});
export type ApproveProposalInput = z.input<typeof approveProposalInputSchema>;

export const declineProposalInputSchema = z.object({
  reason: z
    .string({ error: 'Tell us why you are declining' })
    .trim()
    .min(1, 'Tell us why you are declining')
    .max(2_000, 'Reason must be at most 2000 characters'),
});
export type DeclineProposalInput = z.input<typeof declineProposalInputSchema>;

export const requestChangesInputSchema = z.object({
  message: z
    .string({ error: 'Describe the changes you would like' })
    .trim()
    .min(1, 'Describe the changes you would like')
    .max(2_000, 'Message must be at most 2000 characters'),
});
export type RequestChangesInput = z.input<typeof requestChangesInputSchema>;

/** Terms printed on a proposal: the estimate's own, else the standard ones. */
export function proposalTerms(terms: string | null | undefined): string {
  return terms?.trim() ? terms.trim() : DEFAULT_PROPOSAL_TERMS;
}
