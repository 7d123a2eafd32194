import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/** The name of the downloaded KVKK/GDPR export. */
export const exportFileName = 'campushub-my-data.json';

/** `GET profile/me/export`: every piece of data the platform holds about the user, as JSON. */
export async function fetchMyData(): Promise<Blob> {
  const blob = await withProblem(() => api.get('profile/me/export').blob());
  return blob.type === '' ? new Blob([blob], { type: 'application/json' }) : blob;
}

/** Hands a file to the browser's download, through a short-lived object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1_000);
}

/** Downloads the export as `campushub-my-data.json`. */
export function useExportMyData() {
  return useMutation({
    mutationFn: fetchMyData,
    onSuccess: (blob) => {
      saveFile(blob, exportFileName);
    },
  });
}
