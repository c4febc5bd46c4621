import type { BlockNode, DocumentContent } from './document-content';

/*
 * A long manual for the tests and the bench: `pages` letter pages of an employee handbook, each a heading, five
 * paragraphs of about 90 words with some bold and a link, a bulleted list, a checklist, and every fifth page a table.
 * 50 pages is about 25,000 words and 6,000 nodes.
 */

const sentence = 'Walk the property before the mowers come off the trailer, and note every sprinkler head, toy, rock and soft spot so that nobody on the crew finds one with a blade.';

export function longDocument(pages: number): DocumentContent {
  const content: BlockNode[] = [];
  for (let page = 1; page <= pages; page += 1) {
    content.push({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `Section ${page}: working safely on a property` }] });
    for (let paragraph = 1; paragraph <= 5; paragraph += 1) {
      content.push({
        type: 'paragraph',
        content: [
          { type: 'text', text: `${sentence} ${sentence} ` },
          { type: 'text', text: 'Stop the blades before you clear a chute.', marks: [{ type: 'bold' }] },
          { type: 'text', text: ` ${sentence} See ` },
          { type: 'text', text: 'the manufacturer’s manual', marks: [{ type: 'link', attrs: { href: 'https://example.com/manual.pdf', target: '_blank', rel: 'noopener noreferrer nofollow', class: null } }] },
          { type: 'text', text: ` for page ${page}.` },
        ],
      });
    }
    content.push({
      type: 'bulletList',
      content: ['Safety glasses', 'Hearing protection', 'Steel-toe boots', 'Gloves'].map((text) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })),
    });
    content.push({
      type: 'taskList',
      attrs: { checklistId: `section-${String(page).padStart(3, '0')}` },
      content: ['Guards in place', 'Fuel cap tight', 'Blades sharp'].map((text) => ({ type: 'taskItem', attrs: { checked: false }, content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })),
    });
    if (page % 5 === 0) {
      content.push({
        type: 'table',
        content: [
          ['Machine', 'Check', 'Every'],
          ['Zero-turn', 'Blade bolts', '8 hours'],
          ['Trimmer', 'Line and guard', 'Day'],
        ].map((row, index) => ({
          type: 'tableRow',
          content: row.map((text) => ({ type: index === 0 ? ('tableHeader' as const) : ('tableCell' as const), attrs: { colspan: 1, rowspan: 1, colwidth: null }, content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })),
        })),
      });
    }
  }
  return { type: 'doc', content };
}
