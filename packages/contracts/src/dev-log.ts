import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { timestampsShape, trimmedText } from './schema-parts';

/** What a dev log entry announces. */
export const devLogKinds = ['feature', 'improvement', 'fix'] as const;
export const devLogKindSchema = z.enum(devLogKinds);
export type DevLogKind = z.infer<typeof devLogKindSchema>;

export const devLogLimits = {
  titleMaxLength: 160,
  bodyMaxLength: 4000,
  versionMaxLength: 32,
} as const;

/** `1.4.0`, `2.0.0-beta.1`: a semantic version. */
export const devLogVersionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/;

/** One bilingual changelog entry. The bodies are plain text, shown as written (never HTML). */
export const devLogEntrySchema = z.object({
  entry_id: z.uuid(),
  version: z.string().nullable(),
  title_en: z.string(),
  title_tr: z.string(),
  body_en: z.string(),
  body_tr: z.string(),
  kind: devLogKindSchema,
  published_at: z.iso.datetime({ offset: true }),
  ...timestampsShape,
});
export type DevLogEntry = z.infer<typeof devLogEntrySchema>;

/** `POST /dev/entries` and `PUT /dev/entries/{entry_id}` (admins). */
export const devLogWriteBodySchema = z.object({
  version: z
    .string()
    .trim()
    .max(devLogLimits.versionMaxLength)
    .refine((value) => value === '' || devLogVersionPattern.test(value), {
      message: 'version must look like 1.4.0',
    })
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
  title_en: trimmedText(1, devLogLimits.titleMaxLength),
  title_tr: trimmedText(1, devLogLimits.titleMaxLength),
  body_en: trimmedText(1, devLogLimits.bodyMaxLength),
  body_tr: trimmedText(1, devLogLimits.bodyMaxLength),
  kind: devLogKindSchema,
  published_at: z.iso.datetime({
    offset: true,
    message: 'published_at must be a date and time',
  }),
});
export type DevLogWriteBody = z.infer<typeof devLogWriteBodySchema>;
export type DevLogWriteInput = z.input<typeof devLogWriteBodySchema>;

/** `GET /dev/entries` query: pagination and an optional kind. */
export const devLogListQuerySchema = paginationQuerySchema.extend({
  kind: devLogKindSchema.optional(),
});
export type DevLogListQuery = z.infer<typeof devLogListQuerySchema>;

export const devLogEntryIdParamsSchema = z.object({ entry_id: z.uuid() });

export const devLogPageSchema = pageSchema(devLogEntrySchema);
export type DevLogPage = z.infer<typeof devLogPageSchema>;
