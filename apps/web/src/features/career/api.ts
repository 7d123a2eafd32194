import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  careerEndpoints,
  type CareerApplicationListQuery,
  type Endpoint,
  type PaginationQuery,
  type PositionListQuery,
} from '@campus/contracts';
import { downloadEndpoint, endpointQuery, useEndpointMutation } from '../../lib/endpoint-client';
import { saveFile } from '../../lib/save-file';

/** Open positions for everyone; closed or all for admins. */
export function usePositions(query: PositionListQuery) {
  return useQuery({
    ...endpointQuery(careerEndpoints.listPositions, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The caller's own applications and their statuses. */
export function useMyApplications(page: PaginationQuery) {
  return useQuery({
    ...endpointQuery(careerEndpoints.listOwnApplications, { query: page }),
    placeholderData: keepPreviousData,
  });
}

/** Applications by status, position and a search (admins). */
export function useApplications(query: CareerApplicationListQuery) {
  return useQuery({
    ...endpointQuery(careerEndpoints.listApplications, { query }),
    placeholderData: keepPreviousData,
  });
}

/** How many job applications are new; undefined while it loads (the queue's badge and `/admin`). */
export function useCareerWaitingCount(): number | undefined {
  return useQuery({
    ...endpointQuery(careerEndpoints.countWaiting, {}),
    select: (answer) => answer.count,
  }).data;
}

/** One application (admins). */
export function useApplication(careerId: string) {
  return useQuery(
    endpointQuery(careerEndpoints.getApplication, { params: { career_id: careerId } }),
  );
}

/** A change of the career feature; its answers refresh after a failure too. */
function useCareerMutation<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoint, {
    onError: () => queryClient.invalidateQueries({ queryKey: [endpoint.feature] }),
  });
}

/** Apply with a multipart form: the fields and the file `cv`. */
export const useApply = () => useCareerMutation(careerEndpoints.apply);
/** Set the status and the internal note of an application (admins). */
export const useReviewApplication = () => useCareerMutation(careerEndpoints.reviewApplication);
export const useCreatePosition = () => useCareerMutation(careerEndpoints.createPosition);
export const useUpdatePosition = () => useCareerMutation(careerEndpoints.updatePosition);
/** Delete a position (admins); 409 when it has applications. */
export const useDeletePosition = () => useCareerMutation(careerEndpoints.removePosition);

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
