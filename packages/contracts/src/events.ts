import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { hasModeratorAccess, type UserRole } from './roles';
import { timestampsShape, trimmedText } from './schema-parts';

/** SPEC section 3: what kind of event it is. */
export const eventTypes = ['academic', 'social', 'other'] as const;
export const eventTypeSchema = z.enum(eventTypes);
export type EventType = z.infer<typeof eventTypeSchema>;

/** SPEC section 3: only active events reach the drawer. */
export const eventStatuses = ['active', 'inactive'] as const;
export const eventStatusSchema = z.enum(eventStatuses);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/**
 * Who may do what to an event. Managing events (writing, images, status) is for moderators and
 * admins as a whole, which the endpoints' `access` says; reading one depends on the event.
 */
export const eventPolicy = {
  /** Signed-in people read active events; moderators and admins any. */
  mayRead: (event: { status: EventStatus }, role: UserRole): boolean =>
    event.status === 'active' || hasModeratorAccess(role),
};

/**
 * The board's time filter: `upcoming` events have a date and time from now on
 * (university time, Europe/Istanbul), `past` ones have none left.
 */
export const eventWhens = ['upcoming', 'past'] as const;
export const eventWhenSchema = z.enum(eventWhens);
export type EventWhen = z.infer<typeof eventWhenSchema>;

/** SPEC section 3: the cover is the image shown; the others are a gallery. */
export const eventImageTypes = ['cover', 'gallery'] as const;
export const eventImageTypeSchema = z.enum(eventImageTypes);
export type EventImageType = z.infer<typeof eventImageTypeSchema>;

export const eventLimits = {
  nameMinLength: 3,
  nameMaxLength: 120,
  descriptionMaxLength: 4000,
  locationMinLength: 2,
  locationMaxLength: 200,
  dateTimesMin: 1,
  dateTimesMax: 20,
  imagesMax: 10,
  /** SPEC sections 5 and 9: 2 MB (the stricter of the two readings). */
  imageMaxBytes: 2 * 1024 * 1024,
  searchMaxLength: 100,
  /** A calendar entry lasts this long when nothing else is known. */
  calendarDurationMinutes: 120,
} as const;

