import { describe, expect, it } from 'vitest';
import { documentChecklists, documentWordCount, withChecklistIds } from './checklists';
import type { DocumentContent } from './document-content';
import { longDocument } from './long-document';
import { renderDocumentHtml } from './render-html';
import { canChangeSopStatus, checklistProgress, isAcknowledgementCurrent, sopReviewState } from './sops';

const imageUrl = `/api/v2/document_images/${'b'.repeat(64)}`;
const text = (value: string) => ({ type: 'text' as const, text: value });
const p = (value: string) => ({ type: 'paragraph' as const, content: [text(value)] });
const doc = (...content: unknown[]) => ({ type: 'doc', content }) as DocumentContent;
const task = (value: string, checked = false, nested?: unknown) => ({ type: 'taskItem', attrs: { checked }, content: [p(value), ...(nested ? [nested] : [])] });

describe('rendering a document as HTML', () => {
  it('writes each node as its element', () => {
    const html = renderDocumentHtml(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Spring clean-up')] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Rake', marks: [{ type: 'bold' }, { type: 'italic' }] }, { type: 'hardBreak' }, text('then blow')] },
        { type: 'orderedList', attrs: { start: 2, type: null }, content: [{ type: 'listItem', content: [p('Edge')] }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [p('Mulch')] }] },
        { type: 'blockquote', content: [p('Leave it better')] },
        { type: 'codeBlock', attrs: { language: 'text' }, content: [text('a < b')] },
        { type: 'horizontalRule' },
        { type: 'image', attrs: { src: imageUrl, alt: 'Bed edge', title: null, width: 320, height: null } },
        { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableHeader', attrs: { colspan: 2, rowspan: 1, colwidth: null }, content: [p('Zone')] }] }] },
      ),
    );
    expect(html).toBe(
      '<h2>Spring clean-up</h2>' +
        '<p><strong><em>Rake</em></strong><br>then blow</p>' +
        '<ol start="2"><li><p>Edge</p></li></ol>' +
        '<ul><li><p>Mulch</p></li></ul>' +
        '<blockquote><p>Leave it better</p></blockquote>' +
        '<pre><code class="language-text">a &lt; b</code></pre>' +
        '<hr>' +
        `<img src="${imageUrl}" alt="Bed edge" width="320">` +
        '<table><tbody><tr><th colspan="2"><p>Zone</p></th></tr></tbody></table>',
    );
  });

  it('escapes text, so typed markup stays text', () => {
    const html = renderDocumentHtml(doc(p('<script>alert("x")</script> & <img src=x onerror=alert(1)>')));
    expect(html).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).not.toMatch(/<script|<img/);
  });

  it('writes links with their address escaped, new tabs without the opener, and drops unsafe ones to text', () => {
    const linked = (href: string, target: '_blank' | null = null) =>
      doc({ type: 'paragraph', content: [{ type: 'text', text: 'manual', marks: [{ type: 'bold' }, { type: 'link', attrs: { href, target, title: 'a"b' } }] }] });
    expect(renderDocumentHtml(linked('https://example.com/?a=1&b=2', '_blank'))).toBe(
      '<p><a href="https://example.com/?a=1&amp;b=2" title="a&quot;b" target="_blank" rel="noopener noreferrer nofollow"><strong>manual</strong></a></p>',
    );
    expect(renderDocumentHtml(linked('mailto:office@example.com'))).toBe('<p><a href="mailto:office@example.com" title="a&quot;b" rel="nofollow"><strong>manual</strong></a></p>');
    // Content that never passed the schema (an old row, a bug) still cannot carry a script link.
    expect(renderDocumentHtml(linked('javascript:alert(1)'))).toBe('<p><strong>manual</strong></p>');
  });

  it('leaves out an image that is not one of ours, and always writes an alt text', () => {
    expect(renderDocumentHtml(doc({ type: 'image', attrs: { src: 'https://evil.example/a.png' } }))).toBe('');
    expect(renderDocumentHtml(doc({ type: 'image', attrs: { src: `${imageUrl}" onerror="alert(1)` } }))).toBe('');
    expect(renderDocumentHtml(doc({ type: 'image', attrs: { src: imageUrl, alt: null } }))).toBe(`<img src="${imageUrl}" alt="">`);
  });

  it('writes checklists with a mark for each item, not an unlabelled checkbox', () => {
    const html = renderDocumentHtml(doc({ type: 'taskList', attrs: { checklistId: 'pre-start' }, content: [task('Guards on', true), task('Fuel cap tight')] }));
    expect(html).toBe(
      '<ul data-type="taskList" data-checklist-id="pre-start">' +
        '<li data-type="taskItem" data-checked="true"><span class="task-mark">☑</span> <p>Guards on</p></li>' +
        '<li data-type="taskItem" data-checked="false"><span class="task-mark">☐</span> <p>Fuel cap tight</p></li></ul>',
    );
  });

  it('renders a 50-page manual', () => {
    const html = renderDocumentHtml(longDocument(50));
    expect(html.match(/<h2>/g)).toHaveLength(50);
    expect(html.match(/<table>/g)).toHaveLength(10);
  });
});

