import { accountLimits, profileEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { readMultipartForm } from '../../platform/uploads';
import type { ProfileService } from './profile.service';

export const profileRoutes = endpointRoutes(
  profileEndpoints,
  ({ service }: { service: ProfileService }) => ({
    get: (request) => service.get(requireUser(request).userId),
    update: (request) => service.update(requireUser(request).userId, request.body),
    remove: {
      rateLimit: { max: 10, timeWindow: 15 * 60_000 },
      handler: (request) => service.remove(requireUser(request).userId, request.body.user_password),
    },
    setPhoto: {
      rateLimit: { max: 20, timeWindow: 60 * 60_000 },
      handler: async (request) => {
        const user = requireUser(request);
        const form = await readMultipartForm(request, {
          fileField: 'photo',
          maxFileBytes: accountLimits.photoMaxBytes,
        });
        if (form.file === undefined) {
          throw AppError.badRequest('Please check the form for errors', [
            { field: 'body.photo', message: 'photo is required' },
          ]);
        }
        return service.setPhoto(user.userId, form.file.content);
      },
    },
    removePhoto: (request) => service.removePhoto(requireUser(request).userId),
    exportData: {
      rateLimit: { max: 10, timeWindow: 60 * 60_000 },
      handler: async (request, reply) => {
        const data = await service.exportData(requireUser(request));
        return reply
          .header('content-disposition', 'attachment; filename="campushub-my-data.json"')
          .header('cache-control', 'private, no-store')
          .send(data);
      },
    },
    getGpaPlan: (request) => service.gpaPlan(requireUser(request).userId),
    saveGpaPlan: (request) => service.saveGpaPlan(requireUser(request).userId, request.body),
    getPhoto: async (request, reply) => {
      const content = await service.photo(request.params.file);
      if (content === undefined) throw AppError.notFound('This photo does not exist');
      return reply
        .type('image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(content);
    },
  }),
);
