import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { foldSearchText } from './search-text';
import { timestampsShape } from './schema-parts';

/**
 * The quiz builder (admins): matters, options with their alternative
 * wordings, phrases, questions and their versions, quizzes, bundles and
 * responses. docs/decisions/013-quiz-builder.md describes the model.
 */

// ─── Enumerations of the whole model ────────────────────────────────────────

/** A scale question is answered 1-5 or 1-7 (its version's `scale_max`). */
export const qbQuestionTypes = [
  'single_choice',
  'multiple_choice',
  'scale',
  'ranking',
  'short_text',
] as const;
export const qbQuestionTypeSchema = z.enum(qbQuestionTypes);
export type QbQuestionType = z.infer<typeof qbQuestionTypeSchema>;

export const qbScaleMaxima = [5, 7] as const;

export const qbQuestionStatuses = ['draft', 'active', 'retired'] as const;
export const qbQuestionStatusSchema = z.enum(qbQuestionStatuses);
export type QbQuestionStatus = z.infer<typeof qbQuestionStatusSchema>;

export const qbQuizStatuses = ['draft', 'published', 'archived'] as const;
export const qbQuizStatusSchema = z.enum(qbQuizStatuses);
export type QbQuizStatus = z.infer<typeof qbQuizStatusSchema>;

export const qbQuizPurposes = ['survey', 'matching', 'knowledge'] as const;
export const qbQuizPurposeSchema = z.enum(qbQuizPurposes);
export type QbQuizPurpose = z.infer<typeof qbQuizPurposeSchema>;

export const qbBundleStatuses = ['draft', 'published', 'archived'] as const;
export const qbBundleStatusSchema = z.enum(qbBundleStatuses);
export type QbBundleStatus = z.infer<typeof qbBundleStatusSchema>;

/** The placeholders a phrase may use: the question's first and second matter. */
export const qbPhrasePlaceholders = ['matter', 'matter_2'] as const;
export type QbPhrasePlaceholder = (typeof qbPhrasePlaceholders)[number];

export const qbLimits = {
  queryMaxLength: 100,
  matterNameMaxLength: 120,
  descriptionMaxLength: 2000,
  optionTextMaxLength: 200,
  optionValueMin: -1000,
  optionValueMax: 1000,
  alternativesMax: 10,
  phraseTemplateMaxLength: 300,
  /** How many users of a thing a 409 names before "and N more". */
  usagesNamed: 5,
} as const;

/** The rule messages of the builder's forms (field names come from describeIssue). */
export const qbMessages = {
  invalidId: 'Invalid ID',
  descriptionBothLanguages: 'Description is required in both languages, or in neither',
  optionValue: `value must be a number from ${String(qbLimits.optionValueMin)} to ${String(
    qbLimits.optionValueMax,
  )}`,
  alternativesMax: `An option can have at most ${String(qbLimits.alternativesMax)} alternatives`,
  placeholderBraces: 'Placeholders are written in braces, like {matter}',
  samePlaceholders: 'Both languages must use the same placeholders',
} as const;

/**
 * A phrase's template filled with the question's matters' names (`{matter}`
 * the first, `{matter_2}` the second; a placeholder without a name stays). A
 * sentence that starts with a matter starts with a capital letter, by the
 * language's rules ("ilgi alanları…" reads "İlgi alanları…"). The API renders
 * questions with it and the admin pages preview them with it.
 */
export function qbFillTemplate(
  template: string,
  names: readonly string[],
  language: 'en' | 'tr',
): string {
  const text = qbPhrasePlaceholders.reduce((filled, placeholder, index) => {
    const name = names[index];
    return name === undefined ? filled : filled.split(`{${placeholder}}`).join(name);
  }, template);
  if (!template.startsWith('{') || text === '' || text.startsWith('{')) return text;
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  return `${first.toLocaleUpperCase(language)}${text.slice(first.length)}`;
}

/** The message of a wording used twice within one option. */
export function qbDuplicateWordingMessage(text: string): string {
  return `Each wording of an option must be unique: "${text}" is used twice`;
}

/** The message of a placeholder the builder does not know. */
export function qbUnknownPlaceholderMessage(name: string): string {
  return `Unknown placeholder {${name}}: use ${qbPhrasePlaceholders
    .map((placeholder) => `{${placeholder}}`)
    .join(' or ')}`;
}

/** An id in a quiz builder input (a UUID). */
export const qbIdSchema = z.uuid({ error: qbMessages.invalidId });
/** The `q` of a quiz builder list: a Turkish-aware search text. */
export const qbQuerySchema = z.string().trim().max(qbLimits.queryMaxLength).optional();
/** The language a list is sorted and searched in. */
export const qbLangSchema = z.enum(['en', 'tr']).default('en');

