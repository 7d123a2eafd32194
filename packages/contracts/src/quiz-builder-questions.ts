import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { timestampsShape } from './schema-parts';
import {
  qbIdSchema,
  qbQuerySchema,
  qbQuestionStatusSchema,
  type QbQuestionType,
  qbQuestionTypeSchema,
  qbReportRepeats,
  qbScaleMaxima,
} from './quiz-builder';
import { qbMatterRefSchema } from './quiz-builder-matters';

/**
 * The quiz builder's questions (admins): a type, a phrase or its own text,
 * matters, ordered options, an importance weight and a status. What can be
 * answered (type, scale, options) lives in versions; see
 * docs/decisions/013-quiz-builder.md.
 */

export const qbQuestionLimits = {
  textMaxLength: 300,
  mattersMax: 5,
  optionsMax: 20,
  importanceMin: 1,
  importanceMax: 10,
  /** Choice and ranking questions offer at least this many options. */
  choiceOptionsMin: 2,
} as const;

/** The types answered by choosing (or ordering) options; the others take no options. */
export const qbChoiceTypes = ['single_choice', 'multiple_choice', 'ranking'] as const;

export function qbIsChoiceType(type: QbQuestionType): boolean {
  return (qbChoiceTypes as readonly string[]).includes(type);
}

export const qbQuestionMessages = {
  phraseOrText: 'Use a phrase or the question’s own text, not both',
  matterTwice: 'A matter is listed twice',
  optionTwice: 'Options must be unique within a question: this option is listed twice',
  importance: `importance must be a whole number from ${String(
    qbQuestionLimits.importanceMin,
  )} to ${String(qbQuestionLimits.importanceMax)}`,
  scaleMax: `A scale question needs scale_max ${qbScaleMaxima.join(' or ')}`,
  scaleMaxOnlyForScale: 'Only a scale question has scale_max',
  phraseMissing: 'The phrase does not exist',
  alternativeNotOfOption: 'This alternative is not a wording of this option',
} as const;

/** The message of a choice type with too few options. */
export function qbTooFewOptionsMessage(type: QbQuestionType): string {
  return `A ${type} question needs at least ${String(qbQuestionLimits.choiceOptionsMin)} options`;
}

/** The message of options given to a type that takes none. */
export function qbNoOptionsMessage(type: QbQuestionType): string {
  return `A ${type} question takes no options`;
}

export function qbUnknownMatterMessage(matterId: string): string {
  return `The matter ${matterId} does not exist`;
}

export function qbUnknownOptionMessage(optionId: string): string {
  return `The option ${optionId} does not exist`;
}

/** The message of a phrase whose placeholders need more matters than the question has. */
export function qbPhraseNeedsMattersMessage(needed: number, given: number): string {
  return `The phrase needs ${String(needed)} ${needed === 1 ? 'matter' : 'matters'} for its placeholders, but the question has ${String(given)}`;
}

/** Own text: optional here, required in both languages when there is no phrase (checked below). */
const ownTextSchema = z
  .string()
  .trim()
  .max(qbQuestionLimits.textMaxLength)
  .nullable()
  .default(null);

/** An offered option; `alternative_id` shows one of its alternative wordings instead. */
export const qbQuestionOptionBodySchema = z.object({
  option_id: qbIdSchema,
  alternative_id: qbIdSchema.nullable().default(null),
});

/**
 * `POST /admin/qb/question/main` and `PUT …/{question_id}`: the wording is a
 * phrase (filled from the matters) or the question's own text in both
 * languages; `options` is the whole ordered list. Choice and ranking types
 * need at least two options, scale and short text take none; a scale is 1-5
 * or 1-7 (`scale_max`).
 */
