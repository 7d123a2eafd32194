import { z } from 'zod';
import {
  qbIdSchema,
  qbOptionBodySchema,
  qbPhraseBodySchema,
  qbQuestionStatusSchema,
  qbQuestionTypeSchema,
  qbQuizPurposeSchema,
  qbReportRepeats,
} from './quiz-builder';
import { qbMatterBodySchema } from './quiz-builder-matters';
import { qbQuestionBodySchema } from './quiz-builder-questions';
import { qbQuizBodySchema, qbQuizLimits } from './quiz-builder-quizzes';
import { isoDateTime } from './schema-parts';

/**
 * A whole quiz as one JSON document, to move it from one installation to
 * another (issue #7): the quiz with its ordered questions and answer keys,
 * the current version of every question, and every phrase, option (with its
 * alternative wordings) and matter (with its parents) they use. Ids are kept:
 * uuids stay unique across installations (docs/decisions/013-quiz-builder.md),
 * so an import reuses what is already there and inserts the rest.
 */

export const qbQuizDocumentFormat = 'campushub.quiz';
export const qbQuizDocumentVersion = 1;

/** The largest document `POST /admin/qb/quiz/import` accepts. */
export const qbQuizDocumentMaxBytes = 5 * 1024 * 1024;

export const qbTransferMessages = {
  alreadyInstalled: 'This quiz is already installed',
  listedTwice: 'This id is listed twice in the document',
  questionNotInDocument: 'This question of the quiz is missing from the document’s questions',
  positionTwice: 'Two questions of the quiz have the same position',
  parentCycle: 'A matter cannot be inside itself or one of its own sub-matters',
} as const;

/** The message of a reference found neither in the document nor in this installation. */
export function qbMissingReferenceMessage(thing: string, id: string): string {
  return `The ${thing} ${id} is neither in the document nor installed here`;
}

const bothLanguages = z.object({ en: z.string(), tr: z.string() });

export const qbQuizDocumentQuestionRefSchema = z.object({
  question_id: qbIdSchema,
  position: z.number().int().min(0).max(32767),
  points: z.number().int(),
  correct_option_ids: z.array(qbIdSchema),
});

export const qbQuizDocumentQuestionSchema = z.object({
  question_id: qbIdSchema,
  type: qbQuestionTypeSchema,
  scale_max: z.number().int().nullable(),
  phrase_id: qbIdSchema.nullable(),
  text_en: z.string().nullable(),
  text_tr: z.string().nullable(),
  matter_ids: z.array(qbIdSchema),
  options: z.array(z.object({ option_id: qbIdSchema, alternative_id: qbIdSchema.nullable() })),
  importance: z.number().int(),
  status: qbQuestionStatusSchema,
});
export type QbQuizDocumentQuestion = z.infer<typeof qbQuizDocumentQuestionSchema>;

export const qbQuizDocumentPhraseSchema = z.object({
  phrase_id: qbIdSchema,
  template_en: z.string(),
  template_tr: z.string(),
});
export type QbQuizDocumentPhrase = z.infer<typeof qbQuizDocumentPhraseSchema>;

export const qbQuizDocumentOptionSchema = z.object({
  option_id: qbIdSchema,
  text_en: z.string(),
  text_tr: z.string(),
  value: z.number(),
  alternatives: z.array(
    z.object({ alternative_id: qbIdSchema, text_en: z.string(), text_tr: z.string() }),
  ),
});
export type QbQuizDocumentOption = z.infer<typeof qbQuizDocumentOptionSchema>;

export const qbQuizDocumentMatterSchema = z.object({
  matter_id: qbIdSchema,
  names: bothLanguages,
  descriptions: bothLanguages,
  parent_id: qbIdSchema.nullable(),
});
export type QbQuizDocumentMatter = z.infer<typeof qbQuizDocumentMatterSchema>;

/** The document's shape, as `GET /admin/qb/quiz/main/{quiz_id}/export` writes it. */
export const qbQuizDocumentShapeSchema = z.object({
  format: z.literal(qbQuizDocumentFormat),
  format_version: z.literal(qbQuizDocumentVersion),
  exported_at: isoDateTime,
  quiz: z.object({
    quiz_id: qbIdSchema,
    titles: bothLanguages,
    descriptions: bothLanguages,
    purpose: qbQuizPurposeSchema,
    pass_score: z.number().int().nullable(),
    questions: z.array(qbQuizDocumentQuestionRefSchema).max(qbQuizLimits.questionsMax),
  }),
  questions: z.array(qbQuizDocumentQuestionSchema).max(qbQuizLimits.questionsMax),
  phrases: z.array(qbQuizDocumentPhraseSchema),
  options: z.array(qbQuizDocumentOptionSchema),
  matters: z.array(qbQuizDocumentMatterSchema),
});

type Issues = z.core.$RefinementCtx;

