import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

const extensions: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** `GET reception-vip/applications/{id}/proof`: the graduate's proof document (PDF or image). */
export async function fetchProof(id: string): Promise<Blob> {
  return withProblem(() =>
    api.get(`reception-vip/applications/${encodeURIComponent(id)}/proof`).blob(),
  );
}

/** A file name for the downloaded proof, from its type. */
export function proofFileName(studentNumber: string, blob: Blob): string {
  const extension = extensions[blob.type.split(';')[0] ?? ''] ?? 'bin';
  return `proof-${studentNumber.replace(/[^\w-]/g, '')}.${extension}`;
}

/**
 * Shows a document through a short-lived object URL: in a new tab, or as a
 * download when `fileName` is given (or when the browser refuses the new tab).
 */
export function showDocument(blob: Blob, fileName: string, download: boolean): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  if (download) link.download = fileName;
  else link.target = '_blank';
  document.body.append(link);
  link.click();
  link.remove();
  // The new tab keeps its own copy once loaded; a minute is ample for it to start.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

export interface ProofRequest {
  id: string;
  studentNumber: string;
  download: boolean;
}

/** Fetches the proof with the session's token and opens or downloads it. */
export function useProof() {
  return useMutation({
    mutationFn: async ({ id, studentNumber, download }: ProofRequest) => {
      const blob = await fetchProof(id);
      showDocument(blob, proofFileName(studentNumber, blob), download);
    },
  });
}
