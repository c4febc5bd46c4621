import { formatDollars, invoiceLabel } from '@groundwork/domain/invoices';
import { escapeHtml } from '../../lib/html';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** The e-mail a customer gets with the link to their invoice. */
export function invoiceEmail(input: {
  number: number;
  companyName: string;
  clientName: string;
  message: string;
  total: number;
  balance: number;
  /** 'June 30, 2026' */
  dueOn: string;
  link: string;
  /** The attached PDF's file name. */
  attachment: string;
}) {
  const label = invoiceLabel(input.number);
  const greeting = input.clientName ? `Hello ${input.clientName},` : 'Hello,';
  const intro = `${input.companyName} has sent you invoice ${label} for ${formatDollars(input.total)}.`;
  const owed = `The balance of ${formatDollars(input.balance)} is due on ${input.dueOn}.`;
  const action = `Open the link below to see the invoice and how to pay. No account is needed. A copy is attached (${input.attachment}).`;
  const text = [greeting, '', ...(input.message ? [input.message, ''] : []), intro, owed, action, '', input.link, '', input.companyName].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    input.message ? paragraphs(input.message) : '',
    `<p>${escapeHtml(intro)} ${escapeHtml(owed)}</p>`,
    `<p>${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">View invoice ${label}</a></p>`,
    `<p>${escapeHtml(input.companyName)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: `Invoice ${label} from ${input.companyName}`, text, html };
}
