import {
  canMove,
  duplicateOptionLabel,
  duplicateOptionMessage,
  hasModeratorAccess,
  type PaginationQuery,
  type VoteCastBody,
  type VoteListQuery,
  type VoteMine,
  type VoteProposeBody,
  type VoteQuestion,
  type VoteQuestionPage,
  type VoteQuestionStatus,
  type VoteRejectBody,
  type VoteReviewQuery,
  type VoteQuestionMove,
  voteQuestionMoves,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { runReview } from '../../platform/moderation';
import { createVotesRepository } from './votes.repository';
import type { VoteQuestionRow } from './votes.tables';
import { pageOf } from '../../platform/wire-page';

export interface VotesDependencies {
  db: Database;
  /** The clock (tests move it): a question past `closes_at` takes no votes. */
  now?: () => Date;
}

const noSuchQuestion = () => AppError.notFound('There is no such question');

/** The statuses as a sentence says them. */
const statusWords: Record<VoteQuestionStatus, string> = {
  proposed: 'still waiting for a moderator (proposed)',
  published: 'published',
  rejected: 'rejected',
  closed: 'closed',
};

export function createVotesService({ db, now = () => new Date() }: VotesDependencies) {
  const repository = createVotesRepository(db);

  function isPastClosing(row: VoteQuestionRow): boolean {
    return row.closes_at !== null && row.closes_at.getTime() <= now().getTime();
  }

  /** The status a person sees: a published question past `closes_at` is closed. */
  function statusOf(row: VoteQuestionRow): VoteQuestionStatus {
    return row.status === 'published' && isPastClosing(row) ? 'closed' : row.status;
  }

  async function viewsOf(
    rows: readonly VoteQuestionRow[],
    viewer: AuthUser,
  ): Promise<VoteQuestion[]> {
    const ids = rows.map((row) => row.question_id);
    const [options, counts, choices] = await Promise.all([
      repository.optionsOf(ids),
      repository.countsOf(ids),
      repository.choicesOf(viewer.userId, ids),
    ]);
    const isModerator = hasModeratorAccess(viewer.role);
    return rows.map((row) => {
      const own = options.filter((option) => option.question_id === row.question_id);
      const total = own.reduce((sum, option) => sum + (counts.get(option.option_id) ?? 0), 0);
      const isMine = row.proposed_by === viewer.userId;
      const myOption = choices.get(row.question_id) ?? null;
      const status = statusOf(row);
      return {
        question_id: row.question_id,
        title: row.title,
        description: row.description,
        status,
        review_note: isMine || isModerator ? row.review_note : null,
        options: own.map((option) => {
          const votesFor = counts.get(option.option_id) ?? 0;
          return {
            option_id: option.option_id,
            label: option.label,
            position: option.position,
            count: votesFor,
            percentage: total === 0 ? 0 : Math.round((votesFor * 100) / total),
          };
        }),
        total_votes: total,
        my_option_id: myOption,
        is_mine: isMine,
        can_vote: status === 'published' && myOption === null,
        published_at: row.published_at?.toISOString() ?? null,
        closes_at: row.closes_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
      };
    });
  }

  async function viewOf(row: VoteQuestionRow, viewer: AuthUser): Promise<VoteQuestion> {
    const [view] = await viewsOf([row], viewer);
    if (view === undefined) throw noSuchQuestion();
    return view;
  }

  async function viewPage(
    result: { rows: VoteQuestionRow[]; total: number },
    query: PaginationQuery,
    viewer: AuthUser,
  ): Promise<VoteQuestionPage> {
    return pageOf(await viewsOf(result.rows, viewer), query, result.total);
  }

  /** Why a question takes no vote, or undefined when it does. */
  function notOpen(row: VoteQuestionRow): AppError | undefined {
    if (row.status !== 'published') {
      return AppError.conflict(
        `This question is ${statusWords[row.status]}; only published questions take votes`,
      );
    }
    if (isPastClosing(row)) {
      return AppError.conflict(
        `This question closed at ${row.closes_at?.toISOString() ?? ''}; it takes no more votes`,
      );
    }
    return undefined;
  }

  async function review(
    questionId: string,
    moderator: AuthUser,
    name: VoteQuestionMove,
    note: string | null,
  ): Promise<VoteQuestion> {
    const {
      from: [from],
      to,
    } = voteQuestionMoves[name];
    const row = await runReview(
      { db },
      {
        actorId: moderator.userId,
        update: async (transaction) => {
          const repo = createVotesRepository(transaction);
          const current = await repo.findById(questionId);
          if (current === undefined) throw noSuchQuestion();
          if (!canMove(voteQuestionMoves[name], current.status)) {
            throw AppError.conflict(
              `This question is ${statusWords[current.status]}; only ${from} questions can be ${to}`,
            );
          }
          if (to === 'published' && isPastClosing(current)) {
            throw AppError.conflict(
              'This question’s closing time has passed; it cannot be published',
            );
          }
          const moment = now();
          return repo.transition(questionId, from, {
            status: to,
            reviewed_by: moderator.userId,
            ...(to === 'rejected' ? { review_note: note } : {}),
            ...(to === 'published' ? { published_at: moment } : {}),
            ...(to === 'closed' && (current.closes_at === null || current.closes_at > moment)
              ? { closes_at: moment }
              : {}),
          });
        },
        audit: (changed) => ({
          action: `vote_question.${to}`,
          targetType: 'vote_question',
          targetId: questionId,
          details: { from, to, proposed_by: changed.proposed_by },
        }),
        refusal: () =>
          AppError.conflict('This question was changed by someone else; reload and try again'),
      },
    );
    return viewOf(row, moderator);
  }

  return {
    /** A new question with its options; it waits for a moderator. */
    async propose(body: VoteProposeBody, user: AuthUser): Promise<VoteQuestion> {
      const duplicate = duplicateOptionLabel(body.options);
      if (duplicate !== undefined) {
        const message = duplicateOptionMessage(duplicate);
        throw AppError.badRequest(message, [{ field: 'body.options', message }]);
      }
      const closesAt = body.closes_at === undefined ? null : new Date(body.closes_at);
      if (closesAt !== null && closesAt.getTime() <= now().getTime()) {
        const message = 'closes_at must be in the future';
        throw AppError.badRequest(message, [{ field: 'body.closes_at', message }]);
      }
      try {
        const row = await db.transaction(async (transaction) =>
          createVotesRepository(transaction).insert(
            {
              title: body.title,
              description:
                body.description === undefined || body.description === '' ? null : body.description,
              closes_at: closesAt,
              proposed_by: user.userId,
            },
            body.options,
          ),
        );
        return await viewOf(row, user);
      } catch (error) {
        if (isUniqueViolation(error)) {
          const message = 'Options must be different (ignoring upper and lower case)';
          throw AppError.badRequest(message, [{ field: 'body.options', message }]);
        }
        throw error;
      }
    },

    /** Published (or closed) questions with their live results. */
    async list(query: VoteListQuery, viewer: AuthUser): Promise<VoteQuestionPage> {
      return viewPage(await repository.listed(query.status, query), query, viewer);
    },

    /** One question: published or closed for everyone; any status for its proposer and moderators. */
    async findOne(questionId: string, viewer: AuthUser): Promise<VoteQuestion> {
      const row = await repository.findById(questionId);
      if (row === undefined) throw noSuchQuestion();
      const visible =
        row.status === 'published' ||
        row.status === 'closed' ||
        row.proposed_by === viewer.userId ||
        hasModeratorAccess(viewer.role);
      if (!visible) throw noSuchQuestion();
      return viewOf(row, viewer);
    },

    /** One vote per person and question; the database's primary key is the rule. */
    async vote(questionId: string, body: VoteCastBody, user: AuthUser): Promise<VoteQuestion> {
      const row = await db.transaction(async (transaction) => {
        const repo = createVotesRepository(transaction);
        const question = await repo.findForVote(questionId);
        if (question === undefined) throw noSuchQuestion();
        const visible =
          question.status === 'published' ||
          question.status === 'closed' ||
          question.proposed_by === user.userId ||
          hasModeratorAccess(user.role);
        if (!visible) throw noSuchQuestion();
        const closed = notOpen(question);
        if (closed !== undefined) throw closed;
        const options = await repo.optionsOf([questionId]);
        if (!options.some((option) => option.option_id === body.option_id)) {
          const message = 'option_id is not an option of this question';
          throw AppError.badRequest(message, [{ field: 'body.option_id', message }]);
        }
        const vote = await repo.insertVote(questionId, body.option_id, user.userId);
        if (vote === undefined)
          throw AppError.conflictFor('already_voted', 'You have already voted on this question');
        return question;
      });
      return viewOf(row, user);
    },

    /** The caller's proposals and votes, newest first. */
    async listOwn(query: PaginationQuery, user: AuthUser): Promise<VoteMine> {
      const [proposals, cast] = await Promise.all([
        repository.byProposer(user.userId, query),
        repository.votesOf(user.userId, query),
      ]);
      return {
        proposals: await viewPage(proposals, query, user),
        votes: {
          items: cast.rows.map((row) => ({
            question_id: row.question_id,
            title: row.title,
            option_label: row.option_label,
            created_at: row.created_at.toISOString(),
          })),
          page: query.page,
          page_size: query.page_size,
          total: cast.total,
        },
      };
    },

    /** The proposer withdraws a proposal while it waits. */
    async withdraw(questionId: string, user: AuthUser): Promise<void> {
      const row = await repository.findById(questionId);
      if (row === undefined) throw noSuchQuestion();
      if (row.proposed_by !== user.userId) {
        throw AppError.forbidden('You can withdraw only your own proposals');
      }
      if (row.status !== 'proposed') {
        throw AppError.conflict(
          `This question is ${statusWords[row.status]}; only proposed questions can be withdrawn`,
        );
      }
      const deleted = await repository.deleteProposed(questionId);
      if (deleted === undefined) {
        throw AppError.conflict(
          'This question has just been reviewed; it can no longer be withdrawn',
        );
      }
    },

    /** The moderators' queue. */
    async listForReview(query: VoteReviewQuery, moderator: AuthUser): Promise<VoteQuestionPage> {
      return viewPage(await repository.listForReview(query.status, query), query, moderator);
    },

    /** How many proposed questions wait for a moderator. */
    countProposed: () => repository.countProposed(),

    publish: (questionId: string, moderator: AuthUser) =>
      review(questionId, moderator, 'publish', null),

    reject: (questionId: string, body: VoteRejectBody, moderator: AuthUser) =>
      review(questionId, moderator, 'reject', body.note),

    close: (questionId: string, moderator: AuthUser) =>
      review(questionId, moderator, 'close', null),
  };
}

export type VotesService = ReturnType<typeof createVotesService>;
