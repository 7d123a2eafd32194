import { useMutation, useQuery } from '@tanstack/react-query';
import {
  careerEndpoints,
  type CareerApplicationListQuery,
  type PaginationQuery,
  type PositionListQuery,
} from '@campus/contracts';
import {
  downloadEndpoint,
  endpointQuery,
  useEndpointList,
  useEndpointMutation,
  useWaitingCount,
} from '../../lib/endpoint-client';
import { saveFile } from '../../lib/save-file';

/** Open positions for everyone; closed or all for admins. */
export function usePositions(query: PositionListQuery) {
  return useEndpointList(careerEndpoints.listPositions, { query });
}

/** The caller's own applications and their statuses. */
export function useMyApplications(page: PaginationQuery) {
  return useEndpointList(careerEndpoints.listOwnApplications, { query: page });
}

/** Applications by status, position and a search (admins). */
export function useApplications(query: CareerApplicationListQuery) {
  return useEndpointList(careerEndpoints.listApplications, { query });
}

/** How many job applications are new; undefined while it loads (the queue's badge and `/admin`). */
export function useCareerWaitingCount(): number | undefined {
  return useWaitingCount(careerEndpoints.countWaiting, {});
}

/** One application (admins). */
export function useApplication(careerId: string) {
  return useQuery(
    endpointQuery(careerEndpoints.getApplication, { params: { career_id: careerId } }),
  );
}

/** Apply with a multipart form: the fields and the file `cv`. */
export const useApply = () => useEndpointMutation(careerEndpoints.apply, { refreshOnError: true });
/** Set the status and the internal note of an application (admins). */
export const useReviewApplication = () =>
  useEndpointMutation(careerEndpoints.reviewApplication, { refreshOnError: true });
export const useCreatePosition = () =>
  useEndpointMutation(careerEndpoints.createPosition, { refreshOnError: true });
export const useUpdatePosition = () =>
  useEndpointMutation(careerEndpoints.updatePosition, { refreshOnError: true });
/** Delete a position (admins); 409 when it has applications. */
export const useDeletePosition = () =>
  useEndpointMutation(careerEndpoints.removePosition, { refreshOnError: true });

/** Fetches the CV with the session's token and saves it under the server's file name. */
export function useDownloadCv() {
  return useMutation({
    mutationFn: async (careerId: string) => {
      const { blob, fileName } = await downloadEndpoint(
        careerEndpoints.downloadCv,
        { params: { career_id: careerId } },
        'cv.pdf',
      );
      saveFile(blob, fileName);
    },
  });
}