/** A form's field in the document: `title_en` is `titles.en`, `name_tr` is `names.tr`. */
const documentFields: Record<string, [string, string]> = {
  title_en: ['titles', 'en'],
  title_tr: ['titles', 'tr'],
  description_en: ['descriptions', 'en'],
  description_tr: ['descriptions', 'tr'],
  name_en: ['names', 'en'],
  name_tr: ['names', 'tr'],
};

/** Runs a builder form's own rules on a part of the document and reports them at its place. */
function checkWith(
  schema: z.ZodType,
  value: unknown,
  path: (string | number)[],
  context: Issues,
  renamed = false,
) {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const [first, ...rest] = issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key));
    const field = renamed && typeof first === 'string' ? documentFields[first] : undefined;
    context.addIssue({
      code: 'custom',
      path: [...path, ...(field ?? (first === undefined ? [] : [first])), ...rest],
      message: issue.message,
    });
  }
}

function checkUnique(ids: string[], path: (index: number) => (string | number)[], context: Issues) {
  qbReportRepeats(ids, path, qbTransferMessages.listedTwice, context);
}

/**
 * `POST /admin/qb/quiz/import`: the document, checked with the same rules as
 * the builder's forms (texts in both languages, placeholders, unique
 * wordings, question types and their options, answer keys only in knowledge
 * quizzes), ids listed once, and every question of the quiz present. Whether
 * the matters, phrases and options a part names exist (in the document or
 * already installed) is checked by the server.
 */
export const qbQuizDocumentSchema = qbQuizDocumentShapeSchema.superRefine((document, context) => {
  const { quiz } = document;
  checkWith(
    qbQuizBodySchema,
    {
      title_en: quiz.titles.en,
      title_tr: quiz.titles.tr,
      description_en: quiz.descriptions.en,
      description_tr: quiz.descriptions.tr,
      purpose: quiz.purpose,
      pass_score: quiz.pass_score,
      questions: quiz.questions.map((question) => ({
        question_id: question.question_id,
        points: question.points,
        correct_option_ids: question.correct_option_ids,
      })),
    },
    ['quiz'],
    context,
    true,
  );
  document.questions.forEach((question, index) => {
    const { question_id: _questionId, ...body } = question;
    checkWith(qbQuestionBodySchema, body, ['questions', index], context);
  });
  document.phrases.forEach((phrase, index) => {
    const { phrase_id: _phraseId, ...body } = phrase;
    checkWith(qbPhraseBodySchema, body, ['phrases', index], context);
  });
  document.options.forEach((option, index) => {
    const { option_id: _optionId, ...body } = option;
    checkWith(qbOptionBodySchema, body, ['options', index], context);
  });
  document.matters.forEach((matter, index) => {
    checkWith(
      qbMatterBodySchema,
      {
        name_en: matter.names.en,
        name_tr: matter.names.tr,
        description_en: matter.descriptions.en,
        description_tr: matter.descriptions.tr,
        parent_id: matter.parent_id,
      },
      ['matters', index],
      context,
      true,
    );
  });

  checkUnique(
    document.questions.map((question) => question.question_id),
    (index) => ['questions', index, 'question_id'],
    context,
  );
  checkUnique(
    document.phrases.map((phrase) => phrase.phrase_id),
    (index) => ['phrases', index, 'phrase_id'],
    context,
  );
  checkUnique(
    document.options.map((option) => option.option_id),
    (index) => ['options', index, 'option_id'],
    context,
  );
  checkUnique(
    document.options.flatMap((option) =>
      option.alternatives.map((alternative) => alternative.alternative_id),
    ),
    () => ['options'],
    context,
  );
  checkUnique(
    document.matters.map((matter) => matter.matter_id),
    (index) => ['matters', index, 'matter_id'],
    context,
  );

  const questions = new Set(document.questions.map((question) => question.question_id));
  const positions = new Set<number>();
  quiz.questions.forEach((question, index) => {
    if (!questions.has(question.question_id)) {
      context.addIssue({
        code: 'custom',
        path: ['quiz', 'questions', index, 'question_id'],
        message: qbTransferMessages.questionNotInDocument,
      });
    }
    if (positions.has(question.position)) {
      context.addIssue({
        code: 'custom',
        path: ['quiz', 'questions', index, 'position'],
        message: qbTransferMessages.positionTwice,
      });
    }
    positions.add(question.position);
  });
});
export type QbQuizDocument = z.infer<typeof qbQuizDocumentShapeSchema>;

const countsSchema = z.object({
  matters: z.number().int(),
  options: z.number().int(),
  phrases: z.number().int(),
  questions: z.number().int(),
});

/** `POST /admin/qb/quiz/import` → 201: the new draft quiz and what was added or found installed. */
export const qbQuizImportResultSchema = z.object({
  quiz_id: z.string(),
  title_en: z.string(),
  title_tr: z.string(),
  created: countsSchema,
  reused: countsSchema,
});
export type QbQuizImportResult = z.infer<typeof qbQuizImportResultSchema>;
