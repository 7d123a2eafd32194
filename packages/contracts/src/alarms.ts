import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { timestampsShape, trimmedText } from './schema-parts';

/** An alarm waits until it is due, then fires once; its owner may cancel it while it waits. */
export const alarmStatuses = ['scheduled', 'fired', 'cancelled'] as const;
export const alarmStatusSchema = z.enum(alarmStatuses);
export type AlarmStatus = z.infer<typeof alarmStatusSchema>;

export const alarmLimits = {
  titleMaxLength: 120,
  noteMaxLength: 500,
  queryMaxLength: 100,
  /** The earliest reminder, in milliseconds from now. */
  minLeadMs: 60_000,
  /** The latest reminder, in milliseconds from now (one year). */
  maxLeadMs: 365 * 24 * 60 * 60 * 1000,
} as const;

/** The rule's sentence, answered by the API and matched by the web form. */
export const remindAtRangeMessage =
  'remind_at must be at least 1 minute from now and at most 1 year ahead';

/** Whether a reminder time is allowed at a given moment. */
export function isRemindAtInRange(remindAt: Date, now: Date): boolean {
  const lead = remindAt.getTime() - now.getTime();
  return lead >= alarmLimits.minLeadMs && lead <= alarmLimits.maxLeadMs;
}

const titleSchema = trimmedText(1, alarmLimits.titleMaxLength);
const noteSchema = z
  .string()
  .trim()
  .max(alarmLimits.noteMaxLength)
  .nullable()
  .optional()
  .transform((value) => (value === undefined || value === '' ? null : value));
const remindAtSchema = z.iso.datetime({
  offset: true,
  message: 'remind_at must be a date and time',
});

/** `POST /alarms` and `PUT /alarms/{alarm_id}` (the owner, while it is scheduled). */
export const alarmWriteBodySchema = z.object({
  title: titleSchema,
  note: noteSchema,
  event_id: z
    .uuid()
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  remind_at: remindAtSchema,
  send_email: z.boolean().default(false),
});
export type AlarmWriteBody = z.infer<typeof alarmWriteBodySchema>;
export type AlarmWriteInput = z.input<typeof alarmWriteBodySchema>;

/** One alarm as its owner sees it. */
export const alarmSchema = z.object({
  alarm_id: z.uuid(),
  title: z.string(),
  note: z.string().nullable(),
  event_id: z.uuid().nullable(),
  remind_at: z.iso.datetime({ offset: true }),
  send_email: z.boolean(),
  status: alarmStatusSchema,
  fired_at: z.iso.datetime({ offset: true }).nullable(),
  ...timestampsShape,
});
export type Alarm = z.infer<typeof alarmSchema>;

/** An alarm as admins see it: with its owner. */
export const alarmAdminSchema = alarmSchema.extend({
  user_id: z.uuid(),
  owner_email: z.string().nullable(),
});
export type AlarmAdmin = z.infer<typeof alarmAdminSchema>;

/** `GET /alarms`: the signed-in person's alarms, latest reminder first. */
export const alarmListQuerySchema = paginationQuerySchema.extend({
  status: alarmStatusSchema.optional(),
});
export type AlarmListQuery = z.infer<typeof alarmListQuerySchema>;

/** `GET /admin/alarms`: everyone's alarms, by status and words of the title. */
export const alarmAdminListQuerySchema = alarmListQuerySchema.extend({
  q: z.string().trim().max(alarmLimits.queryMaxLength).optional(),
});
export type AlarmAdminListQuery = z.infer<typeof alarmAdminListQuerySchema>;

export const alarmIdParamsSchema = z.object({ alarm_id: z.uuid() });

export const alarmPageSchema = pageSchema(alarmSchema);
export type AlarmPage = z.infer<typeof alarmPageSchema>;
export const alarmAdminPageSchema = pageSchema(alarmAdminSchema);
export type AlarmAdminPage = z.infer<typeof alarmAdminPageSchema>;

/** `POST /admin/alarms/broadcast`: a reminder for every active person, now or at `remind_at`. */
export const alarmBroadcastBodySchema = z.object({
  title: titleSchema,
  note: noteSchema,
  remind_at: remindAtSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type AlarmBroadcastBody = z.infer<typeof alarmBroadcastBodySchema>;
export type AlarmBroadcastInput = z.input<typeof alarmBroadcastBodySchema>;

export const alarmBroadcastResultSchema = z.object({
  broadcast_id: z.uuid(),
  run_at: z.iso.datetime({ offset: true }),
});
export type AlarmBroadcastResult = z.infer<typeof alarmBroadcastResultSchema>;
