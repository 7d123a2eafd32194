import { and, eq, inArray } from 'drizzle-orm';
import {
  foldSearchText,
  type QbQuestionStatus,
  type QbQuestionType,
  type QbQuizPurpose,
  type QbQuizStatus,
} from '@campus/contracts';
import {
  qbQuestionVersions,
  qbQuestions,
} from '../../../src/features/quiz-builder/questions.tables';
import {
  qbMatters,
  qbOptions,
  qbPhrases,
  type QbMatterRow,
  type QbOptionAlternativeRow,
  type QbOptionRow,
  type QbPhraseRow,
} from '../../../src/features/quiz-builder/quiz-builder.tables';
import { qbQuizzes } from '../../../src/features/quiz-builder/quizzes.tables';
import {
  qbQuizAttempts,
  qbResponseChoices,
  qbResponses,
} from '../../../src/features/quiz-builder/responses.tables';
import { createQuizBuilderRepository } from '../../../src/features/quiz-builder/quiz-builder.repository';
import { createQbQuestionsRepository } from '../../../src/features/quiz-builder/questions.repository';
import {
  renderTemplate,
  searchTextOf as questionSearchText,
} from '../../../src/features/quiz-builder/question-wording';
import {
  createQbQuizzesRepository,
  type QuizRow,
} from '../../../src/features/quiz-builder/quizzes.repository';
import { isScoredType } from '../../../src/features/quiz-builder/quiz-rules';
import type { TestContext } from '../app';

/**
 * The quiz builder's things written straight to the database through the
 * feature's repositories (no audit entries, no HTTP): matters, options,
 * phrases, questions with their first version, quizzes with their questions
 * and keys, and the answers users leave. Every option has a default, so
 * `createQuestion(t)` alone makes a draft short-text question.
 */

/** The `created_by` of what the factories make (the column has no key to users). */
export const factoryActorId = '00000000-0000-4000-8000-0000000000fa';

let counter = 0;
function next(): string {
  counter += 1;
  return String(counter);
}

async function one<Row>(rows: Promise<Row[]>, what: string): Promise<Row> {
  const [row] = await rows;
  if (row === undefined) throw new Error(`${what} is not in the database`);
  return row;
}

// ─── Matters ────────────────────────────────────────────────────────────────

export interface MatterOptions {
  name_en?: string;
  name_tr?: string;
  description_en?: string;
  description_tr?: string;
  parent_id?: string | null;
  actorId?: string;
}

/** A matter (a subject or topic), at the top unless a parent is given. */
export async function createMatter(
  t: TestContext,
  options: MatterOptions = {},
): Promise<QbMatterRow> {
  const number = next();
  const matterId = await createQuizBuilderRepository(t.database.db).insertMatter(
    {
      name_en: options.name_en ?? `Matter ${number}`,
      name_tr: options.name_tr ?? `Konu ${number}`,
      description_en: options.description_en ?? '',
      description_tr: options.description_tr ?? '',
      parent_id: options.parent_id ?? null,
    },
    options.actorId ?? factoryActorId,
  );
  return one(
    t.database.db.select().from(qbMatters).where(eq(qbMatters.matter_id, matterId)),
    'The matter',
  );
}

// ─── Options ────────────────────────────────────────────────────────────────

export interface OptionOptions {
  text_en?: string;
  text_tr?: string;
  /** The value for scoring; 1 unless given. */
  value?: number;
  /** Other wordings of the choice, in order. */
  alternatives?: { text_en: string; text_tr: string }[];
  actorId?: string;
}

export type CreatedOption = QbOptionRow & { alternatives: QbOptionAlternativeRow[] };

