/** Hands a file made in the browser (a CSV export, an import report) to the user as a download. */
export function downloadFile(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([content], { type }), fileName);
}

/** Hands a file the browser holds (one made here, or a PDF the server sent) to the user under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once it is read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
