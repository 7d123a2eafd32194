import {
  qbTakeMessages,
  qbUnansweredMessage,
  type FieldProblemInput,
  type QbAnswerBody,
  type QbBundlePreview,
  type QbOpenQuizzes,
  type QbQuestionType,
  type QbQuizResult,
  type QbTakeAnswer,
  type QbTakeBundle,
  type QbTakeQuestion,
  type QbTakeQuiz,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { createQbQuestionsRepository } from './questions.repository';
import { renderTemplate } from './questions.service';
import { isConcurrentConflict } from './quiz-builder.service';
import {
  createQbTakingRepository,
  type AttemptRow,
  type BundleRow,
  type QuizQuestionRow,
  type QuizRow,
  type SavedAnswer,
} from './taking.repository';

const quizNotFound = () => AppError.notFound(qbTakeMessages.quizNotFound);
const bundleNotFound = () => AppError.notFound(qbTakeMessages.bundleNotFound);

/** What an answer says, without the bundle it is given in. */
export type AnswerContent = Pick<QbAnswerBody, 'option_ids' | 'scale_value' | 'text_value'>;

/** The version of a question being answered. */
interface AnsweredVersion {
  type: QbQuestionType;
  scale_max: number | null;
}

const sameList = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((value, index) => value === right[index]);

const sameSet = (left: readonly string[], right: readonly string[]) =>
  sameList([...left].sort(), [...right].sort());

/** Whether chosen options match a key: a ranking in the key's order, other choices as a set. */
export function matchesKey(
  type: QbQuestionType,
  chosen: readonly string[],
  key: readonly string[],
): boolean {
  if (key.length === 0) return false;
  return type === 'ranking' ? sameList(chosen, key) : sameSet(chosen, key);
}

const isChoice = (type: QbQuestionType) =>
  type === 'single_choice' || type === 'multiple_choice' || type === 'ranking';

/**
 * The field problems of an answer to a version of a type with these options
 * (empty when it fits): one option for a single choice, at least one for a
 * multiple choice, every option once for a ranking, a value on the scale, a
 * written text; the fields of other types must stay empty.
 */
export function answerProblems(
  version: AnsweredVersion,
  versionOptionIds: readonly string[],
  answer: AnswerContent,
): FieldProblemInput[] {
  const problems: FieldProblemInput[] = [];
  const text = answer.text_value === null || answer.text_value === '' ? null : answer.text_value;
  const wrongKind = (field: string) =>
    problems.push({ field: `body.${field}`, message: qbTakeMessages.wrongAnswerKind });
  if (isChoice(version.type)) {
    if (answer.scale_value !== null) wrongKind('scale_value');
    if (text !== null) wrongKind('text_value');
    const known = new Set(versionOptionIds);
    answer.option_ids.forEach((optionId, index) => {
      if (!known.has(optionId)) {
        problems.push({
          field: `body.option_ids.${String(index)}`,
          message: qbTakeMessages.notAnOption,
        });
      }
    });
    const distinct = new Set(answer.option_ids).size === answer.option_ids.length;
    if (version.type === 'single_choice' && answer.option_ids.length !== 1) {
      problems.push(ruleProblem('body.option_ids', qbTakeMessages.oneChoice, 'qb_one_choice'));
    } else if (version.type === 'multiple_choice' && answer.option_ids.length === 0) {
      problems.push(ruleProblem('body.option_ids', qbTakeMessages.someChoice, 'qb_some_choice'));
    } else if (version.type === 'multiple_choice' && !distinct) {
      wrongKind('option_ids');
    } else if (
      version.type === 'ranking' &&
      (!distinct || !sameSet(answer.option_ids, versionOptionIds))
    ) {
      problems.push(ruleProblem('body.option_ids', qbTakeMessages.rankAll, 'qb_rank_all'));
    }
    return problems;
  }
  if (answer.option_ids.length > 0) wrongKind('option_ids');
  if (version.type === 'scale') {
    if (text !== null) wrongKind('text_value');
    const max = version.scale_max ?? 0;
    if (answer.scale_value === null || answer.scale_value < 1 || answer.scale_value > max) {
      problems.push(ruleProblem('body.scale_value', qbTakeMessages.scaleRange, 'qb_scale_range'));
    }
  } else {
    if (answer.scale_value !== null) wrongKind('scale_value');
    if (text === null) {
      problems.push(
        ruleProblem('body.text_value', qbTakeMessages.textRequired, 'qb_text_required'),
      );
    }
  }
  return problems;
}

/**
 * Saves one answer of a user to a question of a published quiz, in the
 * caller's transaction: checked against the question's current version (400
 * per field), the attempt made (with the bundle when the quiz is in it), and
 * refused once the attempt is completed (409). Users' own answers and admins'
 * paper answers both go through here.
 */
export async function saveAnswer(
  executor: Executor,
  input: {
    userId: string;
    quizId: string;
    questionId: string;
    answer: AnswerContent;
    bundleId: string | null;
  },
): Promise<{ response_id: number; answer: QbTakeAnswer }> {
  const repository = createQbTakingRepository(executor);
  // Read without a lock (thousands answer one quiz): an answer given while the quiz is being
  // unpublished is kept like any earlier one.
  const quiz = await repository.quiz(input.quizId);
  if (quiz?.status !== 'published') throw quizNotFound();
  const version = await repository.lockQuestionOfQuiz(input.quizId, input.questionId);
  if (version === undefined) throw AppError.notFound(qbTakeMessages.questionNotInQuiz);
  const problems = answerProblems(
    version,
    await repository.versionOptionIds(version.version_id),
    input.answer,
  );
  if (input.bundleId !== null && !(await repository.bundleHasQuiz(input.bundleId, input.quizId))) {
    problems.push(
      ruleProblem('body.bundle_id', qbTakeMessages.bundleQuizNotInBundle, 'qb_quiz_not_in_bundle'),
    );
  }
  if (problems.length > 0) throw AppError.badRequest('Please check the answer', problems);
  const attempt = await repository.startAttempt(input.userId, input.quizId, input.bundleId);
  if (attempt.completed_at !== null) throw AppError.conflict(qbTakeMessages.completed);
  const scaleValue = version.type === 'scale' ? input.answer.scale_value : null;
  const textValue = version.type === 'short_text' ? input.answer.text_value : null;
  const optionIds = isChoice(version.type) ? input.answer.option_ids : [];
  const saved = await repository.saveAnswer(
    {
      userId: input.userId,
      quizId: input.quizId,
      questionId: input.questionId,
      versionId: version.version_id,
      scaleValue,
      textValue,
    },
    optionIds,
    version.type === 'ranking',
  );
  return {
    response_id: saved.response_id,
    answer: {
      question_id: input.questionId,
      option_ids: optionIds,
      scale_value: scaleValue,
      text_value: textValue,
      answered_at: saved.answered_at.toISOString(),
    },
  };
}

/** The questions of a quiz rendered in both languages from their current versions. */
export async function renderQuizQuestions(
  executor: Executor,
  rows: QuizQuestionRow[],
): Promise<{ row: QuizQuestionRow; en: string; tr: string; options: QbTakeQuestion['options'] }[]> {
  const questions = createQbQuestionsRepository(executor);
  const [matters, options] = await Promise.all([
    questions.mattersOf(rows.map((row) => row.question_id)),
    questions.optionsOf(rows.map((row) => row.version_id)),
  ]);
  return rows.map((row) => {
    const own = matters.filter((matter) => matter.question_id === row.question_id);
    const en =
      row.template_en === null ? (row.text_en ?? '') : renderTemplate(row.template_en, own, 'en');
    const tr =
      row.template_tr === null ? (row.text_tr ?? '') : renderTemplate(row.template_tr, own, 'tr');
    return {
      row,
      en,
      tr,
      options: options
        .filter((option) => option.version_id === row.version_id)
        .map((option) => ({
          option_id: option.option_id,
          text_en: option.alternative_en ?? option.text_en,
          text_tr: option.alternative_tr ?? option.text_tr,
        })),
    };
  });
}

function answerOf(saved: SavedAnswer): QbTakeAnswer {
  return {
    question_id: saved.question_id,
    option_ids: saved.option_ids,
    scale_value: saved.scale_value,
    text_value: saved.text_value,
    answered_at: saved.answered_at.toISOString(),
  };
}

/** The keys of a quiz by question (a ranking's in order). */
function keysByQuestion(keys: { question_id: string; option_id: string }[]) {
  const byQuestion = new Map<string, string[]>();
  for (const key of keys) {
    byQuestion.set(key.question_id, [...(byQuestion.get(key.question_id) ?? []), key.option_id]);
  }
  return byQuestion;
}

/** Scores answers: per question whether it earned its points, and the totals. */
function scoreOf(
  quiz: QuizRow,
  questions: QuizQuestionRow[],
  keys: Map<string, string[]>,
  answers: Map<string, SavedAnswer>,
) {
  const knowledge = quiz.purpose === 'knowledge';
  const perQuestion = questions.map((question) => {
    const key = keys.get(question.question_id) ?? [];
    const scored = knowledge && key.length > 0 && isChoice(question.type);
    const answer = answers.get(question.question_id);
    const correct = scored
      ? answer !== undefined && matchesKey(question.type, answer.option_ids, key)
      : null;
    return {
      question_id: question.question_id,
      correct,
      points_earned: correct === true ? question.points : 0,
      correct_option_ids: scored ? key : [],
      points: scored ? question.points : 0,
    };
  });
  return {
    perQuestion,
    score: perQuestion.reduce((sum, entry) => sum + entry.points_earned, 0),
    maxScore: perQuestion.reduce((sum, entry) => sum + entry.points, 0),
  };
}

/**
 * A quiz as its taker sees it: the questions, the user's answers to their
 * current versions, the attempt and, once completed, the result. Without a
 * user (an admin's preview) there are no answers.
 */
async function readTakeQuiz(
  executor: Executor,
  quiz: QuizRow,
  userId: string | null,
): Promise<QbTakeQuiz> {
  const repository = createQbTakingRepository(executor);
  const rows = await repository.quizQuestions(quiz.quiz_id);
  const [rendered, keys, saved, attempt] = await Promise.all([
    renderQuizQuestions(executor, rows),
    repository.answerKeys(quiz.quiz_id),
    userId === null
      ? Promise.resolve([])
      : repository.answers(
          userId,
          quiz.quiz_id,
          rows.map((row) => row.version_id),
        ),
    userId === null ? Promise.resolve(undefined) : repository.attempt(userId, quiz.quiz_id),
  ]);
  const answers = new Map(saved.map((answer) => [answer.question_id, answer]));
  const scoring = scoreOf(quiz, rows, keysByQuestion(keys), answers);
  const points = new Map(scoring.perQuestion.map((entry) => [entry.question_id, entry.points]));
  const knowledge = quiz.purpose === 'knowledge';
  return {
    quiz_id: quiz.quiz_id,
    title_en: quiz.title_en,
    title_tr: quiz.title_tr,
    description_en: quiz.description_en,
    description_tr: quiz.description_tr,
    purpose: quiz.purpose,
    pass_score: quiz.pass_score,
    max_score: scoring.maxScore,
    questions: rendered.map(({ row, en, tr, options }) => ({
      question_id: row.question_id,
      version_id: row.version_id,
      position: row.position,
      type: row.type,
      scale_max: row.scale_max,
      text_en: en,
      text_tr: tr,
      options,
      points: points.get(row.question_id) ?? 0,
    })),
    answers: rows.flatMap((row) => {
      const answer = answers.get(row.question_id);
      return answer === undefined ? [] : [answerOf(answer)];
    }),
    started_at: attempt?.started_at.toISOString() ?? null,
    completed_at: attempt?.completed_at?.toISOString() ?? null,
    can_retake: !knowledge,
    result: resultOf(quiz, attempt, rows.length, answers.size, scoring),
  };
}

function resultOf(
  quiz: QuizRow,
  attempt: AttemptRow | undefined,
  questionCount: number,
  answeredCount: number,
  scoring: ReturnType<typeof scoreOf>,
): QbQuizResult | null {
  if (attempt?.completed_at === null || attempt?.completed_at === undefined) return null;
  const knowledge = quiz.purpose === 'knowledge';
  const score = knowledge ? (attempt.score ?? scoring.score) : null;
  return {
    completed_at: attempt.completed_at.toISOString(),
    answered_count: answeredCount,
    question_count: questionCount,
    score,
    max_score: knowledge ? (attempt.max_score ?? scoring.maxScore) : null,
    passed: score === null || quiz.pass_score === null ? null : score >= quiz.pass_score,
    questions: knowledge
      ? scoring.perQuestion.map((entry) => ({
          question_id: entry.question_id,
          correct: entry.correct,
          points_earned: entry.points_earned,
          correct_option_ids: entry.correct_option_ids,
        }))
      : [],
  };
}

/**
 * Taking quizzes and bundles (signed-in users): published ones only, answers
 * saved one by one (a reload resumes), completion with the score of a
 * knowledge quiz, and retakes of surveys and matching quizzes. Admins preview
 * a bundle of any status.
 */
export function createQbTakingService(db: Database) {
  async function guarded<Result>(work: () => Promise<Result>): Promise<Result> {
    try {
      return await work();
    } catch (error) {
      if (isConcurrentConflict(error)) {
        throw AppError.conflict('This quiz changed at the same time; please try again');
      }
      throw error;
    }
  }

  /** The quiz when published, else 404. */
  async function publishedQuiz(executor: Executor, quizId: string) {
    const quiz = await createQbTakingRepository(executor).quiz(quizId);
    if (quiz?.status !== 'published') throw quizNotFound();
    return quiz;
  }

  async function bundleOf(
    bundle: BundleRow,
    quizzes: QuizRow[],
    userId: string | null,
  ): Promise<QbTakeBundle> {
    const repository = createQbTakingRepository(db);
    const quizIds = quizzes.map((quiz) => quiz.quiz_id);
    const [progress, attempts] = await Promise.all([
      repository.progress(userId, quizIds),
      userId === null ? Promise.resolve([]) : repository.attempts(userId, quizIds),
    ]);
    const completedAt = new Map(attempts.map((attempt) => [attempt.quiz_id, attempt.completed_at]));
    const items = quizzes.map((quiz, position) => ({
      quiz_id: quiz.quiz_id,
      position,
      title_en: quiz.title_en,
      title_tr: quiz.title_tr,
      purpose: quiz.purpose,
      question_count: progress.get(quiz.quiz_id)?.question_count ?? 0,
      answered_count: progress.get(quiz.quiz_id)?.answered_count ?? 0,
      completed_at: completedAt.get(quiz.quiz_id)?.toISOString() ?? null,
    }));
    return {
      bundle_id: bundle.bundle_id,
      title_en: bundle.title_en,
      title_tr: bundle.title_tr,
      description_en: bundle.description_en,
      description_tr: bundle.description_tr,
      quizzes: items,
      completed: items.length > 0 && items.every((item) => item.completed_at !== null),
    };
  }

  return {
    async openQuizzes(user: AuthUser): Promise<QbOpenQuizzes> {
      const repository = createQbTakingRepository(db);
      const [bundles, quizzes] = await Promise.all([
        repository.publishedBundles(),
        repository.standaloneQuizzes(),
      ]);
      const bundleQuizIds = bundles.flatMap((bundle) => bundle.quiz_ids);
      const quizIds = quizzes.map((quiz) => quiz.quiz_id);
      const [progress, attempts] = await Promise.all([
        repository.progress(user.userId, quizIds),
        repository.attempts(user.userId, [...new Set([...quizIds, ...bundleQuizIds])]),
      ]);
      const completedAt = new Map(
        attempts.map((attempt) => [attempt.quiz_id, attempt.completed_at]),
      );
      return {
        bundles: bundles.map(({ bundle, quiz_ids }) => ({
          bundle_id: bundle.bundle_id,
          title_en: bundle.title_en,
          title_tr: bundle.title_tr,
          description_en: bundle.description_en,
          description_tr: bundle.description_tr,
          quiz_count: quiz_ids.length,
          completed_count: quiz_ids.filter((quizId) => (completedAt.get(quizId) ?? null) !== null)
            .length,
        })),
        quizzes: quizzes.map((quiz) => ({
          quiz_id: quiz.quiz_id,
          title_en: quiz.title_en,
          title_tr: quiz.title_tr,
          description_en: quiz.description_en,
          description_tr: quiz.description_tr,
          purpose: quiz.purpose,
          question_count: progress.get(quiz.quiz_id)?.question_count ?? 0,
          answered_count: progress.get(quiz.quiz_id)?.answered_count ?? 0,
          completed_at: completedAt.get(quiz.quiz_id)?.toISOString() ?? null,
        })),
      };
    },

    async quiz(quizId: string, user: AuthUser): Promise<QbTakeQuiz> {
      return readTakeQuiz(db, await publishedQuiz(db, quizId), user.userId);
    },

    async answer(
      quizId: string,
      questionId: string,
      body: QbAnswerBody,
      user: AuthUser,
    ): Promise<QbTakeAnswer> {
      return guarded(() =>
        db.transaction(async (transaction) => {
          const saved = await saveAnswer(transaction, {
            userId: user.userId,
            quizId,
            questionId,
            answer: body,
            bundleId: body.bundle_id,
          });
          return saved.answer;
        }),
      );
    },

    /**
     * Completes the user's attempt: 400 while a question is unanswered; a
     * knowledge quiz is scored and its score kept on the attempt.
     */
    async complete(quizId: string, user: AuthUser): Promise<QbTakeQuiz> {
      return guarded(() =>
        db.transaction(async (transaction) => {
          const quiz = await publishedQuiz(transaction, quizId);
          const repository = createQbTakingRepository(transaction);
          const attempt = await repository.startAttempt(user.userId, quizId, null);
          if (attempt.completed_at !== null) throw AppError.conflict(qbTakeMessages.completed);
          const rows = await repository.quizQuestions(quizId);
          const [saved, keys] = await Promise.all([
            repository.answers(
              user.userId,
              quizId,
              rows.map((row) => row.version_id),
            ),
            repository.answerKeys(quizId),
          ]);
          const answers = new Map(saved.map((answer) => [answer.question_id, answer]));
          const unanswered = rows.filter((row) => !answers.has(row.question_id)).length;
          if (unanswered > 0) throw AppError.badRequest(qbUnansweredMessage(unanswered));
          const knowledge = quiz.purpose === 'knowledge';
          const scoring = scoreOf(quiz, rows, keysByQuestion(keys), answers);
          await repository.finishAttempt(user.userId, quizId, {
            completed_at: new Date(),
            score: knowledge ? scoring.score : null,
            max_score: knowledge ? scoring.maxScore : null,
          });
          return readTakeQuiz(transaction, quiz, user.userId);
        }),
      );
    },

    /** Opens a completed survey or matching quiz again; the answers stay to be edited. */
    async retake(quizId: string, user: AuthUser): Promise<QbTakeQuiz> {
      return guarded(() =>
        db.transaction(async (transaction) => {
          const quiz = await publishedQuiz(transaction, quizId);
          if (quiz.purpose === 'knowledge') throw AppError.conflict(qbTakeMessages.noRetake);
          const repository = createQbTakingRepository(transaction);
          const attempt = await repository.lockAttempt(user.userId, quizId);
          if (attempt?.completed_at === null || attempt?.completed_at === undefined) {
            throw AppError.conflict(qbTakeMessages.notCompleted);
          }
          await repository.finishAttempt(user.userId, quizId, {
            completed_at: null,
            score: null,
            max_score: null,
          });
          return readTakeQuiz(transaction, quiz, user.userId);
        }),
      );
    },

    async bundle(bundleId: string, user: AuthUser): Promise<QbTakeBundle> {
      const repository = createQbTakingRepository(db);
      const bundle = await repository.bundle(bundleId);
      if (bundle?.status !== 'published') throw bundleNotFound();
      return bundleOf(bundle, await repository.bundleQuizzes(bundleId, false), user.userId);
    },

    /** A bundle of any status as a user will see it, every quiz with its questions. */
    async preview(bundleId: string): Promise<QbBundlePreview> {
      const repository = createQbTakingRepository(db);
      const bundle = await repository.bundle(bundleId);
      if (bundle === undefined) throw AppError.notFound('Bundle not found');
      const quizzes = await repository.bundleQuizzes(bundleId, true);
      const [summary, ...taken] = await Promise.all([
        bundleOf(bundle, quizzes, null),
        ...quizzes.map((quiz) => readTakeQuiz(db, quiz, null)),
      ]);
      return { bundle: summary, quizzes: taken };
    },
  };
}

export type QbTakingService = ReturnType<typeof createQbTakingService>;
