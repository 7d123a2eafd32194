import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { systemEndpoints, type SystemStatus } from '@campus/contracts';
import { endpointQuery } from './endpoint-client';

/**
 * The public switches every screen may need (maintenance mode, the contact
 * address, the analytics id). They change rarely, so one answer serves for
 * five minutes, and a maintenance switch still reaches open tabs soon.
 */
export function useSystemStatus(): UseQueryResult<SystemStatus> {
  return useQuery({
    ...endpointQuery(systemEndpoints.getStatus, {}),
    staleTime: 5 * 60_000,
  });
}