/** A required text: blank (spaces only) reads as missing, like an absent field. */
export function qbTextSchema(field: string, maxLength: number) {
  return z
    .string()
    .trim()
    .min(1, { error: `${field} is required` })
    .max(maxLength);
}

/** A quiz's or a bundle's title and description in both languages, as answers carry them. */
export const qbTitleAndDescriptionShape = {
  title_en: z.string(),
  title_tr: z.string(),
  description_en: z.string(),
  description_tr: z.string(),
};

/** An optional description; `qbRequireBothDescriptions` keeps the two languages together. */
export const qbDescriptionSchema = z.string().trim().max(qbLimits.descriptionMaxLength).default('');

/**
 * The description is both or neither: the issue sits on the empty one, which
 * describeIssue then reports as "description_tr is required".
 */
export function qbRequireBothDescriptions(
  body: { description_en: string; description_tr: string },
  context: z.core.$RefinementCtx,
): void {
  if ((body.description_en === '') !== (body.description_tr === '')) {
    context.addIssue({
      code: 'custom',
      path: [body.description_en === '' ? 'description_en' : 'description_tr'],
      message: qbMessages.descriptionBothLanguages,
    });
  }
}

/** Reports every id listed again after its first place; an `undefined` id (a new row) is skipped. */
export function qbReportRepeats(
  ids: readonly (string | undefined)[],
  path: (index: number) => (string | number)[],
  message: string,
  context: z.core.$RefinementCtx,
): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (id === undefined) return;
    if (seen.has(id)) context.addIssue({ code: 'custom', path: path(index), message });
    seen.add(id);
  });
}

// ─── Options ────────────────────────────────────────────────────────────────

/** An alternative wording; `alternative_id` keeps an existing one on update. */
export const qbOptionAlternativeBodySchema = z.object({
  alternative_id: qbIdSchema.optional(),
  text_en: qbTextSchema('text_en', qbLimits.optionTextMaxLength),
  text_tr: qbTextSchema('text_tr', qbLimits.optionTextMaxLength),
});

/**
 * `POST /admin/qb/option/main` and `PUT …/{option_id}`: the alternatives are
 * the whole list (kept by id, added without one, removed when left out).
 * Every wording, the option's own included, is unique within the option in
 * each language (compared folded: "Çok" and "cok" are the same).
 */
export const qbOptionBodySchema = z
  .object({
    text_en: qbTextSchema('text_en', qbLimits.optionTextMaxLength),
    text_tr: qbTextSchema('text_tr', qbLimits.optionTextMaxLength),
    value: z
      .number({ error: qbMessages.optionValue })
      .min(qbLimits.optionValueMin, { error: qbMessages.optionValue })
      .max(qbLimits.optionValueMax, { error: qbMessages.optionValue }),
    alternatives: z
      .array(qbOptionAlternativeBodySchema)
      .max(qbLimits.alternativesMax, { error: qbMessages.alternativesMax })
      .default([]),
  })
  .superRefine((body, context) => {
    for (const language of ['en', 'tr'] as const) {
      const field = language === 'en' ? 'text_en' : 'text_tr';
      const seen = new Set<string>([foldSearchText(body[field])]);
      body.alternatives.forEach((alternative, index) => {
        const folded = foldSearchText(alternative[field]);
        if (seen.has(folded)) {
          context.addIssue({
            code: 'custom',
            path: ['alternatives', index, field],
            message: qbDuplicateWordingMessage(alternative[field]),
          });
        }
        seen.add(folded);
      });
    }
    qbReportRepeats(
      body.alternatives.map((alternative) => alternative.alternative_id),
      (index) => ['alternatives', index, 'alternative_id'],
      'An alternative is listed twice',
      context,
    );
  });
export type QbOptionBody = z.infer<typeof qbOptionBodySchema>;
export type QbOptionInput = z.input<typeof qbOptionBodySchema>;

export const qbOptionAlternativeSchema = z.object({
  alternative_id: z.string(),
  text_en: z.string(),
  text_tr: z.string(),
});
export type QbOptionAlternative = z.infer<typeof qbOptionAlternativeSchema>;

export const qbOptionSchema = z.object({
  option_id: z.string(),
  text_en: z.string(),
  text_tr: z.string(),
  value: z.number(),
  alternatives: z.array(qbOptionAlternativeSchema),
  question_count: z.number().int(),
  ...timestampsShape,
});
export type QbOption = z.infer<typeof qbOptionSchema>;

