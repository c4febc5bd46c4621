import { escapeHtml } from '../../lib/html';

/** One account e-mail: paragraphs of text, at most one link with its label, the same words in text and HTML. */
function accountEmail(subject: string, firstName: string, paragraphs: string[], link?: { url: string; label: string; before: number }) {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const text: string[] = [greeting, ''];
  const html: string[] = [`<p>${escapeHtml(greeting)}</p>`];
  paragraphs.forEach((paragraph, index) => {
    if (link && index === link.before) {
      text.push(link.url, '');
      html.push(`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`);
    }
    text.push(paragraph, '');
    html.push(`<p>${escapeHtml(paragraph)}</p>`);
  });
  text.push('Groundwork');
  html.push('<p>Groundwork</p>');
  return { subject, text: text.join('\n'), html: html.join('\n') };
}

/** The e-mail a person gets after asking to reset their password. */
export function passwordResetEmail({ firstName, email, link }: { firstName: string; email: string; link: string }) {
  return accountEmail(
    'Reset your Groundwork password',
    firstName,
    [
      `Someone asked to reset the password of the Groundwork account ${email}. Open this link within 1 hour to choose a new password. It works once.`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    { url: link, label: 'Reset your password', before: 1 },
  );
}

/** Sent to a new sign-in address: the change happens only when its owner opens the link. */
export function emailChangeEmail({ firstName, email, link }: { firstName: string; email: string; link: string }) {
  return accountEmail(
    'Confirm your new Groundwork e-mail',
    firstName,
    [
      `Someone asked to sign in to Groundwork with ${email} from now on. Open this link within 24 hours to confirm it. It works once.`,
      'If it was not you, ignore this e-mail: nothing changes.',
    ],
    { url: link, label: 'Confirm this e-mail address', before: 1 },
  );
}

/** Sent instead when the address already belongs to a Groundwork account: its owner learns of it, the asker nothing. */
export function emailInUseNotice({ email }: { email: string }) {
  return accountEmail('Someone tried to use your e-mail on Groundwork', '', [
    `Someone asked to move another Groundwork account to ${email}. This address already signs in to your account, so nothing changed.`,
    'If you did this yourself, sign in with this address instead. Otherwise you need do nothing.',
  ]);
}

/** Sent to the old address once the change is confirmed, so a change nobody asked for does not go unnoticed. */
export function emailChangedNotice({ firstName, previousEmail, email }: { firstName: string; previousEmail: string; email: string }) {
  return accountEmail('Your Groundwork e-mail was changed', firstName, [
    `The Groundwork account that signed in with ${previousEmail} now signs in with ${email}.`,
    'If you did not make this change, reply to this e-mail or contact your company administrator at once.',
  ]);
}
