import { questionEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import { demoLocale, type QuestionsService } from './questions.service';

/** The Q&A bank (`/qa`), the question groups (`/question-groups`), the pool (`/pool`) and the demo thread. */
export const questionsRoutes = endpointRoutes(
  questionEndpoints,
  ({ service }: { service: QuestionsService }) => ({
    // ─── Question groups ────────────────────────────────────────────────────
    listQaGroups: (request) => service.listQaGroups(request.query, request.user),
    listPoolGroups: (request) => service.listPoolGroups(request.query),
    createGroup: (request) => service.createGroup(request.body, requireUser(request)),
    updateGroup: (request) =>
      service.updateGroup(request.params.group_id, request.body, requireUser(request)),
    removeGroup: (request) => service.deleteGroup(request.params.group_id, requireUser(request)),

    // ─── Q&A bank ───────────────────────────────────────────────────────────
    listEntries: (request) => service.listEntries(request.query, request.user),
    countWaiting: async () => ({ count: await service.countWaitingEntries() }),
    getEntry: (request) => service.findEntry(request.params.entry_id, request.user),
    createEntry: (request) => service.createEntry(request.body, requireUser(request)),
    updateEntry: (request) =>
      service.updateEntry(request.params.entry_id, request.body, requireUser(request)),
    removeEntry: (request) => service.deleteEntry(request.params.entry_id, requireUser(request)),
    reorderEntries: (request) =>
      service.reorderGroup(request.params.group_id, request.body, requireUser(request)),

    // ─── Question pool ──────────────────────────────────────────────────────
    listQuestions: (request) => service.listQuestions(request.query, requireUser(request)),
    askQuestion: (request) => service.ask(request.body, requireUser(request)),
    getThread: (request) => service.thread(request.params.question_id, requireUser(request)),
    updateQuestion: (request) =>
      service.editQuestion(request.params.question_id, request.body, requireUser(request)),
    removeQuestion: (request) =>
      service.deleteQuestion(request.params.question_id, requireUser(request)),
    setQuestionStatus: (request) =>
      service.setStatus(request.params.question_id, request.body.status, requireUser(request)),
    listReplies: (request) =>
      service.replies(request.params.question_id, request.query, requireUser(request)),
    createReply: (request) =>
      service.reply(request.params.question_id, request.body, requireUser(request)),
    removeReply: (request) => service.deleteReply(request.params.reply_id, requireUser(request)),

    // ─── The public sample thread ───────────────────────────────────────────
    getDemoThread: (request) =>
      service.demoThread(demoLocale(request.query.locale, request.headers['accept-language'])),
  }),
);
