import {
  csvLine,
  qbResponseExportColumns,
  qbResponseMessages,
  type QbQuestionDistribution,
  type QbQuizAnalysis,
  type QbResponse,
  type QbResponseCreateBody,
  type QbResponseExportRow,
  type QbResponseListQuery,
  type QbResponsePage,
  type QbResponseUpdateBody,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { createQbQuestionsRepository, type QuestionMatterRow } from './questions.repository';
import { renderTemplate } from './questions.service';
import { isConcurrentConflict } from './quiz-builder.service';
import {
  createQbResponsesRepository,
  type ExportResponseRow,
  type QuestionWording,
  type ResponseRow,
  type VersionInfo,
} from './responses.repository';
import { createQbTakingRepository } from './taking.repository';
import { renderQuizQuestions, saveAnswer } from './taking.service';

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
/** How many responses each page of an export reads. */
export const exportPageSize = 1000;

const responseNotFound = () => AppError.notFound('Response not found');

function displayName(person: ResponsePerson): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

function renderWording(wording: QuestionWording, matters: QuestionMatterRow[]) {
  const own = matters.filter((matter) => matter.question_id === wording.question_id);
  return {
    en:
      wording.template_en === null
        ? (wording.text_en ?? '')
        : renderTemplate(wording.template_en, own, 'en'),
    tr:
      wording.template_tr === null
        ? (wording.text_tr ?? '')
        : renderTemplate(wording.template_tr, own, 'tr'),
  };
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
  /** Rendered wordings of some questions, in both languages, by id. */
  async function wordingsOf(executor: Executor, questionIds: string[]) {
    const [wordings, matters] = await Promise.all([
      createQbResponsesRepository(executor).wordingsOf(questionIds),
      createQbQuestionsRepository(executor).mattersOf(questionIds),
    ]);
    return new Map(
      wordings.map((wording) => [wording.question_id, renderWording(wording, matters)]),
    );
  }

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
      wordingsOf(executor, unique(rows.map((row) => row.question_id))),
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

  async function guarded<Result>(work: () => Promise<Result>): Promise<Result> {
    try {
      return await work();
    } catch (error) {
      if (isConcurrentConflict(error)) {
        throw AppError.conflict('This answer changed at the same time; please try again');
      }
      throw error;
    }
  }

  /** The export rows of one page of responses (lookups batched, wordings cached). */
  function exportRows() {
    const wordings = new Map<string, { en: string; tr: string }>();
    const versions = new Map<string, VersionInfo>();
    return async (
      positions: Map<string, number>,
      rows: ExportResponseRow[],
    ): Promise<QbResponseExportRow[]> => {
      const repository = createQbResponsesRepository(db);
      const newQuestions = [...new Set(rows.map((row) => row.question_id))].filter(
        (questionId) => !wordings.has(questionId),
      );
      const newVersions = [...new Set(rows.map((row) => row.version_id))].filter(
        (versionId) => !versions.has(versionId),
      );
      const [newWordings, newVersionRows, choices] = await Promise.all([
        wordingsOf(db, newQuestions),
        repository.versionsOf(newVersions),
        repository.choicesOf(rows.map((row) => row.response_id)),
      ]);
      for (const [questionId, wording] of newWordings) wordings.set(questionId, wording);
      for (const version of newVersionRows) versions.set(version.version_id, version);
      return rows.map((row) => {
        const version = versions.get(row.version_id);
        const chosen = choices.filter((choice) => choice.response_id === row.response_id);
        return {
          response_id: row.response_id,
          user_id: row.user_id,
          quiz_id: row.quiz_id,
          question_id: row.question_id,
          question_position: positions.get(row.question_id) ?? -1,
          version_number: version?.version_number ?? 1,
          question_en: wordings.get(row.question_id)?.en ?? '',
          type: version?.type ?? 'short_text',
          option_ids: chosen.map((choice) => choice.option_id),
          options_en: chosen.map((choice) => choice.text_en),
          scale_value: row.scale_value,
          text_value: row.is_hidden ? null : row.text_value,
          hidden: row.is_hidden,
          answered_at: row.answered_at.toISOString(),
        };
      });
    };
  }

  /** Every response of the quiz as export rows, a keyset page at a time. */
  async function* exportPages(quizId: string): AsyncGenerator<QbResponseExportRow[]> {
    const repository = createQbResponsesRepository(db);
    const positions = new Map(
      (await repository.quizQuestions(quizId)).map((row) => [row.question_id, row.position]),
    );
    const toRows = exportRows();
    let after: { answered_key: string; response_id: number } | null = null;
    for (;;) {
      const rows = await repository.exportPage(quizId, after, exportPageSize);
      if (rows.length > 0) yield await toRows(positions, rows);
      const last = rows.at(-1);
      if (last === undefined || rows.length < exportPageSize) return;
      after = { answered_key: last.answered_key, response_id: last.response_id };
    }
  }

  async function existingQuiz(quizId: string) {
    const quiz = await createQbTakingRepository(db).quiz(quizId);
    if (quiz === undefined) throw AppError.notFound('Quiz not found');
    return quiz;
  }

  function csvCells(row: QbResponseExportRow): string[] {
    return qbResponseExportColumns.map((column) => {
      const value = row[column];
      if (Array.isArray(value)) return value.join(' | ');
      if (value === null) return '';
      return String(value);
    });
  }

  return {
    async findResponses(query: QbResponseListQuery): Promise<QbResponsePage> {
      const matching =
        query.q === undefined || query.q === ''
          ? []
          : await userIdsMatching(query.q, matchingUsersMax);
      const { rows, total } = await createQbResponsesRepository(db).page(query, matching);
      return {
        items: await responsesOf(db, rows),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async findResponse(responseId: number): Promise<QbResponse> {
      return readResponse(db, responseId);
    },

    /** An answer collected on paper, for the user with this email, checked like their own. */
    async createResponse(body: QbResponseCreateBody, actor: AuthUser): Promise<QbResponse> {
      const userId = await userIdByEmail(body.email);
      if (userId === undefined) {
        throw AppError.badRequest('Please check the form for errors', [
          ruleProblem('body.email', qbResponseMessages.userNotFound, 'qb_user_not_found'),
        ]);
      }
      const responseId = await guarded(() =>
        db.transaction(async (transaction) => {
          const saved = await saveAnswer(transaction, {
            userId,
            quizId: body.quiz_id,
            questionId: body.question_id,
            answer: body,
            bundleId: null,
          });
          await recordAudit(transaction, {
            actorId: actor.userId,
            action: 'qb_response.recorded',
            targetType: 'qb_response',
            targetId: String(saved.response_id),
            details: { user_id: userId, quiz_id: body.quiz_id, question_id: body.question_id },
          });
          return saved.response_id;
        }),
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
      await guarded(() =>
        db.transaction(async (transaction) => {
          const repository = createQbResponsesRepository(transaction);
          const before = await repository.lockById(responseId);
          if (before === undefined) throw responseNotFound();
          if (before.is_hidden !== body.is_hidden) {
            await repository.setHidden(responseId, body.is_hidden, actor.userId);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: body.is_hidden ? 'qb_response.hidden' : 'qb_response.shown',
              targetType: 'qb_response',
              targetId: String(responseId),
              details: { quiz_id: before.quiz_id, question_id: before.question_id },
            });
          }
        }),
      );
      return readResponse(db, responseId);
    },

    async deleteResponse(responseId: number, actor: AuthUser): Promise<void> {
      await guarded(() =>
        db.transaction(async (transaction) => {
          const repository = createQbResponsesRepository(transaction);
          const before = await repository.lockById(responseId);
          if (before === undefined) throw responseNotFound();
          await repository.delete(responseId);
          await recordAudit(transaction, {
            actorId: actor.userId,
            action: 'qb_response.deleted',
            targetType: 'qb_response',
            targetId: String(responseId),
            details: {
              quiz_id: before.quiz_id,
              question_id: before.question_id,
              version_id: before.version_id,
            },
          });
        }),
      );
    },

    /**
     * A quiz's completion counts and each question's answers over all its
     * versions: option counts (average rank for rankings), scale counts, text
     * and hidden answers, and right answers in a knowledge quiz.
     */
    async analysis(quizId: string): Promise<QbQuizAnalysis> {
      const quiz = await existingQuiz(quizId);
      const repository = createQbResponsesRepository(db);
      const knowledge = quiz.purpose === 'knowledge';
      const [attempts, rendered, responses, choices, scales, correct] = await Promise.all([
        repository.attemptStats(quizId, quiz.pass_score),
        createQbTakingRepository(db)
          .quizQuestions(quizId)
          .then((rows) => renderQuizQuestions(db, rows)),
        repository.responseStats(quizId),
        repository.choiceStats(quizId),
        repository.scaleStats(quizId),
        knowledge ? repository.correctCounts(quizId) : Promise.resolve([]),
      ]);
      const shownOptions = new Set(
        rendered.flatMap((question) =>
          question.options.map((option) => `${question.row.question_id}:${option.option_id}`),
        ),
      );
      const olderOptions = await repository.optionTexts([
        ...new Set(
          choices
            .filter((choice) => !shownOptions.has(`${choice.question_id}:${choice.option_id}`))
            .map((choice) => choice.option_id),
        ),
      ]);
      const olderText = new Map(olderOptions.map((option) => [option.option_id, option]));
      const statsOf = new Map(responses.map((stats) => [stats.question_id, stats]));
      const correctOf = new Map(correct.map((entry) => [entry.question_id, entry.correct]));
      const questions = rendered.map(({ row, en, tr, options }): QbQuestionDistribution => {
        const stats = statsOf.get(row.question_id);
        const chosen = choices.filter((choice) => choice.question_id === row.question_id);
        const countOf = (optionId: string) =>
          chosen.find((choice) => choice.option_id === optionId);
        const ranking = row.type === 'ranking';
        const current = options.map((option) => {
          const found = countOf(option.option_id);
          return {
            ...option,
            count: found?.chosen ?? 0,
            average_rank: ranking ? (found?.average_rank ?? null) : null,
          };
        });
        const older = chosen
          .filter((choice) => !options.some((option) => option.option_id === choice.option_id))
          .map((choice) => ({
            option_id: choice.option_id,
            text_en: olderText.get(choice.option_id)?.text_en ?? '',
            text_tr: olderText.get(choice.option_id)?.text_tr ?? '',
            count: choice.chosen,
            average_rank: ranking ? choice.average_rank : null,
          }));
        const ownScales = scales.filter((scale) => scale.question_id === row.question_id);
        const scaleValues =
          row.scale_max === null
            ? ownScales.map((scale) => scale.value)
            : Array.from({ length: row.scale_max }, (_, index) => index + 1);
        const scaleCounts = [...new Set([...scaleValues, ...ownScales.map((scale) => scale.value)])]
          .sort((left, right) => left - right)
          .map((value) => ({
            value,
            count: ownScales.find((scale) => scale.value === value)?.answers ?? 0,
          }));
        return {
          question_id: row.question_id,
          position: row.position,
          type: row.type,
          rendered_en: en,
          rendered_tr: tr,
          response_count: stats?.responses ?? 0,
          version_count: Math.max(stats?.versions ?? 0, 1),
          options: [...current, ...older],
          scale_max: row.scale_max,
          scale: scaleCounts,
          scale_average: stats?.scale_average ?? null,
          text_count: stats?.texts ?? 0,
          hidden_count: stats?.hidden ?? 0,
          correct_count: knowledge ? (correctOf.get(row.question_id) ?? null) : null,
        };
      });
      return {
        quiz_id: quiz.quiz_id,
        purpose: quiz.purpose,
        started_count: attempts.started,
        completed_count: attempts.completed,
        average_score: knowledge ? attempts.average_score : null,
        passed_count: knowledge && quiz.pass_score !== null ? attempts.passed : null,
        questions,
      };
    },

    /** The quiz's responses as CSV lines: a BOM, the header, one line per response. */
    async exportCsv(quizId: string) {
      await existingQuiz(quizId);
      async function* lines(): AsyncGenerator<string> {
        yield `\uFEFF${csvLine(qbResponseExportColumns)}`;
        for await (const rows of exportPages(quizId)) {
          yield rows.map((row) => csvLine(csvCells(row))).join('');
        }
      }
      return { fileName: `quiz-${quizId}-responses.csv`, lines: lines() };
    },

    /** The quiz's responses as one JSON array, written a page at a time. */
    async exportJson(quizId: string) {
      await existingQuiz(quizId);
      async function* chunks(): AsyncGenerator<string> {
        yield '[';
        let first = true;
        for await (const rows of exportPages(quizId)) {
          const text = rows.map((row) => JSON.stringify(row)).join(',');
          yield first ? text : `,${text}`;
          first = false;
        }
        yield ']\n';
      }
      return { fileName: `quiz-${quizId}-responses.json`, lines: chunks() };
    },
  };
}

export type QbResponsesService = ReturnType<typeof createQbResponsesService>;
