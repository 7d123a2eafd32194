import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { timestampsShape, trimmedText } from './schema-parts';

/** How a position is employed. */
export const employmentTypes = ['full_time', 'part_time', 'internship', 'volunteer'] as const;
export const employmentTypeSchema = z.enum(employmentTypes);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

/** An open position takes applications; a closed one is kept for the applications it has. */
export const positionStatuses = ['open', 'closed'] as const;
export const positionStatusSchema = z.enum(positionStatuses);
export type PositionStatus = z.infer<typeof positionStatusSchema>;

/** The statuses of PRODUCT.md: an application is new, then reviewed by an admin. */
export const careerApplicationStatuses = [
  'new',
  'reviewing',
  'interview',
  'accepted',
  'rejected',
] as const;
export const careerApplicationStatusSchema = z.enum(careerApplicationStatuses);
export type CareerApplicationStatus = z.infer<typeof careerApplicationStatusSchema>;

export const careerLimits = {
  titleMinLength: 3,
  titleMaxLength: 120,
  teamMinLength: 2,
  teamMaxLength: 80,
  locationMinLength: 2,
  locationMaxLength: 120,
  descriptionMinLength: 20,
  descriptionMaxLength: 6000,
  requirementsMaxItems: 20,
  requirementMaxLength: 300,
  fullNameMinLength: 2,
  fullNameMaxLength: 120,
  emailMaxLength: 254,
  phoneMaxLength: 30,
  linkedinMaxLength: 300,
  coverLetterMinLength: 50,
  coverLetterMaxLength: 5000,
  adminNoteMaxLength: 2000,
  queryMaxLength: 100,
  /** The largest CV, in bytes (5 MB). */
  cvMaxBytes: 5 * 1024 * 1024,
} as const;

/** The answers of a CV that is not accepted; the web form says the same. */
export const cvTooLargeMessage = 'The CV must be at most 5 MB';
export const cvNotPdfMessage = 'The CV must be a PDF document';
export const cvRequiredMessage = 'cv is required';

export const positionIdParamsSchema = z.object({
  position_id: z.uuid({ message: 'position_id must be the id of a position (a UUID)' }),
});

export const careerIdParamsSchema = z.object({
  career_id: z.uuid({ message: 'career_id must be the id of an application (a UUID)' }),
});

/** `POST /career/positions` and `PUT /career/positions/{position_id}` (admins). */
export const positionWriteBodySchema = z.object({
  title: trimmedText(careerLimits.titleMinLength, careerLimits.titleMaxLength),
  team: trimmedText(careerLimits.teamMinLength, careerLimits.teamMaxLength),
  location: trimmedText(careerLimits.locationMinLength, careerLimits.locationMaxLength),
  employment_type: employmentTypeSchema,
  description: trimmedText(careerLimits.descriptionMinLength, careerLimits.descriptionMaxLength),
  requirements: z
    .array(
      z
        .string()
        .trim()
        .min(1, { message: 'a requirement must not be empty' })
        .max(careerLimits.requirementMaxLength),
    )
    .max(careerLimits.requirementsMaxItems),
  status: positionStatusSchema.default('open'),
  display_order: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type PositionWriteBody = z.infer<typeof positionWriteBodySchema>;
export type PositionWriteInput = z.input<typeof positionWriteBodySchema>;

export const careerPositionSchema = z.object({
  position_id: z.uuid(),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  employment_type: employmentTypeSchema,
  description: z.string(),
  requirements: z.array(z.string()),
  status: positionStatusSchema,
  display_order: z.number().int(),
  ...timestampsShape,
});
export type CareerPosition = z.infer<typeof careerPositionSchema>;
export const careerPositionPageSchema = pageSchema(careerPositionSchema);
export type CareerPositionPage = z.infer<typeof careerPositionPageSchema>;

/** `GET /career/positions`: open ones for everyone; admins may ask for every status. */
export const positionListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['open', 'closed', 'all']).default('open'),
});
export type PositionListQuery = z.infer<typeof positionListQuerySchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value));

/**
 * The text fields of `POST /career/applications` (multipart, with the file `cv`).
 * An empty `position_id` is an open application.
 */
export const careerApplicationFieldsSchema = z.object({
  position_id: z
    .union([z.literal(''), z.uuid({ message: 'position_id must be the id of a position' })])
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
  full_name: trimmedText(careerLimits.fullNameMinLength, careerLimits.fullNameMaxLength),
  email: z
    .email({ message: 'please enter a valid email address' })
    .max(careerLimits.emailMaxLength),
  phone: optionalText(careerLimits.phoneMaxLength).refine(
    (value) => value === null || /^\+?[0-9 ()-]{7,30}$/.test(value),
    { message: 'phone must be a phone number (digits, spaces, +, -, parentheses)' },
  ),
  linkedin_url: optionalText(careerLimits.linkedinMaxLength).refine(
    (value) => value === null || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    { message: 'linkedin_url must be an https:// address' },
  ),
  cover_letter: trimmedText(careerLimits.coverLetterMinLength, careerLimits.coverLetterMaxLength),
});
export type CareerApplicationFields = z.output<typeof careerApplicationFieldsSchema>;
export type CareerApplicationFieldsInput = z.input<typeof careerApplicationFieldsSchema>;

/** An application as the applicant sees it: no internal note. */
export const myCareerApplicationSchema = z.object({
  career_id: z.uuid(),
  position_id: z.uuid().nullable(),
  /** Null for an open application (or a position since deleted). */
  position_title: z.string().nullable(),
  status: careerApplicationStatusSchema,
  ...timestampsShape,
});
export type MyCareerApplication = z.infer<typeof myCareerApplicationSchema>;
export const myCareerApplicationPageSchema = pageSchema(myCareerApplicationSchema);
export type MyCareerApplicationPage = z.infer<typeof myCareerApplicationPageSchema>;

/** An application as admins see it. */
export const careerApplicationSchema = myCareerApplicationSchema.extend({
  applicant_id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  cover_letter: z.string(),
  cv_size: z.number().int(),
  /** Internal: never shown to the applicant. */
  admin_note: z.string().nullable(),
  reviewed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type CareerApplication = z.infer<typeof careerApplicationSchema>;
export const careerApplicationPageSchema = pageSchema(careerApplicationSchema);
export type CareerApplicationPage = z.infer<typeof careerApplicationPageSchema>;

/** `GET /career/applications` (admins): newest first. `position_id=open` lists open applications. */
export const careerApplicationListQuerySchema = paginationQuerySchema.extend({
  status: careerApplicationStatusSchema.optional(),
  position_id: z
    .union([z.literal('open'), z.uuid({ message: 'position_id must be a position id or open' })])
    .optional(),
  q: z.string().trim().max(careerLimits.queryMaxLength).optional(),
});
export type CareerApplicationListQuery = z.infer<typeof careerApplicationListQuerySchema>;

/** `GET /career/applications/mine`. */
export const myCareerApplicationQuerySchema = paginationQuerySchema;

/** `PUT /career/applications/{career_id}` (admins). */
export const careerApplicationReviewBodySchema = z.object({
  status: careerApplicationStatusSchema,
  admin_note: z
    .string()
    .trim()
    .max(careerLimits.adminNoteMaxLength)
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value)),
});
export type CareerApplicationReviewBody = z.output<typeof careerApplicationReviewBodySchema>;
export type CareerApplicationReviewInput = z.input<typeof careerApplicationReviewBodySchema>;