export const qbQuestionBodySchema = z
  .object({
    type: qbQuestionTypeSchema,
    scale_max: z
      .union([z.literal(5), z.literal(7)], { error: qbQuestionMessages.scaleMax })
      .nullable()
      .default(null),
    phrase_id: qbIdSchema.nullable().default(null),
    text_en: ownTextSchema,
    text_tr: ownTextSchema,
    matter_ids: z.array(qbIdSchema).max(qbQuestionLimits.mattersMax).default([]),
    options: z.array(qbQuestionOptionBodySchema).max(qbQuestionLimits.optionsMax).default([]),
    importance: z
      .number({ error: qbQuestionMessages.importance })
      .int({ error: qbQuestionMessages.importance })
      .min(qbQuestionLimits.importanceMin, { error: qbQuestionMessages.importance })
      .max(qbQuestionLimits.importanceMax, { error: qbQuestionMessages.importance })
      .default(1),
    status: qbQuestionStatusSchema.default('draft'),
  })
  .superRefine((body, context) => {
    const hasText = (value: string | null) => value !== null && value !== '';
    if (body.phrase_id === null) {
      // Reported on the empty text, which describeIssue reads as "text_tr is required".
      for (const field of ['text_en', 'text_tr'] as const) {
        if (!hasText(body[field])) {
          context.addIssue({ code: 'custom', path: [field], message: `${field} is required` });
        }
      }
    } else if (hasText(body.text_en) || hasText(body.text_tr)) {
      context.addIssue({
        code: 'custom',
        path: [hasText(body.text_en) ? 'text_en' : 'text_tr'],
        message: qbQuestionMessages.phraseOrText,
      });
    }
    qbReportRepeats(
      body.matter_ids,
      (index) => ['matter_ids', index],
      qbQuestionMessages.matterTwice,
      context,
    );
    qbReportRepeats(
      body.options.map((option) => option.option_id),
      (index) => ['options', index, 'option_id'],
      qbQuestionMessages.optionTwice,
      context,
    );
    if (qbIsChoiceType(body.type)) {
      if (body.options.length < qbQuestionLimits.choiceOptionsMin) {
        context.addIssue({
          code: 'custom',
          path: ['options'],
          message: qbTooFewOptionsMessage(body.type),
        });
      }
    } else if (body.options.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: qbNoOptionsMessage(body.type),
      });
    }
    if (body.type === 'scale' && body.scale_max === null) {
      context.addIssue({
        code: 'custom',
        path: ['scale_max'],
        message: qbQuestionMessages.scaleMax,
      });
    } else if (body.type !== 'scale' && body.scale_max !== null) {
      context.addIssue({
        code: 'custom',
        path: ['scale_max'],
        message: qbQuestionMessages.scaleMaxOnlyForScale,
      });
    }
  });
export type QbQuestionBody = z.infer<typeof qbQuestionBodySchema>;
export type QbQuestionInput = z.input<typeof qbQuestionBodySchema>;

/** An offered option as the question shows it: `shown_*` is the alternative's wording if one is chosen. */
export const qbQuestionOptionSchema = z.object({
  option_id: z.string(),
  alternative_id: z.string().nullable(),
  text_en: z.string(),
  text_tr: z.string(),
  value: z.number(),
  shown_en: z.string(),
  shown_tr: z.string(),
});
export type QbQuestionOption = z.infer<typeof qbQuestionOptionSchema>;

/**
 * A question as admins see it: `rendered_en/tr` is exactly what users read
 * (the phrase filled with the matters' names, or the own text); `type`,
 * `scale_max` and `options` are those of the current version.
 */
export const qbQuestionSchema = z.object({
  question_id: z.string(),
  type: qbQuestionTypeSchema,
  scale_max: z.number().int().nullable(),
  phrase: z
    .object({ phrase_id: z.string(), template_en: z.string(), template_tr: z.string() })
    .nullable(),
  text_en: z.string().nullable(),
  text_tr: z.string().nullable(),
  rendered_en: z.string(),
  rendered_tr: z.string(),
  matters: z.array(qbMatterRefSchema),
  options: z.array(qbQuestionOptionSchema),
  importance: z.number().int(),
  status: qbQuestionStatusSchema,
  current_version: z.number().int(),
  version_id: z.string(),
  /** How many versions the question has had (the current one included). */
  version_count: z.number().int(),
  /** Responses to any version. */
  response_count: z.number().int(),
  quiz_count: z.number().int(),
  ...timestampsShape,
});
export type QbQuestion = z.infer<typeof qbQuestionSchema>;

/**
 * `GET /admin/qb/question/main/all`: a Turkish-aware search over the text
 * (own text, phrase and the rendered wording); filters by the current type,
 * status and a matter; newest change first.
 */
export const qbQuestionListQuerySchema = paginationQuerySchema.extend({
  q: qbQuerySchema,
  type: qbQuestionTypeSchema.optional(),
  status: qbQuestionStatusSchema.optional(),
  matter_id: qbIdSchema.optional(),
});
export type QbQuestionListQuery = z.infer<typeof qbQuestionListQuerySchema>;

export const qbQuestionPageSchema = pageSchema(qbQuestionSchema);
export type QbQuestionPage = z.infer<typeof qbQuestionPageSchema>;

export const qbQuestionIdParamsSchema = z.object({ question_id: qbIdSchema });