/** An answer choice with its alternative wordings (in their order). */
export async function createOption(
  t: TestContext,
  options: OptionOptions = {},
): Promise<CreatedOption> {
  const number = next();
  const values = {
    text_en: options.text_en ?? `Option ${number}`,
    text_tr: options.text_tr ?? `Seçenek ${number}`,
    value: options.value ?? 1,
  };
  const alternatives = options.alternatives ?? [];
  const repository = createQuizBuilderRepository(t.database.db);
  const searchText = foldSearchText(
    [
      values.text_en,
      values.text_tr,
      ...alternatives.flatMap((alternative) => [alternative.text_en, alternative.text_tr]),
    ].join(' '),
  );
  const optionId = await repository.insertOption(
    values,
    searchText,
    options.actorId ?? factoryActorId,
  );
  for (const [position, alternative] of alternatives.entries()) {
    await repository.insertAlternative(optionId, alternative, position);
  }
  const row = await one(
    t.database.db.select().from(qbOptions).where(eq(qbOptions.option_id, optionId)),
    'The option',
  );
  return { ...row, alternatives: await repository.alternativesOf([optionId]) };
}

// ─── Phrases ────────────────────────────────────────────────────────────────

export interface PhraseOptions {
  /** `{matter}` and `{matter_2}` are filled by a question's matters. */
  template_en?: string;
  template_tr?: string;
  actorId?: string;
}

/** A sentence template; "Do you like {matter}? N" unless given. */
export async function createPhrase(
  t: TestContext,
  options: PhraseOptions = {},
): Promise<QbPhraseRow> {
  const number = next();
  const phraseId = await createQuizBuilderRepository(t.database.db).insertPhrase(
    {
      template_en: options.template_en ?? `Do you like {matter}? ${number}`,
      template_tr: options.template_tr ?? `{matter} sever misiniz? ${number}`,
    },
    options.actorId ?? factoryActorId,
  );
  return one(
    t.database.db.select().from(qbPhrases).where(eq(qbPhrases.phrase_id, phraseId)),
    'The phrase',
  );
}

// ─── Questions ──────────────────────────────────────────────────────────────

/** An option a question offers: an option (or its id) and the wording it shows. */
export interface QuestionOptionInput {
  option_id: string;
  alternative_id?: string | null;
}

export interface QuestionOptions {
  /** `single_choice` when options are given, `short_text` otherwise. */
  type?: QbQuestionType;
  /** For a scale: 5 unless given. */
  scale_max?: 5 | 7;
  /** Worded by a phrase (filled by the matters) instead of its own text. */
  phrase_id?: string;
  /** Its own text; "Question N" / "Soru N" unless given (ignored with a phrase). */
  text_en?: string;
  text_tr?: string;
  matter_ids?: string[];
  /** The options of version 1 in order (option rows from createOption fit). */
  options?: QuestionOptionInput[];
  importance?: number;
  status?: QbQuestionStatus;
  actorId?: string;
}

export interface CreatedQuestion {
  question_id: string;
  /** The id of version 1, its current version. */
  version_id: string;
  type: QbQuestionType;
  scale_max: number | null;
  status: QbQuestionStatus;
  phrase_id: string | null;
  text_en: string | null;
  text_tr: string | null;
  /** The wording shown: its own text or the phrase filled with the matters. */
  rendered_en: string;
  rendered_tr: string;
  matter_ids: string[];
  option_ids: string[];
}

/**
 * A question with its version 1 (type, scale, options) and matters, as the
 * API would save it, searchable by its rendered wording.
 */
