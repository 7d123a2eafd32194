import { homeEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { HomeService } from './home.service';

export const homeRoutes = endpointRoutes(
  homeEndpoints,
  ({ service }: { service: HomeService }) => ({
    getMain: (request) => service.main(requireUser(request)),
  }),
);
