import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graduateEndpoints, type EndpointInput, type GraduateApplication } from '@campus/contracts';
import {
  callEndpoint,
  endpointKey,
  endpointQuery,
  useEndpointList,
  useWaitingCount,
} from '../../lib/endpoint-client';
import { ProblemError } from '../../lib/problem-error';
import { showFile } from '../../lib/save-file';

type ApplicationListQuery = NonNullable<EndpointInput<typeof graduateEndpoints.list>['query']>;

/** One page of applications; the previous page stays on screen while the next one loads. */
export function useApplications(query: ApplicationListQuery) {
  return useEndpointList(graduateEndpoints.list, { query });
}

/** How many graduate (VIP) applications wait for a decision; undefined while it loads (the queue's badge and `/admin`). */
export function useGraduateApplicationsWaitingCount(): number | undefined {
  return useWaitingCount(graduateEndpoints.countWaiting, {});
}

/** One application, starting from the row the list already has while the fresh copy loads. */
export function useApplication(id: string | null, fromList: GraduateApplication | undefined) {
  return useQuery({
    ...endpointQuery(graduateEndpoints.get, { params: { id: id ?? '' } }),
    enabled: id !== null,
    ...(fromList === undefined ? {} : { placeholderData: fromList }),
  });
}

/**
 * Approves or rejects; afterwards every list and the waiting count are refetched. A 409 (someone
 * else reviewed it first) also refreshes, so the drawer shows the outcome.
 */
export function useVerifyApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof graduateEndpoints.review>) =>
      callEndpoint(graduateEndpoints.review, input),
    onSuccess: async (application) => {
      queryClient.setQueryData(
        endpointKey(graduateEndpoints.get, { params: { id: application.application_id } }),
        application,
      );
      await Promise.all(
        [graduateEndpoints.list, graduateEndpoints.countWaiting].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      );
    },
    onError: async (error) => {
      if (error instanceof ProblemError && error.problem.status === 409) {
        await queryClient.invalidateQueries({ queryKey: [graduateEndpoints.list.feature] });
      }
    },
  });
}

const extensions: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** A file name for the downloaded proof, from its type. */
function proofFileName(studentNumber: string, blob: Blob): string {
  const extension = extensions[blob.type.split(';')[0] ?? ''] ?? 'bin';
  return `proof-${studentNumber.replace(/[^\w-]/g, '')}.${extension}`;
}

export interface ProofRequest {
  id: string;
  studentNumber: string;
  download: boolean;
}

/** Fetches the proof (PDF or image) with the session's token and opens or downloads it. */
export function useProof() {
  return useMutation({
    mutationFn: async ({ id, studentNumber, download }: ProofRequest) => {
      const blob = await callEndpoint(graduateEndpoints.downloadProof, { params: { id } });
      showFile(blob, proofFileName(studentNumber, blob), download ? 'download' : 'open');
    },
  });
}
