import {
  isDocumentImageUrl,
  isSafeLinkHref,
  type AnyNode,
  type BlockNode,
  type DocumentContent,
  type InlineNode,
  type Mark,
  type TableCellNode,
} from './document-content';

/*
 * The document's HTML, made from its content on the server on every save (and kept beside it): what another user's
 * browser, a search or an export reads. Every piece of text is escaped and every attribute written from a checked
 * value, so the output holds exactly the elements below; the server still passes it through sanitize-html and the
 * browser through DOMPurify, so a mistake here could not reach another user either.
 */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe as element content or a double-quoted attribute. */
export function escapeHtmlText(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

const attribute = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : ` ${name}="${escapeHtmlText(String(value))}"`;

const markTags: Record<Exclude<Mark['type'], 'link'>, string> = { bold: 'strong', italic: 'em', underline: 'u', strike: 's', code: 'code' };
// Links outermost, code innermost: the order the editor itself writes them.
const markOrder: Array<Mark['type']> = ['link', 'bold', 'italic', 'underline', 'strike', 'code'];

function wrapInMarks(html: string, marks: readonly Mark[] | undefined): string {
  if (!marks || marks.length === 0) return html;
  const sorted = [...marks].sort((a, b) => markOrder.indexOf(b.type) - markOrder.indexOf(a.type));
  let result = html;
  for (const mark of sorted) {
    if (mark.type === 'link') {
      // A link that is not http(s) or mailto is left as its text.
      if (!isSafeLinkHref(mark.attrs.href)) continue;
      const newTab = mark.attrs.target === '_blank';
      result = `<a href="${escapeHtmlText(mark.attrs.href)}"${attribute('title', mark.attrs.title)}${newTab ? ' target="_blank" rel="noopener noreferrer nofollow"' : ' rel="nofollow"'}>${result}</a>`;
    } else {
      const tag = markTags[mark.type];
      result = `<${tag}>${result}</${tag}>`;
    }
  }
  return result;
}

function inline(nodes: readonly InlineNode[] | undefined): string {
  if (!nodes) return '';
  let html = '';
  for (const node of nodes) html += node.type === 'text' ? wrapInMarks(escapeHtmlText(node.text), node.marks) : '<br>';
  return html;
}

const blocks = (nodes: readonly AnyNode[] | undefined): string => (nodes ? nodes.map((node) => block(node as BlockNode)).join('') : '');

function cell(node: TableCellNode): string {
  const tag = node.type === 'tableHeader' ? 'th' : 'td';
  const colspan = node.attrs?.colspan && node.attrs.colspan > 1 ? node.attrs.colspan : null;
  const rowspan = node.attrs?.rowspan && node.attrs.rowspan > 1 ? node.attrs.rowspan : null;
  return `<${tag}${attribute('colspan', colspan)}${attribute('rowspan', rowspan)}>${blocks(node.content)}</${tag}>`;
}

function block(node: BlockNode): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${inline(node.content)}</p>`;
    case 'heading':
      return `<h${node.attrs.level}>${inline(node.content)}</h${node.attrs.level}>`;
    case 'blockquote':
      return `<blockquote>${blocks(node.content)}</blockquote>`;
    case 'codeBlock': {
      const language = node.attrs?.language ? ` class="language-${escapeHtmlText(node.attrs.language)}"` : '';
      return `<pre><code${language}>${escapeHtmlText((node.content ?? []).map((text) => text.text).join(''))}</code></pre>`;
    }
    case 'horizontalRule':
      return '<hr>';
    case 'bulletList':
      return `<ul>${(node.content ?? []).map((item) => `<li>${blocks(item.content)}</li>`).join('')}</ul>`;
    case 'orderedList': {
      const start = node.attrs?.start !== undefined && node.attrs.start !== 1 ? node.attrs.start : null;
      return `<ol${attribute('start', start)}${attribute('type', node.attrs?.type)}>${(node.content ?? []).map((item) => `<li>${blocks(item.content)}</li>`).join('')}</ol>`;
    }
    case 'taskList':
      return `<ul data-type="taskList"${attribute('data-checklist-id', node.attrs?.checklistId)}>${(node.content ?? [])
        .map((item) => {
          const checked = item.attrs?.checked === true;
          // A mark rather than a disabled checkbox: read-only HTML has nothing to tick, and no unlabelled input.
          return `<li data-type="taskItem" data-checked="${checked}"><span class="task-mark">${checked ? '☑' : '☐'}</span> ${blocks(item.content)}</li>`;
        })
        .join('')}</ul>`;
    case 'image': {
      if (!isDocumentImageUrl(node.attrs.src)) return '';
      const { alt, title, width, height } = node.attrs;
      return `<img src="${node.attrs.src}" alt="${escapeHtmlText(alt ?? '')}"${attribute('title', title)}${attribute('width', width)}${attribute('height', height)}>`;
    }
    case 'table':
      return `<table><tbody>${(node.content ?? []).map((row) => `<tr>${(row.content ?? []).map(cell).join('')}</tr>`).join('')}</tbody></table>`;
    default:
      return '';
  }
}

/** The HTML of a document's content (validated by documentContentSchema). */
export function renderDocumentHtml(content: DocumentContent): string {
  return blocks(content.content);
}
