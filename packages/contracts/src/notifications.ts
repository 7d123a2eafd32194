import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';

/**
 * What a notification tells, one kind per domain event that makes one. The text is not stored:
 * the web app renders each kind from its payload (ids and facts) in the reader's language.
 */
export const notificationKinds = [
  'course_experience.reviewed',
  'user.vip_unlocked',
  'pool_question.replied',
  'listing.reviewed',
  'listing.expired',
  'therapist_entry.reviewed',
  'alarm.fired',
  'feedback.answered',
  'career_application.reviewed',
  'match.published',
  'match.accepted',
  'match.feedback',
  'match.reported',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

const reviewStatusSchema = z.enum(['approved', 'rejected']);

/** The payload of each kind: ids and facts only, never who did it. */
export const notificationPayloadSchemas = {
  'course_experience.reviewed': z.object({
    experience_id: z.uuid(),
    course_id: z.uuid(),
    course_code: z.string(),
    status: reviewStatusSchema,
    note: z.string().nullable(),
  }),
  'user.vip_unlocked': z.object({}),
  'pool_question.replied': z.object({ question_id: z.uuid(), reply_id: z.uuid() }),
  'listing.reviewed': z.object({
    listing_id: z.uuid(),
    status: reviewStatusSchema,
    note: z.string().nullable(),
  }),
  'listing.expired': z.object({ listing_id: z.uuid(), title: z.string() }),
  'therapist_entry.reviewed': z.object({
    entry_id: z.uuid(),
    pool: z.enum(['psychology', 'psychiatry']),
    status: reviewStatusSchema,
    note: z.string().nullable(),
  }),
  'alarm.fired': z.object({
    alarm_id: z.uuid(),
    title: z.string(),
    event_id: z.uuid().nullable(),
  }),
  'feedback.answered': z.object({
    item_id: z.uuid(),
    kind: z.enum(['feedback', 'suggestion']),
    status: z.enum(['new', 'reviewing', 'done', 'dismissed']),
  }),
  'career_application.reviewed': z.object({
    application_id: z.uuid(),
    status: z.enum(['new', 'reviewing', 'interview', 'accepted', 'rejected']),
  }),
  /** A match of mine was published; never who the partner is. */
  'match.published': z.object({ match_id: z.uuid(), round_id: z.uuid() }),
  /** My match's partner accepted it. */
  'match.accepted': z.object({ match_id: z.uuid(), round_id: z.uuid() }),
  /** A week after both accepted: how did it go? */
  'match.feedback': z.object({ match_id: z.uuid(), round_id: z.uuid() }),
  /** To admins: a participant reported a match (revoked and blocked already); never who. */
  'match.reported': z.object({ match_id: z.uuid(), round_id: z.uuid() }),
} as const satisfies Record<NotificationKind, z.ZodType>;

export type NotificationPayloads = {
  [Kind in NotificationKind]: z.infer<(typeof notificationPayloadSchemas)[Kind]>;
};

const notificationBase = {
  notification_id: z.uuid(),
  /** An app path to open, such as `/my-space` or `/questions?thread=<id>`. */
  link: z.string(),
  /** When its reader marked it read; null while unread. */
  read_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
};

function variant<Kind extends NotificationKind>(kind: Kind) {
  return z.object({
    ...notificationBase,
    kind: z.literal(kind),
    payload: notificationPayloadSchemas[kind],
  });
}

/** One notification of the signed-in user, its kind telling the shape of its payload. */
export const notificationSchema = z.discriminatedUnion('kind', [
  variant('course_experience.reviewed'),
  variant('user.vip_unlocked'),
  variant('pool_question.replied'),
  variant('listing.reviewed'),
  variant('listing.expired'),
  variant('therapist_entry.reviewed'),
  variant('alarm.fired'),
  variant('feedback.answered'),
  variant('career_application.reviewed'),
  variant('match.published'),
  variant('match.accepted'),
  variant('match.feedback'),
  variant('match.reported'),
]);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `GET /notifications`: pagination, and `unread=true` for the unread ones only. */
export const notificationListQuerySchema = paginationQuerySchema.extend({
  unread: z
    .enum(['true', 'false'], { message: 'unread must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export type NotificationListInput = z.input<typeof notificationListQuerySchema>;

export const notificationIdParamsSchema = z.object({ notification_id: z.uuid() });

/** `GET /notifications/unread-count`, and the `count` event of the stream. */
export const notificationCountSchema = z.object({ count: z.number().int().min(0) });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** `POST /notifications/read-all`: how many were unread and are now read. */
export const notificationsReadAllSchema = z.object({ updated: z.number().int().min(0) });

/** The server-sent events of `GET /notifications/stream`. */
export const notificationStreamEvents = {
  /** A new notification, as JSON of `notificationSchema`. */
  notification: 'notification',
  /** The unread count, as JSON of `notificationCountSchema`. */
  count: 'count',
} as const;

/** Seconds between the stream's `: ping` comments. */
export const notificationStreamPingSeconds = 25;
