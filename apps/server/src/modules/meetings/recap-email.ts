import { meetingKindLabels, type MeetingKind } from '@groundwork/domain/meetings';
import { escapeHtml } from '../../lib/html';
import { longDate } from '../../lib/dates';

export interface RecapInput {
  companyName: string;
  kind: MeetingKind;
  title: string;
  /** The company's calendar day it was held. */
  day: string;
  rating: number | null;
  ratings: number;
  sections: ReadonlyArray<{ label: string; notes: string }>;
  solved: ReadonlyArray<{ title: string; resolution: string }>;
  todos: ReadonlyArray<{ title: string; owner: string; dueDate: string }>;
  link: string;
}

/**
 * The recap each attendee gets when a meeting ends: the issues solved and how, the to-dos made (who, by when), the
 * minutes of each section that has any, and the rating — as plain text and as simple HTML.
 */
export function recapEmail(input: RecapInput & { firstName: string }) {
  const when = longDate(input.day);
  const heading = `${input.title} — ${when}`;
  const rating = input.rating === null ? 'Not rated' : `${input.rating.toFixed(1)} / 10 (${input.ratings} ${input.ratings === 1 ? 'rating' : 'ratings'})`;
  const minutes = input.sections.filter((section) => section.notes.trim() !== '');
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const sender = input.companyName || 'Groundwork';

  const text = [
    greeting,
    '',
    `Here is the recap of the ${meetingKindLabels[input.kind].toLowerCase()} "${input.title}" held on ${when}.`,
    '',
    `Rating: ${rating}`,
    '',
    'Issues solved:',
    ...(input.solved.length === 0 ? ['  None'] : input.solved.map((issue) => `  - ${issue.title}${issue.resolution ? `: ${issue.resolution}` : ''}`)),
    '',
    'To-dos:',
    ...(input.todos.length === 0 ? ['  None'] : input.todos.map((todo) => `  - ${todo.title} (${todo.owner}, due ${longDate(todo.dueDate)})`)),
    ...(minutes.length === 0 ? [] : ['', 'Minutes:', ...minutes.flatMap((section) => [`  ${section.label}:`, ...section.notes.split('\n').map((line) => `    ${line}`)])]),
    '',
    `Open the meeting: ${input.link}`,
    '',
    sender,
  ].join('\n');

  const list = (items: readonly string[]) => (items.length === 0 ? '<p>None</p>' : `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<h2>${escapeHtml(heading)}</h2>`,
    `<p><strong>Rating:</strong> ${escapeHtml(rating)}</p>`,
    '<h3>Issues solved</h3>',
    list(input.solved.map((issue) => `${escapeHtml(issue.title)}${issue.resolution ? ` — ${escapeHtml(issue.resolution)}` : ''}`)),
    '<h3>To-dos</h3>',
    list(input.todos.map((todo) => `${escapeHtml(todo.title)} <em>(${escapeHtml(todo.owner)}, due ${escapeHtml(longDate(todo.dueDate))})</em>`)),
    ...(minutes.length === 0
      ? []
      : ['<h3>Minutes</h3>', ...minutes.map((section) => `<p><strong>${escapeHtml(section.label)}</strong><br>${escapeHtml(section.notes).replace(/\n/g, '<br>')}</p>`)]),
    `<p><a href="${escapeHtml(input.link)}">Open the meeting</a></p>`,
    `<p>${escapeHtml(sender)}</p>`,
  ].join('\n');
  return { subject: `Recap: ${heading}`.replace(/\s+/g, ' '), text, html };
}
