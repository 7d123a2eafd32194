/**
 * Hands a file to the browser through a short-lived object URL: as a
 * download under `fileName`, or opened in a new tab (`open`).
 */
export function showFile(blob: Blob, fileName: string, how: 'download' | 'open'): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  if (how === 'download') link.download = fileName;
  else link.target = '_blank';
  document.body.append(link);
  link.click();
  link.remove();
  // A new tab keeps its own copy once loaded; a minute is ample for it (or a download) to start.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  showFile(blob, fileName, 'download');
}
