import {
  qbResponseMessages,
  type QbQuizAnalysis,
  type QbResponse,
  type QbResponseCreateBody,
  type QbResponseListQuery,
  type QbResponsePage,
  type QbResponseUpdateBody,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { readWordings } from './question-views';
import { invalidForm, runGuarded } from './quiz-builder-common';
import { analyseQuiz } from './response-analysis';
import { writeResponsesCsv, writeResponsesJson } from './response-exports';
import { createQbResponsesRepository, type ResponseRow } from './responses.repository';
import { createQbTakingRepository } from './taking.repository';
import { saveAnswer } from './taking.service';
import { pageOf } from '../../platform/wire-page';

/** A person's name and email address, looked up by the accounts feature. */
export interface ResponsePerson {
  first_name: string;
  last_name: string;
  email: string;
}

export interface QbResponsesDependencies {
  db: Database;
  /** Names and emails of several accounts in one query; unknown ids are left out. */
  contactsOf: (userIds: readonly string[]) => Promise<ReadonlyMap<string, ResponsePerson>>;
  /** The account with this email address, if any. */
  userIdByEmail: (email: string) => Promise<string | undefined>;
  /** Accounts whose name or email contains the (folded) query, at most `limit`. */
  userIdsMatching: (query: string, limit: number) => Promise<string[]>;
}

/** How many accounts a name or email search of the list considers. */
const matchingUsersMax = 500;

const responseNotFound = () => AppError.notFound('Response not found');
const answerChanged = 'This answer changed at the same time; please try again';

function displayName(person: ResponsePerson): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

/**
 * The quiz builder's responses (admins): a list with filters and search,
 * moderation (hide or show an answer), paper answers recorded for a user
 * (checked like the user's own), deletion, a quiz's analysis and its exports.
 */
export function createQbResponsesService({
  db,
  contactsOf,
  userIdByEmail,
  userIdsMatching,
}: QbResponsesDependencies) {
  /** Responses as admins read them; every lookup is one query for the whole page. */
  async function responsesOf(executor: Executor, rows: ResponseRow[]): Promise<QbResponse[]> {
    const repository = createQbResponsesRepository(executor);
    const unique = (values: string[]) => [...new Set(values)];
    const people = unique(
      rows.flatMap((row) =>
        row.hidden_by === null ? [row.user_id] : [row.user_id, row.hidden_by],
      ),
    );
    const [quizzes, wordings, versions, choices, contacts] = await Promise.all([
      repository.quizzesOf(unique(rows.map((row) => row.quiz_id))),
      readWordings(executor, unique(rows.map((row) => row.question_id))),
      repository.versionsOf(unique(rows.map((row) => row.version_id))),
      repository.choicesOf(rows.map((row) => row.response_id)),
      contactsOf(people),
    ]);
    const quizById = new Map(quizzes.map((quiz) => [quiz.quiz_id, quiz]));
    const versionById = new Map(versions.map((version) => [version.version_id, version]));
    return rows.map((row) => {
      const quiz = quizById.get(row.quiz_id);
      const wording = wordings.get(row.question_id);
      const version = versionById.get(row.version_id);
      const person = contacts.get(row.user_id);
      const hider = row.hidden_by === null ? undefined : contacts.get(row.hidden_by);
      return {
        response_id: row.response_id,
        user:
          person === undefined
            ? null
            : { user_id: row.user_id, display_name: displayName(person), email: person.email },
        quiz: {
          quiz_id: row.quiz_id,
          title_en: quiz?.title_en ?? '',
          title_tr: quiz?.title_tr ?? '',
        },
        question: {
          question_id: row.question_id,
          rendered_en: wording?.en ?? '',
          rendered_tr: wording?.tr ?? '',
          type: version?.type ?? 'short_text',
        },
        version_number: version?.version_number ?? 1,
        options: choices
          .filter((choice) => choice.response_id === row.response_id)
          .map((choice) => ({
            option_id: choice.option_id,
            text_en: choice.text_en,
            text_tr: choice.text_tr,
          })),
        scale_value: row.scale_value,
        scale_max: version?.scale_max ?? null,
        text_value: row.text_value,
        is_hidden: row.is_hidden,
        hidden_by:
          row.hidden_by === null
            ? null
            : {
                user_id: row.hidden_by,
                display_name: hider === undefined ? '' : displayName(hider),
              },
        hidden_at: row.hidden_at?.toISOString() ?? null,
        answered_at: row.answered_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      };
    });
  }

  async function readResponse(executor: Executor, responseId: number): Promise<QbResponse> {
    const row = await createQbResponsesRepository(executor).byId(responseId);
    if (row === undefined) throw responseNotFound();
    const [response] = await responsesOf(executor, [row]);
    if (response === undefined) throw responseNotFound();
    return response;
  }

  async function existingQuiz(quizId: string) {
    const quiz = await createQbTakingRepository(db).quiz(quizId);
    if (quiz === undefined) throw AppError.notFound('Quiz not found');
    return quiz;
  }

  return {
    async findResponses(query: QbResponseListQuery): Promise<QbResponsePage> {
      const matching =
        query.q === undefined || query.q === ''
          ? []
          : await userIdsMatching(query.q, matchingUsersMax);
      const { rows, total } = await createQbResponsesRepository(db).page(query, matching);
      return pageOf(await responsesOf(db, rows), query, total);
    },

    async findResponse(responseId: number): Promise<QbResponse> {
      return readResponse(db, responseId);
    },

    /** An answer collected on paper, for the user with this email, checked like their own. */
    async createResponse(body: QbResponseCreateBody, actor: AuthUser): Promise<QbResponse> {
      const userId = await userIdByEmail(body.email);
      if (userId === undefined) {
        throw invalidForm([
          ruleProblem('body.email', qbResponseMessages.userNotFound, 'qb_user_not_found'),
        ]);
      }
      const responseId = await runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const saved = await saveAnswer(transaction, {
              userId,
              quizId: body.quiz_id,
              questionId: body.question_id,
              answer: body,
              bundleId: null,
            });
            await recordRowAudit(
              transaction,
              actor.userId,
              'qb_response.recorded',
              String(saved.response_id),
              { user_id: userId, quiz_id: body.quiz_id, question_id: body.question_id },
            );
            return saved.response_id;
          }),
        answerChanged,
      );
      // Read after the commit: the names come from the accounts feature's own connection.
      return readResponse(db, responseId);
    },

    /** Hides or shows an answer (moderation); audited when it changes. */
    async updateResponse(
      responseId: number,
      body: QbResponseUpdateBody,
      actor: AuthUser,
    ): Promise<QbResponse> {
      await runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbResponsesRepository(transaction);
            const before = await repository.lockById(responseId);
            if (before === undefined) throw responseNotFound();
            if (before.is_hidden !== body.is_hidden) {
              await repository.setHidden(responseId, body.is_hidden, actor.userId);
              await recordRowAudit(
                transaction,
                actor.userId,
                body.is_hidden ? 'qb_response.hidden' : 'qb_response.shown',
                String(responseId),
                { quiz_id: before.quiz_id, question_id: before.question_id },
              );
            }
          }),
        answerChanged,
      );
      return readResponse(db, responseId);
    },

    async deleteResponse(responseId: number, actor: AuthUser): Promise<void> {
      await runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbResponsesRepository(transaction);
            const before = await repository.lockById(responseId);
            if (before === undefined) throw responseNotFound();
            await repository.delete(responseId);
            await recordRowAudit(
              transaction,
              actor.userId,
              'qb_response.deleted',
              String(responseId),
              {
                quiz_id: before.quiz_id,
                question_id: before.question_id,
                version_id: before.version_id,
              },
            );
          }),
        answerChanged,
      );
    },

    /**
     * A quiz's completion counts and each question's answers over all its
     * versions (response-analysis.ts).
     */
    async analysis(quizId: string): Promise<QbQuizAnalysis> {
      return analyseQuiz(db, await existingQuiz(quizId));
    },

    /** The quiz's responses as CSV lines: a BOM, the header, one line per response. */
    async exportCsv(quizId: string) {
      await existingQuiz(quizId);
      return { fileName: `quiz-${quizId}-responses.csv`, lines: writeResponsesCsv(db, quizId) };
    },

    /** The quiz's responses as one JSON array, written a page at a time. */
    async exportJson(quizId: string) {
      await existingQuiz(quizId);
      return { fileName: `quiz-${quizId}-responses.json`, lines: writeResponsesJson(db, quizId) };
    },
  };
}

export type QbResponsesService = ReturnType<typeof createQbResponsesService>;
