import { Fragment } from 'react';

const urlPattern = /(https?:\/\/[^\s<>"']+)/g;

/** Plain e-mail text with its links made clickable (built as elements, never as HTML). */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(urlPattern);
  return (
    <pre className="font-sans text-sm leading-relaxed whitespace-pre-wrap break-words text-foreground">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="font-medium break-all text-primary underline underline-offset-2" target="_blank" rel="noopener noreferrer">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}
