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
