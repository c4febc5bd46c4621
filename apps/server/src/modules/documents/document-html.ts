import { isDocumentImageUrl, renderDocumentHtml, type DocumentContent } from '@groundwork/domain/documents';
import sanitizeHtml from 'sanitize-html';

/*
 * The stored HTML of a document: rendered from its checked JSON (packages/domain/src/documents/render-html.ts), then
 * passed through sanitize-html with exactly what the renderer writes allowed (ARCHITECTURE.md §4). Should the
 * renderer ever let something through, a `<script>`, an event handler or a foreign image still never reaches another
 * user; the browser sanitises once more with DOMPurify before showing it.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'u', 's', 'code', 'pre', 'a', 'ul', 'ol', 'li', 'span', 'blockquote', 'hr', 'img', 'table', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'type'],
    ul: ['data-type', 'data-checklist-id'],
    li: ['data-type', 'data-checked'],
    span: ['class'],
    code: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { span: ['task-mark'], code: [/^language-[A-Za-z0-9+#_-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Only the images uploaded into documents, by their own address.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isDocumentImageUrl(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: attribs.target === '_blank' ? 'noopener noreferrer nofollow' : 'nofollow' },
    }),
  },
};

export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** A document's HTML as stored and answered. */
export function documentHtml(content: DocumentContent): string {
  return sanitizeEditorHtml(renderDocumentHtml(content));
}
