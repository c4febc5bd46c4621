const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The notice a client gets when a rain day moves their visits: each visit with its old and new date (long dates, as a
 * person reads them), the office's own words first when it wrote some.
 */
export function rainDayNoticeEmail(input: {
  companyName: string;
  clientName: string;
  message: string;
  visits: ReadonlyArray<{ title: string; from: string; to: string }>;
}) {
  const greeting = input.clientName ? `Hello ${input.clientName},` : 'Hello,';
  const intro =
    input.visits.length === 1
      ? 'The weather has stopped our crews, so your visit has moved:'
      : 'The weather has stopped our crews, so your visits have moved:';
  const lines = input.visits.map((visit) => `${visit.title}: ${visit.from} → ${visit.to}`);
  const closing = 'Nothing else changes. Reply to this e-mail if the new date does not suit you.';
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
  return { subject: `Your visit has moved: rain day${input.companyName ? ` at ${input.companyName}` : ''}`, text, html };
}
