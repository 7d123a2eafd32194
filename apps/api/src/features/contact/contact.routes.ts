import { contactEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { ContactService } from './contact.service';

/**
 * Messages one client address may send through the public form in an hour: enough for a
 * campus behind one NAT address, and a ceiling for a script (bots also fill the honeypot).
 */
export const contactMessagesPerAddressPerHour = 30;

export const contactRoutes = endpointRoutes(
  contactEndpoints,
  ({ service }: { service: ContactService }) => ({
    send: {
      rateLimit: { max: contactMessagesPerAddressPerHour, timeWindow: 60 * 60_000 },
      handler: (request) => service.send(request.body),
    },
    list: (request) => service.list(request.query),
    countWaiting: async () => ({ count: await service.countNew() }),
    get: (request) => service.findOne(request.params.contact_id),
    markHandled: (request) => service.markHandled(request.params.contact_id, requireUser(request)),
    reply: {
      rateLimit: { max: 60, timeWindow: 60 * 60_000 },
      handler: (request) =>
        service.reply(request.params.contact_id, request.body, requireUser(request)),
    },
  }),
);
