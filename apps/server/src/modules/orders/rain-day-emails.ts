import { escapeHtml } from '../../lib/html';

/**
 * The notice a client gets when a rain day moves their visits (`undone`: when the office takes the rain day back and
 * they return to their dates): each visit with its old and new date (long dates, as a person reads them), the office's
 * own words first when it wrote some.
 */
export function rainDayNoticeEmail(input: {
  companyName: string;
  clientName: string;
  message: string;
  visits: ReadonlyArray<{ title: string; from: string; to: string }>;
  undone?: boolean;
}) {
  const greeting = input.clientName ? `Hello ${input.clientName},` : 'Hello,';
  const one = input.visits.length === 1;
  const intro = input.undone
    ? `The weather has cleared, so ${one ? 'your visit is' : 'your visits are'} back on ${one ? 'its' : 'their'} first date${one ? '' : 's'}:`
    : `The weather has stopped our crews, so ${one ? 'your visit has' : 'your visits have'} moved:`;
  const lines = input.visits.map((visit) => `${visit.title}: ${visit.from} → ${visit.to}`);
  const closing = input.undone
    ? 'Please disregard our earlier notice. Reply to this e-mail if the date does not suit you.'
    : 'Nothing else changes. Reply to this e-mail if the new date does not suit you.';
  const sender = input.companyName || 'Your landscaping team';
  const text = [greeting, '', ...(input.message ? [input.message, ''] : []), intro, ...lines.map((line) => `  • ${line}`), '', closing, '', sender].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    input.message ? `<p>${escapeHtml(input.message).replace(/\n/g, '<br>')}</p>` : '',
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(closing)}</p>`,
    `<p>${escapeHtml(sender)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  const at = input.companyName ? ` at ${input.companyName}` : '';
  return { subject: input.undone ? `Your visit is back on: no rain day${at} after all` : `Your visit has moved: rain day${at}`, text, html };
}
