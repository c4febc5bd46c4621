import { escapeHtml } from '../../lib/html';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * The e-mail the office gets for a new application. Everything the applicant typed is theirs, not ours: it is escaped
 * in the HTML and kept to one line where a line is expected.
 */
export function applicationEmail(input: { postingTitle: string; name: string; email: string; phone: string; experience: string; files: number; link: string }) {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const name = oneLine(input.name);
  const title = oneLine(input.postingTitle);
  const subject = `New application: ${name} for ${title}`;
  const contact = [input.email, input.phone].filter(Boolean).join(' · ');
  const files = input.files === 0 ? 'No files attached.' : input.files === 1 ? '1 file attached.' : `${input.files} files attached.`;
  const text = [
    `${name} applied for ${title} through your apply page.`,
    '',
    `Contact: ${contact}`,
    files,
    '',
    ...(input.experience ? ['Experience:', input.experience, ''] : []),
    `Open the candidate: ${input.link}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(name)} applied for ${escapeHtml(title)} through your apply page.</p>`,
    `<p>Contact: ${escapeHtml(contact)}<br>${escapeHtml(files)}</p>`,
    input.experience ? `<p><strong>Experience:</strong></p>\n${paragraphs(input.experience)}` : '',
    `<p><a href="${escapeHtml(input.link)}">Open the candidate</a></p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, text, html };
}
