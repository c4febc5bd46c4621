import { useEffect } from 'react';

/** 'Dashboard · Groundwork' in the browser tab. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Groundwork` : 'Groundwork';
  }, [title]);
}
