import sanitizeHtml from 'sanitize-html';

/** HTML the server stores (legal documents now, documents and SOPs later) keeps structure and links, never scripts. */
export function sanitizeDocumentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'h3', 'h4', 'section', 'article'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], '*': ['id'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      // Links that open a new tab must not hand the opener to the new page.
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in an e-mail's HTML (element content or a quoted attribute). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}