/** The image types an upload may be, by content (checked again on the server). */
export const eventImageMediaTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar day written as YYYY-MM-DD (no 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export function isClockTime(value: string): boolean {
  return timePattern.test(value);
}

/** One date and time of an event, local to the university (`2027-03-15`, `14:30`). */
export const eventDateTimeSchema = z.object({
  event_date: z.string().trim().refine(isCalendarDate, {
    message: 'event_date must be a date (YYYY-MM-DD)',
  }),
  event_time: z.string().trim().refine(isClockTime, {
    message: 'event_time must be a time (HH:MM)',
  }),
});
export type EventDateTime = z.infer<typeof eventDateTimeSchema>;

/** One image of an event: `image_url` ends in `.webp` and needs no token. */
export const eventImageSchema = z.object({
  image_type: eventImageTypeSchema,
  image_url: z.string(),
  image_id: z.uuid(),
});
export type EventImage = z.infer<typeof eventImageSchema>;

/** The path of an event image under the API base. */
export function eventImagePath(eventId: string, imageId: string): string {
  return `event/image/${eventId}/${imageId}.webp`;
}

/**
 * SPEC section 7: an image URL lacking a `.webp` suffix is replaced by
 * image_id plus `.webp` (in the event's image folder under `apiBase`).
 */
export function normalizeEventImageUrl(
  eventId: string,
  image: Pick<EventImage, 'image_id' | 'image_url'>,
  apiBase = '/api/',
): string {
  if (image.image_url.toLowerCase().endsWith('.webp')) return image.image_url;
  return `${apiBase}${eventImagePath(eventId, image.image_id)}`;
}

/** SPEC section 3: an event as the drawer lists it. */
export const eventSidebarItemSchema = z.object({
  event_id: z.uuid(),
  event_name: z.string(),
  event_type: eventTypeSchema,
  event_location: z.string(),
  event_date_times: z.array(eventDateTimeSchema),
  images: z.array(eventImageSchema),
});
export type EventSidebarItem = z.infer<typeof eventSidebarItemSchema>;

/** `GET /event/sidebar/active`: active events with a date and time from now on, earliest first. */
export const eventSidebarListSchema = z.array(eventSidebarItemSchema);

/** `GET /event/{event_id}`: one event, its description and status. */
export const eventDetailSchema = eventSidebarItemSchema.extend({
  /** The description in English (or in the only language it was written in). */
  event_description: z.string().nullable(),
  /** The description in Turkish, when the moderator gave one. */
  event_description_tr: z.string().nullable(),
  status: eventStatusSchema,
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** An event as the moderators' board shows it. */
export const eventAdminSchema = eventDetailSchema.extend({
  ...timestampsShape,
});
export type EventAdmin = z.infer<typeof eventAdminSchema>;

export const eventAdminPageSchema = pageSchema(eventAdminSchema);
export type EventAdminPage = z.infer<typeof eventAdminPageSchema>;

function dateTimeKey(value: EventDateTime): string {
  return `${value.event_date} ${value.event_time}`;
}

const dateTimesSchema = z
  .array(eventDateTimeSchema)
  .min(eventLimits.dateTimesMin, {
    message: `event_date_times must have at least ${String(eventLimits.dateTimesMin)} date and time`,
  })
  .max(eventLimits.dateTimesMax, {
    message: `event_date_times must not have more than ${String(eventLimits.dateTimesMax)} items`,
  })
  .refine((values) => new Set(values.map(dateTimeKey)).size === values.length, {
    message: 'event_date_times must not repeat a date and time',
  });

/** A description in one language: optional, an empty one is none. */
const descriptionSchema = z
  .string()
  .trim()
  .max(eventLimits.descriptionMaxLength)
  .nullable()
  .optional()
  .transform((value) => (value === undefined || value === '' ? null : value));

/** `PUT /event/manage/{event_id}`: the date-times replace the old list as a whole. */
export const eventUpdateBodySchema = z.object({
  event_name: trimmedText(eventLimits.nameMinLength, eventLimits.nameMaxLength),
  event_description: descriptionSchema,
  event_description_tr: descriptionSchema,
  event_type: eventTypeSchema,
  event_location: trimmedText(eventLimits.locationMinLength, eventLimits.locationMaxLength),
  event_date_times: dateTimesSchema,
});
export type EventUpdateBody = z.infer<typeof eventUpdateBodySchema>;
export type EventUpdateInput = z.input<typeof eventUpdateBodySchema>;

/** `POST /event/manage`: a new event, active unless said otherwise. */
export const eventCreateBodySchema = eventUpdateBodySchema.extend({
  status: eventStatusSchema.default('active'),
});
export type EventCreateBody = z.infer<typeof eventCreateBodySchema>;
export type EventCreateInput = z.input<typeof eventCreateBodySchema>;

/** `GET /event/manage?status=&when=&q=&page=&page_size=`. */
export const eventAdminListQuerySchema = paginationQuerySchema.extend({
  status: eventStatusSchema.optional(),
  when: eventWhenSchema.optional(),
  q: z.string().trim().max(eventLimits.searchMaxLength).optional(),
});
export type EventAdminListQuery = z.infer<typeof eventAdminListQuerySchema>;

export const eventIdParamsSchema = z.object({ event_id: z.uuid({ message: 'Invalid ID' }) });

export const eventImageParamsSchema = eventIdParamsSchema.extend({
  image_id: z.uuid({ message: 'Invalid ID' }),
});

/** `GET /event/image/{event_id}/{file}`: the file is `<image_id>.webp`. */
export const eventImageFileParamsSchema = eventIdParamsSchema.extend({
  file: z.string().regex(/^[0-9a-fA-F-]{36}\.webp$/, { message: 'Invalid ID' }),
});

/** The multipart fields of `POST /event/manage/{event_id}/images` besides `file`. */
export const eventImageUploadFieldsSchema = z.object({
  image_type: eventImageTypeSchema.optional(),
});
