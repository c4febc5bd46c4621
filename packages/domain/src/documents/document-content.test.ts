import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_TOO_DEEP_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
  IMAGE_SOURCE_MESSAGE,
  LINK_SCHEME_MESSAGE,
  MAX_DOCUMENT_DEPTH,
  documentContentSchema,
  isSafeLinkHref,
  type DocumentContent,
} from './document-content';
import { saveDocumentInputSchema } from './document.schemas';
import { longDocument } from './long-document';
import { documentTemplates } from './templates';

const imageUrl = `/api/v2/document_images/${'a'.repeat(64)}`;
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (text: string, marks?: unknown[]) => ({ type: 'paragraph', content: [{ type: 'text', text, ...(marks ? { marks } : {}) }] });
const linked = (href: string) => paragraph('click', [{ type: 'link', attrs: { href, target: '_blank', rel: 'noopener noreferrer nofollow', class: null, title: null } }]);

function messages(value: unknown): string[] {
  const parsed = documentContentSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

/** A list nested `levels` deep: each list item holds the next list. */
function nested(levels: number): unknown {
  let node: unknown = paragraph('deep');
  for (let level = 0; level < levels; level += 1) node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
  return doc(node);
}

describe('document content', () => {
  it('accepts what the editor writes: every node and mark it offers, with the attributes TipTap 3 gives them', () => {
    const content = doc(
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Mower safety' }] },
      paragraph('Bold, italic, underline, strike and code', [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }, { type: 'strike' }, { type: 'code' }]),
      { type: 'paragraph', content: [{ type: 'text', text: 'line' }, { type: 'hardBreak' }, { type: 'text', text: 'two' }] },
      { type: 'paragraph' },
      linked('https://www.stihlusa.com'),
      linked('mailto:office@example.com'),
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('one')] }] },
      { type: 'orderedList', attrs: { start: 3, type: null }, content: [{ type: 'listItem', content: [paragraph('three')] }] },
      { type: 'taskList', attrs: { checklistId: 'mower-pre-start' }, content: [{ type: 'taskItem', attrs: { checked: true }, content: [paragraph('Guards on')] }] },
      { type: 'blockquote', content: [paragraph('quote')] },
      { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'a < b' }] },
      { type: 'horizontalRule' },
      { type: 'image', attrs: { src: imageUrl, alt: 'Deck', title: null, width: 640, height: null } },
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: [{ type: 'tableHeader', attrs: { colspan: 1, rowspan: 1, colwidth: [120] }, content: [paragraph('Machine')] }] },
          { type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 1, rowspan: 1, colwidth: null }, content: [paragraph('Zero-turn')] }] },
        ],
      },
    );
    expect(messages(content)).toEqual([]);
  });

  it('takes a 50-page manual whole, well inside the body limit', () => {
    const manual = longDocument(50);
    expect(messages(manual)).toEqual([]);
    const bytes = new TextEncoder().encode(JSON.stringify({ title: 'Handbook', json: manual, version: 1 })).length;
    expect(bytes).toBeGreaterThan(250_000);
    expect(bytes).toBeLessThan(1_000_000);
    expect(saveDocumentInputSchema.safeParse({ title: 'Handbook', json: manual, version: 1 }).success).toBe(true);
  });

  it('keeps every built-in template within the schema', () => {
    for (const template of documentTemplates) expect(messages(template.content), template.id).toEqual([]);
  });

  it.each([
    ['javascript: links', doc(linked('javascript:alert(1)')), LINK_SCHEME_MESSAGE],
    ['data: links', doc(linked('data:text/html;base64,PHNjcmlwdD4=')), LINK_SCHEME_MESSAGE],
    ['relative links', doc(linked('/dashboard')), LINK_SCHEME_MESSAGE],
    ['images from elsewhere', doc({ type: 'image', attrs: { src: 'https://evil.example/x.png' } }), IMAGE_SOURCE_MESSAGE],
    ['images with an onerror', doc({ type: 'image', attrs: { src: `${imageUrl}" onerror="alert(1)` } }), IMAGE_SOURCE_MESSAGE],
  ])('refuses %s', (_name, content, message) => {
    expect(messages(content)).toContain(message);
  });

  it.each([
    ['a node the editor does not offer', doc({ type: 'iframe', attrs: { src: 'https://evil.example' } })],
    ['raw HTML as a node', doc({ type: 'html', content: '<script>alert(1)</script>' })],
    ['an attribute a node does not have', doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' } })],
    ['a mark the editor does not offer', paragraph('x', [{ type: 'highlight', attrs: { color: 'red' } }])],
    ['an attribute a link does not have', paragraph('x', [{ type: 'link', attrs: { href: 'https://example.com', onmouseover: 'x' } }])],
    ['a heading level 7', doc({ type: 'heading', attrs: { level: 7 } })],
    ['a list holding a paragraph', doc({ type: 'bulletList', content: [paragraph('x')] })],
    ['empty text', doc({ type: 'paragraph', content: [{ type: 'text', text: '' }] })],
    ['a checklist id with spaces', doc({ type: 'taskList', attrs: { checklistId: 'a b c d e f' }, content: [] })],
    ['not a document', paragraph('x')],
    ['a string', '<p>hello</p>'],
    ['null', null],
  ])('refuses %s', (_name, content) => {
    expect(messages(content).length).toBeGreaterThan(0);
  });

  it('refuses a document nested deeper than the limit before walking it with zod', () => {
    // doc 1, each list 2 more (list, item), then paragraph and text: 10 lists put the text at 23, 11 at 25.
    expect(messages(nested(10))).toEqual([]);
    expect(messages(nested(11))).toEqual([DOCUMENT_TOO_DEEP_MESSAGE]);
    // Far deeper than any stack: refused by the count, with no recursion.
    expect(messages(nested(100_000))).toEqual([DOCUMENT_TOO_DEEP_MESSAGE]);
    expect(MAX_DOCUMENT_DEPTH).toBe(24);
  });

  it('refuses more nodes than the limit', () => {
    const many = doc(...Array.from({ length: 61_000 }, () => ({ type: 'horizontalRule' })));
    expect(messages(many)).toEqual([DOCUMENT_TOO_LARGE_MESSAGE]);
  });

  it('reads a link as safe only when it is http, https or mailto', () => {
    expect(isSafeLinkHref('https://example.com/a?b=c')).toBe(true);
    expect(isSafeLinkHref('HTTP://EXAMPLE.COM')).toBe(true);
    expect(isSafeLinkHref('mailto:a@b.test')).toBe(true);
    expect(isSafeLinkHref(' javascript:alert(1)')).toBe(false);
    expect(isSafeLinkHref('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isSafeLinkHref('vbscript:x')).toBe(false);
    expect(isSafeLinkHref('https://example.com/"onmouseover="x')).toBe(false);
    expect(isSafeLinkHref('example.com')).toBe(false);
  });

  it('types the parsed content as the document it is', () => {
    const parsed: DocumentContent = documentContentSchema.parse(doc(paragraph('x')));
    expect(parsed.content?.[0]?.type).toBe('paragraph');
  });
});
