import { escapeHtml } from '../../lib/html';

/**
 * The e-mail the chosen users get for a new submission. Everything in it was typed by a visitor of a public page: it
 * is escaped in the HTML, and kept to one line where one line is expected (the subject).
 */
export function submissionEmail(input: { formName: string; name: string; duplicate: boolean; answers: Array<{ label: string; value: string }>; link: string }) {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const name = oneLine(input.name) || 'Someone';
  const formName = oneLine(input.formName);
  const subject = input.duplicate ? `Web form again: ${name} (${formName})` : `New lead: ${name} from ${formName}`;
  const lead = input.duplicate
    ? `${name} sent the form “${formName}” again. They are already in your client book, so no new lead was made.`
    : `${name} sent the form “${formName}”. They are a new lead.`;
  const answered = input.answers.filter((answer) => answer.value !== '');
  const text = [lead, '', ...answered.map((answer) => `${answer.label}: ${answer.value}`), '', `Open: ${input.link}`].join('\n');
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    `<table>${answered.map((answer) => `<tr><th align="left" valign="top">${escapeHtml(answer.label)}</th><td>${escapeHtml(answer.value).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`,
    `<p><a href="${escapeHtml(input.link)}">Open it in Groundwork</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