describe('checklists in a document', () => {
  const sop = doc(
    { type: 'heading', attrs: { level: 2 }, content: [text('Before starting')] },
    { type: 'taskList', attrs: { checklistId: 'before-start' }, content: [task('Guards on'), task('Fuel   cap\ntight', false, { type: 'taskList', content: [task('Vent clear')] })] },
    p('Then:'),
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'taskList', attrs: { checklistId: 'in-a-list' }, content: [task('Nested one')] }] }] },
    { type: 'heading', attrs: { level: 2 }, content: [text('After')] },
    { type: 'taskList', attrs: { checklistId: null }, content: [task('Not named yet')] },
  );

  it('finds each checklist under its heading, nested items flattened, unnamed ones left out', () => {
    expect(documentChecklists(sop)).toEqual([
      { checklistId: 'before-start', title: 'Before starting', items: ['Guards on', 'Fuel cap tight', 'Vent clear'] },
      { checklistId: 'in-a-list', title: 'Before starting', items: ['Nested one'] },
    ]);
  });

  it('names a checklist without an id or with a copy of another’s, and leaves named ones and nested lists alone', () => {
    let next = 0;
    const newId = () => `fresh-${(next += 1)}`;
    const copied = doc(...(sop.content ?? []), { type: 'taskList', attrs: { checklistId: 'before-start' }, content: [task('A pasted copy')] });
    const named = withChecklistIds(copied, newId);
    expect(documentChecklists(named).map((checklist) => checklist.checklistId)).toEqual(['before-start', 'in-a-list', 'fresh-1', 'fresh-2']);
    // The nested list inside the first checklist's item got no id of its own.
    expect(JSON.stringify(named.content?.[1])).not.toContain('fresh');
    // Nothing to do: the very same object back.
    expect(withChecklistIds(named, newId)).toBe(named);
  });

  it('titles a checklist with no heading above it by its place', () => {
    expect(documentChecklists(doc({ type: 'taskList', attrs: { checklistId: 'first-one' }, content: [task('x')] }))[0]!.title).toBe('Checklist 1');
  });

  it('counts words', () => {
    expect(documentWordCount(doc(p('Walk the  property'), p('first.')))).toBe(4);
  });
});

describe('SOP rules', () => {
  it.each([
    ['draft', 'published', true],
    ['draft', 'retired', false],
    ['published', 'retired', true],
    ['published', 'draft', true],
    ['published', 'published', false],
    ['retired', 'draft', true],
    ['retired', 'published', false],
  ] as const)('%s → %s is %s', (from, to, allowed) => {
    expect(canChangeSopStatus(from, to)).toBe(allowed);
  });

  it.each([
    [null, 'published', null],
    ['2026-11-27', 'published', 'overdue'],
    ['2026-11-28', 'published', 'due_soon'],
    ['2026-12-28', 'published', 'due_soon'],
    ['2026-12-29', 'published', null],
    ['2026-01-01', 'retired', null],
    ['2026-01-01', 'draft', 'overdue'],
  ] as const)('a review on %s of a %s SOP on 2026-11-28 is %s', (reviewDate, status, state) => {
    expect(sopReviewState(reviewDate, '2026-11-28', status)).toBe(state);
  });

  it('counts an acknowledgement of the SOP as last published, not an earlier publication', () => {
    expect(isAcknowledgementCurrent(7, 7)).toBe(true);
    expect(isAcknowledgementCurrent(9, 7)).toBe(true);
    expect(isAcknowledgementCurrent(5, 7)).toBe(false);
    expect(isAcknowledgementCurrent(5, null)).toBe(false);
  });

  it('calls a checklist complete when every step is ticked', () => {
    expect(checklistProgress([{ done: true }, { done: false }])).toEqual({ done: 1, total: 2, complete: false });
    expect(checklistProgress([{ done: true }, { done: true }])).toEqual({ done: 2, total: 2, complete: true });
    expect(checklistProgress([])).toEqual({ done: 0, total: 0, complete: false });
  });
});

describe('naming checklists deep in a document', () => {
  it('names an unnamed checklist after an earlier sibling was renamed', () => {
    const task = { type: 'taskItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] };
    const content = {
      type: 'doc',
      content: [
        { type: 'taskList', content: [task] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'taskList', content: [task] }] }] },
      ],
    } as DocumentContent;
    let next = 0;
    const named = withChecklistIds(content, () => `named-${(next += 1)}`);
    expect(documentChecklists(named).map((checklist) => checklist.checklistId)).toEqual(['named-1', 'named-2']);
    expect(content.content?.[0]).not.toHaveProperty('attrs');
  });
});
