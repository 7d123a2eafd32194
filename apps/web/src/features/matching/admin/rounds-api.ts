import { useQuery } from '@tanstack/react-query';
import { matchingAdminEndpoints } from '@campus/contracts';
import { endpointQuery } from '../../../lib/endpoint-client';

/** Every round, the newest first (the admins' filters and forms choose among them). */
export const useAdminRounds = () =>
  useQuery(
    endpointQuery(matchingAdminEndpoints.listRounds, { query: { page: 1, page_size: 100 } }),
  );
