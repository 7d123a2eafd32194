import {
  foldSearchText,
  qbAnswerKeyMissingMessage,
  qbAnswerKeyNotOptionMessage,
  qbLimits,
  qbQuizMessages,
  qbRetiredQuestionMessage,
  qbUnknownQuestionMessage,
  type FieldProblemInput,
  type QbQuestion,
  type QbQuestionType,
  type QbQuiz,
  type QbQuizBody,
  type QbQuizListQuery,
  type QbQuizPage,
  type QbQuizQuestion,
  type QbQuizSummary,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { createQbQuestionsService } from './questions.service';
import { inUse, isConcurrentConflict } from './quiz-builder.service';
import {
  createQbQuizzesRepository,
  type QuizQuestionValues,
  type QuizRow,
  type QuizValues,
  type QuizWithCounts,
} from './quizzes.repository';

const quizNotFound = () => AppError.notFound('Quiz not found');

const invalidForm = (problems: FieldProblemInput[]) =>
  AppError.badRequest('Please check the form for errors', problems);

type ScoredType = 'single_choice' | 'multiple_choice' | 'ranking';

/** Single and multiple choice and ranking questions are scored in a knowledge quiz. */
export function isScoredType(type: QbQuestionType): type is ScoredType {
  return type === 'single_choice' || type === 'multiple_choice' || type === 'ranking';
}

/** Whether an answer key is complete for a question of this type and these many options. */
function keyComplete(type: ScoredType, keyLength: number, optionCount: number): boolean {
  switch (type) {
    case 'single_choice':
      return keyLength === 1;
    case 'multiple_choice':
      return keyLength >= 1;
    case 'ranking':
      return keyLength === optionCount;
  }
}

function searchTextOf(body: QbQuizBody): string {
  return foldSearchText(
    [body.title_en, body.title_tr, body.description_en, body.description_tr].join(' '),
  );
}

function valuesOf(body: QbQuizBody, before: QuizRow | undefined): QuizValues {
  const becomesPublished = body.status === 'published' && before?.status !== 'published';
  return {
    title_en: body.title_en,
    title_tr: body.title_tr,
    description_en: body.description_en,
    description_tr: body.description_tr,
    status: body.status,
    purpose: body.purpose,
    pass_score: body.pass_score,
    published_at: becomesPublished ? new Date() : (before?.published_at ?? null),
  };
}

const quizFields = [
  'title_en',
  'title_tr',
  'description_en',
  'description_tr',
  'status',
  'purpose',
  'pass_score',
] as const;

function summaryOf(row: QuizWithCounts): QbQuizSummary {
  return {
    quiz_id: row.quiz_id,
    title_en: row.title_en,
    title_tr: row.title_tr,
    description_en: row.description_en,
    description_tr: row.description_tr,
    status: row.status,
    purpose: row.purpose,
    pass_score: row.pass_score,
    max_score: row.max_score,
    question_count: row.question_count,
    bundle_count: row.bundle_count,
    started_count: row.started_count,
    completed_count: row.completed_count,
    published_at: row.published_at === null ? null : row.published_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The quiz builder's quizzes, for admins: ordered questions with points and,
 * for a knowledge quiz, answer keys and a pass score. Publishing is checked
 * (questions, keys, pass score); a quiz in a published bundle stays published;
 * a quiz in a bundle or answered by users cannot be deleted.
 */
export function createQbQuizzesService(db: Database) {
  const questionsService = createQbQuestionsService(db);

  async function guarded<Result>(work: () => Promise<Result>, conflict: string): Promise<Result> {
    try {
      return await work();
    } catch (error) {
      if (isConcurrentConflict(error)) throw AppError.conflict(conflict);
      throw error;
    }
  }

  /** The questions of a quiz in order, each the whole question with its points and key. */
  async function quizQuestions(executor: Executor, quizId: string): Promise<QbQuizQuestion[]> {
    const repository = createQbQuizzesRepository(executor);
    const [rows, keys] = await Promise.all([
      repository.questionsOf([quizId]),
      repository.answerKeysOf(quizId),
    ]);
    const questions = await questionsService.readQuestions(
      executor,
      rows.map((row) => row.question_id),
    );
    const byId = new Map(questions.map((question) => [question.question_id, question]));
    return rows.flatMap((row) => {
      const question = byId.get(row.question_id);
      if (question === undefined) return [];
      return [
        {
          position: row.position,
          points: row.points,
          correct_option_ids: keys
            .filter((key) => key.question_id === row.question_id)
            .map((key) => key.option_id),
          question,
        },
      ];
    });
  }

  async function readQuiz(executor: Executor, quizId: string): Promise<QbQuiz> {
    const repository = createQbQuizzesRepository(executor);
    const [row] = await repository.findQuizzes([quizId]);
    if (row === undefined) throw quizNotFound();
    const [questions, bundles] = await Promise.all([
      quizQuestions(executor, quizId),
      repository.bundlesOf([quizId]),
    ]);
    return {
      ...summaryOf(row),
      questions,
      bundles: bundles.map((bundle) => ({
        bundle_id: bundle.bundle_id,
        title_en: bundle.title_en,
        title_tr: bundle.title_tr,
        status: bundle.status,
      })),
    };
  }

  /**
   * Checks the questions of a body against the saved questions (400 with a
   * message per field) and returns what is saved: unscored questions of a
   * knowledge quiz get 0 points.
   */
  async function checkQuestions(
    executor: Executor,
    body: QbQuizBody,
  ): Promise<QuizQuestionValues[]> {
    const questionIds = body.questions.map((question) => question.question_id);
    await createQbQuizzesRepository(executor).lockQuestions(questionIds);
    const saved = await questionsService.readQuestions(executor, questionIds);
    const byId = new Map(saved.map((question) => [question.question_id, question]));
    const knowledge = body.purpose === 'knowledge';
    const publishing = body.status === 'published';
    const problems: FieldProblemInput[] = [];
    const values: QuizQuestionValues[] = [];
    let maxScore = 0;
    body.questions.forEach((entry, index) => {
      const field = `body.questions.${String(index)}`;
      const question: QbQuestion | undefined = byId.get(entry.question_id);
      if (question === undefined) {
        problems.push({
          field: `${field}.question_id`,
          message: qbUnknownQuestionMessage(entry.question_id),
        });
        return;
      }
      if (publishing && question.status === 'retired') {
        problems.push({
          field: `${field}.question_id`,
          message: qbRetiredQuestionMessage(entry.question_id),
        });
      }
      const scored = knowledge && isScoredType(question.type);
      if (knowledge && !scored && entry.correct_option_ids.length > 0) {
        problems.push({
          field: `${field}.correct_option_ids`,
          message: qbQuizMessages.unscoredAnswerKey,
        });
      }
      if (knowledge && isScoredType(question.type)) {
        const options = new Set(question.options.map((option) => option.option_id));
        const notOptions = entry.correct_option_ids.flatMap((optionId, keyIndex) =>
          options.has(optionId)
            ? []
            : [
                {
                  field: `${field}.correct_option_ids.${String(keyIndex)}`,
                  message: qbAnswerKeyNotOptionMessage(optionId),
                },
              ],
        );
        problems.push(...notOptions);
        const tooMany = question.type === 'single_choice' && entry.correct_option_ids.length > 1;
        const incomplete =
          publishing && !keyComplete(question.type, entry.correct_option_ids.length, options.size);
        if (notOptions.length === 0 && (tooMany || incomplete)) {
          problems.push({
            field: `${field}.correct_option_ids`,
            message: qbAnswerKeyMissingMessage(question.type),
          });
        }
      }
      const points = knowledge && !scored ? 0 : entry.points;
      if (scored) maxScore += points;
      values.push({
        question_id: entry.question_id,
        points,
        correct_option_ids: knowledge ? entry.correct_option_ids : [],
      });
    });
    if (publishing && knowledge && body.pass_score !== null && body.pass_score > maxScore) {
      problems.push(
        ruleProblem('body.pass_score', qbQuizMessages.passScoreTooHigh, 'qb_pass_score_too_high'),
      );
    }
    if (problems.length > 0) throw invalidForm(problems);
    return values;
  }

  /** The 409 of a published quiz that published bundles hold, when it would stop being published. */
  async function checkLeavingPublished(
    executor: Executor,
    before: QuizRow,
    body: QbQuizBody,
  ): Promise<void> {
    if (before.status !== 'published' || body.status === 'published') return;
    const bundles = await createQbQuizzesRepository(executor).bundleUsage(
      before.quiz_id,
      qbLimits.usagesNamed,
      'published',
    );
    const refusal = inUse('published quiz', [
      { usage: bundles, singular: 'published bundle', plural: 'published bundles' },
    ]);
    if (refusal !== undefined) throw refusal;
  }

  return {
    /** The questions of a quiz in order, each the whole question with its points and key. */
    quizQuestions,

    async findQuizzes(query: QbQuizListQuery): Promise<QbQuizPage> {
      const repository = createQbQuizzesRepository(db);
      const { ids, total } = await repository.findQuizIds(query);
      const rows = await repository.findQuizzes(ids);
      const byId = new Map(rows.map((row) => [row.quiz_id, row]));
      return {
        items: ids.flatMap((quizId) => {
          const row = byId.get(quizId);
          return row === undefined ? [] : [summaryOf(row)];
        }),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async findQuiz(quizId: string): Promise<QbQuiz> {
      return readQuiz(db, quizId);
    },

    async createQuiz(body: QbQuizBody, actor: AuthUser): Promise<QbQuiz> {
      return guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbQuizzesRepository(transaction);
            const questions = await checkQuestions(transaction, body);
            const quizId = await repository.insertQuiz(
              valuesOf(body, undefined),
              searchTextOf(body),
              actor.userId,
            );
            await repository.setQuestions(quizId, questions);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_quiz.created',
              targetType: 'qb_quiz',
              targetId: quizId,
              details: {
                purpose: body.purpose,
                status: body.status,
                questions: questions.length,
              },
            });
            if (body.status === 'published') {
              await recordAudit(transaction, {
                actorId: actor.userId,
                action: 'qb_quiz.published',
                targetType: 'qb_quiz',
                targetId: quizId,
                details: { questions: questions.length },
              });
            }
            return readQuiz(transaction, quizId);
          }),
        'A question of this quiz was changed at the same time; please try again',
      );
    },

    /**
     * Saves a quiz with its ordered questions and keys. Becoming published
     * sets `published_at`; a quiz that a published bundle holds cannot leave
     * `published` (the 409 names the bundles).
     */
    async updateQuiz(quizId: string, body: QbQuizBody, actor: AuthUser): Promise<QbQuiz> {
      return guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbQuizzesRepository(transaction);
            const before = await repository.lockQuiz(quizId);
            if (before === undefined) throw quizNotFound();
            await checkLeavingPublished(transaction, before, body);
            const questions = await checkQuestions(transaction, body);
            const [beforeQuestions, beforeKeys] = await Promise.all([
              repository.questionsOf([quizId]),
              repository.answerKeysOf(quizId),
            ]);
            const values = valuesOf(body, before);
            const changed: string[] = quizFields.filter((field) => before[field] !== values[field]);
            const questionsBefore = beforeQuestions.map((row) => ({
              question_id: row.question_id,
              points: row.points,
              correct_option_ids: beforeKeys
                .filter((key) => key.question_id === row.question_id)
                .map((key) => key.option_id),
            }));
            const questionsChanged = JSON.stringify(questionsBefore) !== JSON.stringify(questions);
            if (questionsChanged) changed.push('questions');
            await repository.updateQuiz(quizId, values, searchTextOf(body), actor.userId);
            if (questionsChanged) await repository.setQuestions(quizId, questions);
            const statusChanged = before.status !== body.status;
            const action =
              statusChanged && body.status === 'published'
                ? 'qb_quiz.published'
                : statusChanged && body.status === 'archived'
                  ? 'qb_quiz.archived'
                  : 'qb_quiz.updated';
            await recordAudit(transaction, {
              actorId: actor.userId,
              action,
              targetType: 'qb_quiz',
              targetId: quizId,
              details: { changed, from_status: before.status, to_status: body.status },
            });
            return readQuiz(transaction, quizId);
          }),
        'This quiz, a question of it or a bundle holding it was changed at the same time; please try again',
      );
    },

    /**
     * Refused while a bundle holds the quiz (the 409 names the bundles) or
     * while users have answered it; otherwise its questions and keys go with it.
     */
    async deleteQuiz(quizId: string, actor: AuthUser): Promise<void> {
      await guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbQuizzesRepository(transaction);
            const before = await repository.lockQuiz(quizId);
            if (before === undefined) throw quizNotFound();
            const [bundles, answers] = await Promise.all([
              repository.bundleUsage(quizId, qbLimits.usagesNamed),
              repository.answers(quizId),
            ]);
            const refusal = inUse('quiz', [
              { usage: bundles, singular: 'bundle', plural: 'bundles' },
            ]);
            if (refusal !== undefined) throw refusal;
            if (answers.attempts > 0 || answers.answered) {
              const users = answers.attempts === 1 ? 'user' : 'users';
              const who =
                answers.attempts > 0
                  ? `This quiz was started by ${String(answers.attempts)} ${users}, whose answers`
                  : 'This quiz has answers, which';
              throw AppError.conflict(
                `${who} keep pointing at it. Archive it (status "archived") instead of deleting it.`,
              );
            }
            await repository.deleteQuiz(quizId);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_quiz.deleted',
              targetType: 'qb_quiz',
              targetId: quizId,
              details: { title_en: before.title_en, purpose: before.purpose },
            });
          }),
        'This quiz was put in a bundle or answered at the same time, so it was not deleted',
      );
    },
  };
}

export type QbQuizzesService = ReturnType<typeof createQbQuizzesService>;