/**
 * `GET /admin/qb/option/main/all`: a Turkish-aware search over every wording;
 * a value range; sorted by text in `lang` or by value.
 */
export const qbOptionListQuerySchema = paginationQuerySchema
  .extend({
    q: qbQuerySchema,
    min_value: z.coerce
      .number({ error: qbMessages.optionValue })
      .min(qbLimits.optionValueMin, { error: qbMessages.optionValue })
      .max(qbLimits.optionValueMax, { error: qbMessages.optionValue })
      .optional(),
    max_value: z.coerce
      .number({ error: qbMessages.optionValue })
      .min(qbLimits.optionValueMin, { error: qbMessages.optionValue })
      .max(qbLimits.optionValueMax, { error: qbMessages.optionValue })
      .optional(),
    sort: z.enum(['text', 'value']).default('text'),
    lang: qbLangSchema,
  })
  .refine(
    (query) =>
      query.min_value === undefined ||
      query.max_value === undefined ||
      query.min_value <= query.max_value,
    { path: ['max_value'], message: 'max_value must not be less than min_value' },
  );
export type QbOptionListQuery = z.infer<typeof qbOptionListQuerySchema>;

export const qbOptionPageSchema = pageSchema(qbOptionSchema);
export type QbOptionPage = z.infer<typeof qbOptionPageSchema>;

export const qbOptionIdParamsSchema = z.object({ option_id: qbIdSchema });

// ─── Phrases ────────────────────────────────────────────────────────────────

/** The placeholders of a template in order of first use, or the problem with its braces. */
export function qbPlaceholdersOf(
  template: string,
): { placeholders: string[]; unknown: string[] } | { braces: true } {
  const placeholders: string[] = [];
  const unknown: string[] = [];
  const withoutPlaceholders = template.replace(/\{([^{}]*)\}/g, (_match, name: string) => {
    const list = (qbPhrasePlaceholders as readonly string[]).includes(name)
      ? placeholders
      : unknown;
    if (!list.includes(name)) list.push(name);
    return '';
  });
  if (/[{}]/.test(withoutPlaceholders)) return { braces: true };
  return { placeholders, unknown };
}

/**
 * `POST /admin/qb/phrase/main` and `PUT …/{phrase_id}`: only known
 * placeholders, and the same ones in both languages.
 */
export const qbPhraseBodySchema = z
  .object({
    template_en: qbTextSchema('template_en', qbLimits.phraseTemplateMaxLength),
    template_tr: qbTextSchema('template_tr', qbLimits.phraseTemplateMaxLength),
  })
  .superRefine((body, context) => {
    const sets: string[][] = [];
    for (const field of ['template_en', 'template_tr'] as const) {
      const found = qbPlaceholdersOf(body[field]);
      if ('braces' in found) {
        context.addIssue({ code: 'custom', path: [field], message: qbMessages.placeholderBraces });
        return;
      }
      const [unknownName] = found.unknown;
      if (unknownName !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: qbUnknownPlaceholderMessage(unknownName),
        });
        return;
      }
      sets.push([...found.placeholders].sort());
    }
    if (JSON.stringify(sets[0]) !== JSON.stringify(sets[1])) {
      context.addIssue({
        code: 'custom',
        path: ['template_tr'],
        message: qbMessages.samePlaceholders,
      });
    }
  });
export type QbPhraseBody = z.infer<typeof qbPhraseBodySchema>;
export type QbPhraseInput = z.input<typeof qbPhraseBodySchema>;

export const qbPhraseSchema = z.object({
  phrase_id: z.string(),
  template_en: z.string(),
  template_tr: z.string(),
  placeholders: z.array(z.enum(qbPhrasePlaceholders)),
  question_count: z.number().int(),
  ...timestampsShape,
});
export type QbPhrase = z.infer<typeof qbPhraseSchema>;

/**
 * `GET /admin/qb/phrase/main/all`: a Turkish-aware search over both templates;
 * `placeholder` keeps the phrases using it (`none`: phrases without any).
 */
export const qbPhraseListQuerySchema = paginationQuerySchema.extend({
  q: qbQuerySchema,
  placeholder: z.enum([...qbPhrasePlaceholders, 'none']).optional(),
  lang: qbLangSchema,
});
export type QbPhraseListQuery = z.infer<typeof qbPhraseListQuerySchema>;

export const qbPhrasePageSchema = pageSchema(qbPhraseSchema);
export type QbPhrasePage = z.infer<typeof qbPhrasePageSchema>;

export const qbPhraseIdParamsSchema = z.object({ phrase_id: qbIdSchema });