export async function createQuestion(
  t: TestContext,
  options: QuestionOptions = {},
): Promise<CreatedQuestion> {
  const db = t.database.db;
  const number = next();
  const type = options.type ?? (options.options === undefined ? 'short_text' : 'single_choice');
  const scaleMax = type === 'scale' ? (options.scale_max ?? 5) : null;
  const matterIds = options.matter_ids ?? [];
  const phrase =
    options.phrase_id === undefined
      ? null
      : await one(
          db.select().from(qbPhrases).where(eq(qbPhrases.phrase_id, options.phrase_id)),
          'The phrase',
        );
  const values = {
    phrase_id: phrase?.phrase_id ?? null,
    text_en: phrase === null ? (options.text_en ?? `Question ${number}`) : null,
    text_tr: phrase === null ? (options.text_tr ?? `Soru ${number}`) : null,
    importance: options.importance ?? 1,
    status: options.status ?? 'draft',
  };
  const matterRows =
    matterIds.length === 0
      ? []
      : await db.select().from(qbMatters).where(inArray(qbMatters.matter_id, matterIds));
  const matters = matterIds.flatMap((matterId) =>
    matterRows.filter((matter) => matter.matter_id === matterId),
  );
  const wording =
    phrase === null
      ? { en: values.text_en ?? '', tr: values.text_tr ?? '' }
      : {
          en: renderTemplate(phrase.template_en, matters, 'en'),
          tr: renderTemplate(phrase.template_tr, matters, 'tr'),
        };
  const actorId = options.actorId ?? factoryActorId;
  const repository = createQbQuestionsRepository(db);
  const questionId = await repository.insertQuestion(
    values,
    questionSearchText(wording, values),
    actorId,
  );
  await repository.setMatters(questionId, matterIds);
  const versionId = await repository.insertVersion(
    questionId,
    1,
    { type, scale_max: scaleMax },
    actorId,
  );
  const offered = options.options ?? [];
  await repository.setVersionOptions(
    versionId,
    offered.map((option) => ({
      option_id: option.option_id,
      alternative_id: option.alternative_id ?? null,
    })),
  );
  return {
    question_id: questionId,
    version_id: versionId,
    type,
    scale_max: scaleMax,
    status: values.status,
    phrase_id: values.phrase_id,
    text_en: values.text_en,
    text_tr: values.text_tr,
    rendered_en: wording.en,
    rendered_tr: wording.tr,
    matter_ids: matterIds,
    option_ids: offered.map((option) => option.option_id),
  };
}

// ─── Quizzes ────────────────────────────────────────────────────────────────

export interface QuizQuestionInput {
  question_id: string;
  /** 1 unless given; 0 for a scale or short text in a knowledge quiz, as the API saves it. */
  points?: number;
  /** The answer key (knowledge quizzes only; ignored otherwise, as the API does). */
  correct_option_ids?: string[];
}

export interface QuizOptions {
  title_en?: string;
  title_tr?: string;
  description_en?: string;
  description_tr?: string;
  /** `survey` unless given. */
  purpose?: QbQuizPurpose;
  /** `draft` unless given; `published` sets published_at to now. */
  status?: QbQuizStatus;
  pass_score?: number | null;
  /** Its questions in order (question records from createQuestion fit). */
  questions?: QuizQuestionInput[];
  actorId?: string;
}

/**
 * A quiz with its ordered questions, points and answer keys, as the API
 * would save it, without the API's checks: a test can make a quiz the API
 * would refuse to publish. The quiz row is returned.
 */
