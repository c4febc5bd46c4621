import { formatDollars, invoiceLabel } from '@groundwork/domain/invoices';
import { escapeHtml } from '../../lib/html';

/** The overdue reminder a customer gets: what is owed, since when, and the link to see and pay it. */
export function invoiceReminderEmail(input: {
  number: number;
  companyName: string;
  clientName: string;
  balance: number;
  /** 'June 30, 2026' */
  dueOn: string;
  daysOverdue: number;
  link: string;
}) {
  const label = invoiceLabel(input.number);
  const greeting = input.clientName ? `Hello ${input.clientName},` : 'Hello,';
  const days = input.daysOverdue === 1 ? '1 day' : `${input.daysOverdue} days`;
  const owed = `This is a reminder that invoice ${label} from ${input.companyName} was due on ${input.dueOn} (${days} ago). The balance of ${formatDollars(input.balance)} is still open.`;
  const action = 'Open the link below to see the invoice and how to pay. No account is needed. If you have already paid, thank you, and please ignore this message.';
  const text = [greeting, '', owed, action, '', input.link, '', input.companyName].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(owed)}</p>`,
    `<p>${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">View invoice ${label}</a></p>`,
    `<p>${escapeHtml(input.companyName)}</p>`,
  ].join('\n');
  return { subject: `Reminder: invoice ${label} from ${input.companyName} is overdue`, text, html };
}
