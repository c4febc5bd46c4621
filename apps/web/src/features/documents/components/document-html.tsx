import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { cn } from '@/lib/cn';

/** A document's HTML as the server rendered it, sanitised again here: what readers (not writers) see. */
export function DocumentHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={cn('prose-doc', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
