import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { timestampsShape } from './schema-parts';
import {
  qbDescriptionSchema,
  qbIdSchema,
  qbLangSchema,
  qbLimits,
  qbQuerySchema,
  qbRequireBothDescriptions,
  qbTextSchema,
} from './quiz-builder';

/** The quiz builder's matters: the subjects its questions are about, in a tree. */

/** `POST /admin/qb/matter/main` and `PUT …/{matter_id}`: the description is both or neither. */
export const qbMatterBodySchema = z
  .object({
    name_en: qbTextSchema('name_en', qbLimits.matterNameMaxLength),
    name_tr: qbTextSchema('name_tr', qbLimits.matterNameMaxLength),
    description_en: qbDescriptionSchema,
    description_tr: qbDescriptionSchema,
    parent_id: qbIdSchema.nullable().default(null),
  })
  .superRefine(qbRequireBothDescriptions);
export type QbMatterBody = z.infer<typeof qbMatterBodySchema>;
export type QbMatterInput = z.input<typeof qbMatterBodySchema>;

export const qbMatterRefSchema = z.object({
  matter_id: z.string(),
  name_en: z.string(),
  name_tr: z.string(),
});
export type QbMatterRef = z.infer<typeof qbMatterRefSchema>;

export const qbMatterSchema = z.object({
  matter_id: z.string(),
  name_en: z.string(),
  name_tr: z.string(),
  description_en: z.string(),
  description_tr: z.string(),
  parent: qbMatterRefSchema.nullable(),
  children_count: z.number().int(),
  question_count: z.number().int(),
  ...timestampsShape,
});
export type QbMatter = z.infer<typeof qbMatterSchema>;

/**
 * `GET /admin/qb/matter/main/all`: a Turkish-aware search over both names and
 * descriptions; `parent_id` lists the children of a matter (`none`: top-level
 * matters only); sorted by name in `lang`.
 */
export const qbMatterListQuerySchema = paginationQuerySchema.extend({
  q: qbQuerySchema,
  parent_id: z.union([z.literal('none'), qbIdSchema]).optional(),
  lang: qbLangSchema,
});
export type QbMatterListQuery = z.infer<typeof qbMatterListQuerySchema>;

export const qbMatterPageSchema = pageSchema(qbMatterSchema);
export type QbMatterPage = z.infer<typeof qbMatterPageSchema>;

export const qbMatterIdParamsSchema = z.object({ matter_id: qbIdSchema });
