import { voteEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { VotesService } from './votes.service';

export const votesRoutes = endpointRoutes(
  voteEndpoints,
  ({ service }: { service: VotesService }) => ({
    propose: (request) => service.propose(request.body, requireUser(request)),
    list: (request) => service.list(request.query, requireUser(request)),
    listOwn: (request) => service.listOwn(request.query, requireUser(request)),
    get: (request) => service.findOne(request.params.question_id, requireUser(request)),
    withdraw: (request) => service.withdraw(request.params.question_id, requireUser(request)),
    vote: (request) => service.vote(request.params.question_id, request.body, requireUser(request)),
    listForReview: (request) => service.listForReview(request.query, requireUser(request)),
    countWaiting: async () => ({ count: await service.countProposed() }),
    publish: (request) => service.publish(request.params.question_id, requireUser(request)),
    reject: (request) =>
      service.reject(request.params.question_id, request.body, requireUser(request)),
    close: (request) => service.close(request.params.question_id, requireUser(request)),
  }),
);