export async function createQuiz(t: TestContext, options: QuizOptions = {}): Promise<QuizRow> {
  const db = t.database.db;
  const number = next();
  const purpose = options.purpose ?? 'survey';
  const status = options.status ?? 'draft';
  const values = {
    title_en: options.title_en ?? `Quiz ${number}`,
    title_tr: options.title_tr ?? `Test ${number}`,
    description_en: options.description_en ?? '',
    description_tr: options.description_tr ?? '',
    status,
    purpose,
    pass_score: purpose === 'knowledge' ? (options.pass_score ?? null) : null,
    published_at: status === 'published' ? new Date() : null,
  };
  const questions = options.questions ?? [];
  const types = new Map<string, QbQuestionType>();
  if (purpose === 'knowledge' && questions.length > 0) {
    // A question's type is its current version's: that decides whether it is scored.
    const rows = await db
      .select({ question_id: qbQuestions.question_id, type: qbQuestionVersions.type })
      .from(qbQuestions)
      .innerJoin(
        qbQuestionVersions,
        and(
          eq(qbQuestionVersions.question_id, qbQuestions.question_id),
          eq(qbQuestionVersions.version_number, qbQuestions.current_version),
        ),
      )
      .where(
        inArray(
          qbQuestions.question_id,
          questions.map((question) => question.question_id),
        ),
      );
    for (const row of rows) types.set(row.question_id, row.type);
  }
  const repository = createQbQuizzesRepository(db);
  const quizId = await repository.insertQuiz(
    values,
    foldSearchText(
      [values.title_en, values.title_tr, values.description_en, values.description_tr].join(' '),
    ),
    options.actorId ?? factoryActorId,
  );
  await repository.setQuestions(
    quizId,
    questions.map((question) => {
      const type = types.get(question.question_id);
      const unscored = purpose === 'knowledge' && type !== undefined && !isScoredType(type);
      return {
        question_id: question.question_id,
        points: unscored ? 0 : (question.points ?? 1),
        correct_option_ids: purpose === 'knowledge' ? (question.correct_option_ids ?? []) : [],
      };
    }),
  );
  return one(db.select().from(qbQuizzes).where(eq(qbQuizzes.quiz_id, quizId)), 'The quiz');
}

/** Publishes a quiz as of now (no checks, no audit), and answers the row. */
export async function publishQuiz(t: TestContext, quizId: string): Promise<QuizRow> {
  return one(
    t.database.db
      .update(qbQuizzes)
      .set({ status: 'published', published_at: new Date(), updated_at: new Date() })
      .where(eq(qbQuizzes.quiz_id, quizId))
      .returning(),
    'The quiz',
  );
}

// ─── Answers ────────────────────────────────────────────────────────────────

export interface ResponseOptions {
  user_id: string;
  quiz_id: string;
  question_id: string;
  /** The answered version (a question record's `version_id`). */
  version_id: string;
  scale_value?: number | null;
  text_value?: string | null;
  /** The chosen options, in rank order for a ranking (`ranked: true`). */
  option_ids?: string[];
  ranked?: boolean;
  answered_at?: Date;
}

/** One user's answer to one question version in a quiz; its response_id. */
export async function createResponse(t: TestContext, options: ResponseOptions): Promise<number> {
  const db = t.database.db;
  const response = await one(
    db
      .insert(qbResponses)
      .values({
        user_id: options.user_id,
        quiz_id: options.quiz_id,
        question_id: options.question_id,
        version_id: options.version_id,
        scale_value: options.scale_value ?? null,
        text_value: options.text_value ?? null,
        ...(options.answered_at === undefined
          ? {}
          : { answered_at: options.answered_at, updated_at: options.answered_at }),
      })
      .returning({ response_id: qbResponses.response_id }),
    'The response',
  );
  const optionIds = options.option_ids ?? [];
  if (optionIds.length > 0) {
    await db.insert(qbResponseChoices).values(
      optionIds.map((optionId, index) => ({
        response_id: response.response_id,
        version_id: options.version_id,
        option_id: optionId,
        position: options.ranked === true ? index + 1 : null,
      })),
    );
  }
  return response.response_id;
}

export interface AttemptOptions {
  user_id: string;
  quiz_id: string;
  bundle_id?: string | null;
  /** When it was completed (`true` = now); not completed unless given. */
  completed?: Date | boolean;
  score?: number | null;
  max_score?: number | null;
}

/** A user's attempt at a quiz: started, and completed when asked. */
export async function createAttempt(t: TestContext, options: AttemptOptions) {
  const completedAt =
    options.completed === true
      ? new Date()
      : options.completed instanceof Date
        ? options.completed
        : null;
  return one(
    t.database.db
      .insert(qbQuizAttempts)
      .values({
        user_id: options.user_id,
        quiz_id: options.quiz_id,
        bundle_id: options.bundle_id ?? null,
        completed_at: completedAt,
        score: options.score ?? null,
        max_score: options.max_score ?? null,
      })
      .returning(),
    'The attempt',
  );
}
