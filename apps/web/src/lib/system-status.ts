import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { systemStatusSchema, type SystemStatus } from '@campus/contracts';
import { api } from './api-client';

export const systemStatusQueryKey = ['system', 'status'] as const;

/** Fetches and validates `GET system/status`; a malformed answer fails the query instead of leaking through. */
export async function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const body = await api
    .get('system/status', signal === undefined ? {} : { signal })
    .json<unknown>();
  return systemStatusSchema.parse(body);
}

/**
 * The public switches every screen may need (maintenance mode, the contact
 * address, the analytics id). They change rarely, so one answer serves for
 * five minutes, and a maintenance switch still reaches open tabs soon.
 */
export function useSystemStatus(): UseQueryResult<SystemStatus> {
  return useQuery({
    queryKey: systemStatusQueryKey,
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    staleTime: 5 * 60_000,
  });
}
