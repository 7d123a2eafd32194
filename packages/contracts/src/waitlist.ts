import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';

/** The upcoming features people can join the waitlist of; names and descriptions are web texts. */
export const waitlistFeatures = [
  'ai_assistant',
  'matching',
  'mobile_app',
  'marketplace',
  'mentoring',
] as const;
export const waitlistFeatureSchema = z.enum(waitlistFeatures, {
  message: `feature must be one of ${waitlistFeatures.join(', ')}`,
});
export type WaitlistFeature = z.infer<typeof waitlistFeatureSchema>;

/** The English names, for the CSV export and the API's messages. */
export const waitlistFeatureNames: Record<WaitlistFeature, string> = {
  ai_assistant: 'AI assistant',
  matching: 'Study-buddy matching',
  mobile_app: 'Mobile app',
  marketplace: 'Second-hand marketplace',
  mentoring: 'Alumni mentoring',
};

export const waitlistLimits = {
  noteMaxLength: 300,
} as const;

/** `POST /waitlist`. */
export const waitlistJoinBodySchema = z.object({
  feature: waitlistFeatureSchema,
  note: z.string().trim().max(waitlistLimits.noteMaxLength).optional(),
});
export type WaitlistJoinBody = z.infer<typeof waitlistJoinBodySchema>;
export type WaitlistJoinInput = z.input<typeof waitlistJoinBodySchema>;

/** `DELETE /waitlist/{feature}`. */
export const waitlistFeatureParamsSchema = z.object({ feature: waitlistFeatureSchema });

/** One of the caller's own entries. */
export const waitlistEntrySchema = z.object({
  feature: waitlistFeatureSchema,
  note: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** `GET /waitlist/mine`: every waitlist the caller is on. */
export const waitlistMineSchema = z.object({ items: z.array(waitlistEntrySchema) });
export type WaitlistMine = z.infer<typeof waitlistMineSchema>;

/** `GET /admin/waitlist/counts`: every feature with its count, zero included. */
export const waitlistCountsSchema = z.object({
  items: z.array(z.object({ feature: waitlistFeatureSchema, count: z.number().int() })),
  total: z.number().int(),
});
export type WaitlistCounts = z.infer<typeof waitlistCountsSchema>;

/** `GET /admin/waitlist?feature=&page=`: the entries of one feature (or all), newest first. */
export const waitlistAdminQuerySchema = paginationQuerySchema.extend({
  feature: waitlistFeatureSchema.optional(),
});
export type WaitlistAdminQuery = z.infer<typeof waitlistAdminQuerySchema>;

/** `GET /admin/waitlist/export.csv?feature=`. */
export const waitlistExportQuerySchema = z.object({ feature: waitlistFeatureSchema.optional() });
export type WaitlistExportQuery = z.infer<typeof waitlistExportQuerySchema>;

/** An entry as admins see it: with the person's name and e-mail address. */
export const waitlistAdminEntrySchema = z.object({
  user_id: z.uuid(),
  feature: waitlistFeatureSchema,
  note: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type WaitlistAdminEntry = z.infer<typeof waitlistAdminEntrySchema>;
export const waitlistAdminPageSchema = pageSchema(waitlistAdminEntrySchema);
export type WaitlistAdminPage = z.infer<typeof waitlistAdminPageSchema>;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and a cell
 * a spreadsheet would run as a formula (= + - @, tab, carriage return) is
 * prefixed with an apostrophe.
 */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One CSV line, ended by CRLF. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
