const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The e-mail a person gets after asking to reset their password. */
export function passwordResetEmail({ firstName, email, link }: { firstName: string; email: string; link: string }) {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Someone asked to reset the password of the Groundwork account ${email}.`,
    'Open this link within 1 hour to choose a new password. It works once.',
    '',
    link,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
    '',
    'Groundwork',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Someone asked to reset the password of the Groundwork account ${escapeHtml(email)}.`,
    'Open this link within 1 hour to choose a new password. It works once.</p>',
    `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
    '<p>If it was not you, ignore this e-mail: your password stays as it is.</p>',
    '<p>Groundwork</p>',
  ].join('\n');
  return { subject: 'Reset your Groundwork password', text, html };
}
