import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { devLogEndpoints, type DevLogListQuery } from '@campus/contracts';
import { endpointKey, endpointQuery, useEndpointMutation } from '../../lib/endpoint-client';

/** Who reads the log: admins also see entries scheduled for later, so their answers are kept apart. */
export type DevLogViewer = 'admin' | 'public';

/** One page of the dev log, newest published first; the previous page stays on screen while the next one loads. */
export function useDevLog(query: DevLogListQuery, viewer: DevLogViewer) {
  const input = { query };
  return useQuery({
    ...endpointQuery(devLogEndpoints.list, input),
    queryKey: [...endpointKey(devLogEndpoints.list, input), viewer],
    placeholderData: keepPreviousData,
  });
}

/** Adds an entry (admins); 400 with field errors. */
export const useCreateDevLogEntry = () => useEndpointMutation(devLogEndpoints.create);

/** Edits an entry (admins). */
export const useUpdateDevLogEntry = () => useEndpointMutation(devLogEndpoints.update);

/** Deletes an entry (admins). */
export const useDeleteDevLogEntry = () => useEndpointMutation(devLogEndpoints.remove);
