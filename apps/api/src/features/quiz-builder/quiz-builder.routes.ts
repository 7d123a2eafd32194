import { quizBuilderEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { QuizBuilderService } from './quiz-builder.service';

/**
 * The quiz builder's calls for matters, options and phrases (admins only):
 * `GET /admin/qb/{entity}/main/all` (SPEC.md section 7) and, in the same
 * pattern, `POST …/main` and `GET|PUT|DELETE …/main/{id}`.
 */
export const quizBuilderRoutes = endpointRoutes(
  quizBuilderEndpoints,
  ({ service }: { service: QuizBuilderService }) => ({
    listMatters: (request) => service.findMatters(request.query),
    createMatter: (request) => service.createMatter(request.body, requireUser(request)),
    getMatter: (request) => service.findMatter(request.params.matter_id),
    updateMatter: (request) =>
      service.updateMatter(request.params.matter_id, request.body, requireUser(request)),
    removeMatter: (request) => service.deleteMatter(request.params.matter_id, requireUser(request)),

    listOptions: (request) => service.findOptions(request.query),
    createOption: (request) => service.createOption(request.body, requireUser(request)),
    getOption: (request) => service.findOption(request.params.option_id),
    updateOption: (request) =>
      service.updateOption(request.params.option_id, request.body, requireUser(request)),
    removeOption: (request) => service.deleteOption(request.params.option_id, requireUser(request)),

    listPhrases: (request) => service.findPhrases(request.query),
    createPhrase: (request) => service.createPhrase(request.body, requireUser(request)),
    getPhrase: (request) => service.findPhrase(request.params.phrase_id),
    updatePhrase: (request) =>
      service.updatePhrase(request.params.phrase_id, request.body, requireUser(request)),
    removePhrase: (request) => service.deletePhrase(request.params.phrase_id, requireUser(request)),
  }),
);
