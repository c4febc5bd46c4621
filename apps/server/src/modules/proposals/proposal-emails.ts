import type { ProposalResponseKind } from '@groundwork/domain/proposals';
import { escapeHtml } from '../../lib/html';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The e-mail a client gets with the link to their proposal. */
export function proposalEmail(input: {
  number: number;
  companyName: string;
  clientName: string;
  message: string;
  total: number;
  validUntil: string;
  link: string;
  /** The attached PDF's file name. */
  attachment: string;
}) {
  const greeting = input.clientName ? `Hello ${input.clientName},` : 'Hello,';
  const intro = `${input.companyName} has sent you proposal #${input.number} for ${usd.format(input.total)}.`;
  const action = 'Open the link below to read it, then approve it, ask for changes or decline it. No account is needed.';
  const validity = `The link works until ${input.validUntil}. A copy of the proposal is attached (${input.attachment}).`;
  const text = [
    greeting,
    '',
    ...(input.message ? [input.message, ''] : []),
    intro,
    action,
    '',
    input.link,
    '',
    validity,
    '',
    input.companyName,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    input.message ? paragraphs(input.message) : '',
    `<p>${escapeHtml(intro)} ${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">View proposal #${input.number}</a></p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p>${escapeHtml(input.companyName)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: `Proposal #${input.number} from ${input.companyName}`, text, html };
}

/** The e-mail the estimate's creator gets when the client answers. */
export function proposalAnsweredEmail(input: {
  number: number;
  kind: ProposalResponseKind;
  clientName: string;
  signedName: string | null;
  message: string | null;
  link: string;
}) {
  const subject =
    input.kind === 'approved'
      ? `Proposal #${input.number} approved by ${input.signedName ?? input.clientName}`
      : input.kind === 'declined'
        ? `Proposal #${input.number} declined by ${input.clientName || 'the client'}`
        : `Changes requested on proposal #${input.number} by ${input.clientName || 'the client'}`;
  const summary =
    input.kind === 'approved'
      ? `${input.clientName || 'The client'} approved proposal #${input.number} online, signed as ${input.signedName ?? ''}.`
      : input.kind === 'declined'
        ? `${input.clientName || 'The client'} declined proposal #${input.number}.`
        : `${input.clientName || 'The client'} asked for changes to proposal #${input.number}.`;
  const label = input.kind === 'declined' ? 'Reason:' : 'Requested changes:';
  const text = [summary, '', ...(input.message ? [label, input.message, ''] : []), `Open the estimate: ${input.link}`].join('\n');
  const html = [
    `<p>${escapeHtml(summary)}</p>`,
    input.message ? `<p><strong>${escapeHtml(label)}</strong></p>\n${paragraphs(input.message)}` : '',
    `<p><a href="${escapeHtml(input.link)}">Open estimate #${input.number}</a></p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, text, html };
}
