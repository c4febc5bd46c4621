import DOMPurify from 'dompurify';

/**
 * HTML from the server or from users is sanitised again right before it is rendered.
 * `<h1>` becomes `<h2>`: the screen owns the page's only h1.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  return clean.replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2');
}
