import { ticketLabel } from '@groundwork/domain/tickets';
import { escapeHtml } from '../../lib/html';

/** Where a task opens in the app: the tasks screen with the task's panel open. */
export const ticketLink = (publicUrl: string, id: string) => `${publicUrl}/tickets?open=${encodeURIComponent(id)}`;

/**
 * The e-mail an employee gets when someone mentions them in a comment: who, on which task, and the link to it. The
 * comment itself stays in the app (the outbox, which the company's admins read, never holds someone's words).
 */
export function mentionEmail(input: { firstName: string; authorName: string; companyName: string; number: number; title: string; link: string }) {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const who = input.authorName || 'Someone';
  const task = `${ticketLabel(input.number)} ${input.title}`;
  const paragraph = `${who} mentioned you in a comment on the task ${task}. Open it to read the comment and reply:`;
  const sender = input.companyName || 'Groundwork';
  const text = [greeting, '', paragraph, input.link, '', sender].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(paragraph)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">Open ${escapeHtml(ticketLabel(input.number))}</a></p>`,
    `<p>${escapeHtml(sender)}</p>`,
  ].join('\n');
  // A subject is one line, whatever the title holds.
  return { subject: `${who} mentioned you on ${ticketLabel(input.number)}: ${input.title}`.replace(/\s+/g, ' '), text, html };
}
