import { z } from 'zod';
import { assistantConversationDetailSchema } from './assistant';
import { ownExperienceSchema } from './course-experiences';
import { savedGpaPlanSchema } from './gpa';
import { alarmSchema } from './alarms';
import { myCareerApplicationSchema } from './career';
import { feedbackItemSchema } from './feedback';
import { listingSchema } from './listings';
import { notificationSchema } from './notifications';
import { voteCastSchema, voteQuestionSchema } from './votes';
import { waitlistEntrySchema } from './waitlist';
import { poolQuestionSchema, poolReplySchema } from './questions';
import { ownTherapistEntrySchema } from './therapist-pools';
import { pageSchema, paginationQuerySchema } from './pagination';
import { qbResponseSchema } from './quiz-builder-responses';
import { matchingExportSchema } from './matching-calculations';
import { localeSchema, userRoleSchema } from './roles';
import { trimmedText } from './schema-parts';

/** Password rules (PRODUCT.md): 12 to 128 characters, any characters; common passwords are refused by the API. */
export const passwordLimits = { minLength: 12, maxLength: 128 } as const;
/** Text limits of account fields. */
export const accountLimits = {
  emailMaxLength: 254,
  nameMaxLength: 100,
  bioMaxLength: 1000,
  departmentMaxLength: 120,
  reviewNoteMaxLength: 1000,
  studentNumberPattern: /^[A-Za-z0-9-]{4,20}$/,
  /** Profile photos (PNG, JPG or WebP). */
  photoMaxBytes: 2 * 1024 * 1024,
  /** Graduate proof documents (PDF, PNG, JPG or WebP). */
  proofMaxBytes: 5 * 1024 * 1024,
} as const;

export const userStatuses = ['pending', 'active', 'deactivated'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** An e-mail address as typed: trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .max(accountLimits.emailMaxLength)
  .pipe(z.email('please enter a valid email address'))
  .transform((email) => email.toLowerCase());

/** A new password. */
export const newPasswordSchema = z
  .string()
  .min(passwordLimits.minLength)
  .max(passwordLimits.maxLength);
/** A password as typed at sign-in: no length rule beyond the maximum, so old passwords still work. */
export const enteredPasswordSchema = z.string().min(1).max(passwordLimits.maxLength);

const personNameSchema = trimmedText(1, accountLimits.nameMaxLength);

/** The signed-in user as the web app keeps it (SPEC.md section 3 and PRODUCT.md). */
export const currentUserSchema = z.object({
  user_id: z.uuid(),
  user_email: z.string(),
  user_role: userRoleSchema,
  user_first_name: z.string(),
  user_last_name: z.string(),
  /** Address of the profile photo (WebP), or null. */
  user_photo_url: z.string().nullable(),
  /** Whether VIP course data is open to this user. */
  is_vip: z.boolean(),
  /** Approved course contributions. */
  contribution_count: z.number().int(),
  locale: localeSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `POST /reception/register`. */
export const registerBodySchema = z.object({
  user_email: emailSchema,
  user_password: newPasswordSchema,
  user_first_name: personNameSchema,
  user_last_name: personNameSchema,
  locale: localeSchema.default('en'),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** `POST /reception/login` and `POST /reception-vip/login`. */
export const loginBodySchema = z.object({
  user_email: emailSchema,
  user_password: enteredPasswordSchema,
  /** Keep the session for 30 days instead of 12 hours. */
  remember_me: z.boolean().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The answer of every sign-in: login, graduate login and the Google callback. */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  user_current: currentUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /reception/refresh` and `POST /reception/logout`. */
export const refreshBodySchema = z.object({ refresh_token: z.string().min(1).max(500) });
export const refreshResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** `GET /reception/verify-token`. */
export const verifyTokenResponseSchema = z.object({ user_current: currentUserSchema });

/** An e-mailed one-time token, as a query parameter or in a body. */
export const emailTokenSchema = trimmedText(16, 200);
export const tokenQuerySchema = z.object({ token: emailTokenSchema });

/** The same answer whether or not an account exists (no enumeration). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const emailBodySchema = z.object({ user_email: emailSchema });
export const passwordResetBodySchema = z.object({
  token: emailTokenSchema,
  new_password: newPasswordSchema,
});
export const passwordChangeBodySchema = z.object({
  current_password: enteredPasswordSchema,
  new_password: newPasswordSchema,
});

/** `GET /reception/google/url`. */
export const googleUrlResponseSchema = z.object({ url: z.url() });
/** `GET /reception/google/callback`. */
export const googleCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
});

/** Graduate applications. */
export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export function graduationYearBounds(now = new Date()): { min: number; max: number } {
  return { min: 1950, max: now.getUTCFullYear() };
}

/** The text fields of `POST /reception-vip/register` (multipart; the optional file field is `proof`). */
export const graduateRegisterFieldsSchema = registerBodySchema.extend({
  graduation_year: z.coerce
    .number()
    .int()
    .min(graduationYearBounds().min)
    .refine(
      (year) => year <= graduationYearBounds().max,
      'graduation_year cannot be in the future',
    ),
  student_number: z
    .string()
    .trim()
    .regex(
      accountLimits.studentNumberPattern,
      'student_number must be 4 to 20 letters, digits or hyphens',
    ),
  department: trimmedText(2, accountLimits.departmentMaxLength),
});
export type GraduateRegisterFields = z.input<typeof graduateRegisterFieldsSchema>;

/** What a graduate applied with, and where the review stands. */
const graduateApplicationFactsShape = {
  graduation_year: z.number().int(),
  student_number: z.string(),
  department: z.string(),
  status: applicationStatusSchema,
  /** Whether a proof document was sent; it is fetched from `/reception-vip/applications/{id}/proof`. */
  has_proof: z.boolean(),
  submitted_at: z.iso.datetime({ offset: true }),
  reviewed_at: z.iso.datetime({ offset: true }).nullable(),
};

export const graduateApplicationSchema = z.object({
  application_id: z.uuid(),
  user_id: z.uuid(),
  user_email: z.string(),
  user_first_name: z.string(),
  user_last_name: z.string(),
  ...graduateApplicationFactsShape,
  reviewer_name: z.string().nullable(),
  note: z.string().nullable(),
});
export type GraduateApplication = z.infer<typeof graduateApplicationSchema>;

export const graduateApplicationListQuerySchema = paginationQuerySchema.extend({
  status: applicationStatusSchema.optional(),
  /** Name, e-mail, student number or department. */
  q: z.string().trim().max(100).optional(),
});
export const graduateApplicationListSchema = pageSchema(graduateApplicationSchema);

export const applicationReviewBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    note: z.string().trim().max(accountLimits.reviewNoteMaxLength).default(''),
  })
  .refine((review) => review.decision === 'approve' || review.note.length > 0, {
    message: 'A note is required when rejecting',
    path: ['note'],
  });

/** `GET /profile/me`. */
export const profileSchema = currentUserSchema.extend({
  user_status: userStatusSchema,
  department: z.string().nullable(),
  /** The year the student started, for example 2023. */
  class_year: z.number().int().nullable(),
  bio: z.string(),
  has_password: z.boolean(),
  is_google_linked: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PUT /profile/me`: role, e-mail, verification and VIP fields are never taken from it. */
export const profileUpdateBodySchema = z.object({
  user_first_name: personNameSchema,
  user_last_name: personNameSchema,
  department: z.string().trim().max(accountLimits.departmentMaxLength).nullable().default(null),
  class_year: z.number().int().min(1950).max(2100).nullable().default(null),
  locale: localeSchema,
  bio: z.string().trim().max(accountLimits.bioMaxLength).default(''),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** `DELETE /profile/me`. */
export const profileDeleteBodySchema = z.object({ user_password: enteredPasswordSchema });

/** Admin user management. */
export const adminUserSortSchema = z.enum(['-created_at', 'created_at', 'email', 'name']);
export const adminUserListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  role: userRoleSchema.optional(),
  status: userStatusSchema.optional(),
  sort: adminUserSortSchema.default('-created_at'),
});
export const adminUserSchema = z.object({
  user_id: z.uuid(),
  user_email: z.string(),
  user_first_name: z.string(),
  user_last_name: z.string(),
  user_role: userRoleSchema,
  user_status: userStatusSchema,
  is_email_verified: z.boolean(),
  locale: localeSchema,
  user_photo_url: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  last_login_at: z.iso.datetime({ offset: true }).nullable(),
  /** Whether the account signs in with two-step sign-in (an admin can reset it). */
  two_step_enabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = pageSchema(adminUserSchema);
export const adminUserCreateBodySchema = z.object({
  user_email: emailSchema,
  user_first_name: personNameSchema,
  user_last_name: personNameSchema,
  user_role: userRoleSchema,
  locale: localeSchema.default('en'),
});
export const adminUserUpdateBodySchema = z
  .object({
    user_first_name: personNameSchema.optional(),
    user_last_name: personNameSchema.optional(),
    user_role: userRoleSchema.optional(),
    user_status: z.enum(['active', 'deactivated']).optional(),
  })
  .refine(
    (body) =>
      body.user_first_name !== undefined ||
      body.user_last_name !== undefined ||
      body.user_role !== undefined ||
      body.user_status !== undefined,
    'Change at least one field',
  );

/** Path parameters of the account routes. */
export const applicationIdParamsSchema = z.object({ id: z.uuid() });
export const userIdParamsSchema = z.object({ user_id: z.uuid() });
/** `GET /media/photos/{file}`: a stored photo's random name. */
export const photoFileParamsSchema = z.object({ file: z.string().min(1).max(100) });

/** What a person shared across the features, each with its status: part of their data export. */
export const ownContentExportSchema = z.object({
  /** Every course experience this person shared, with its status and the reviewer's note. */
  course_experiences: z.array(ownExperienceSchema),
  /** The questions they asked in the question pool, anonymous ones included. */
  pool_questions: z.array(poolQuestionSchema),
  /** Their replies in question-pool threads. */
  pool_replies: z.array(poolReplySchema),
  /** Their entries in the psychologist and psychiatrist pools, with status and note. */
  therapist_pool_entries: z.array(ownTherapistEntrySchema),
  /** Their listings on the home boards, with status and note. */
  listings: z.array(listingSchema),
  /** Their feedback and suggestions, with status and the answer. */
  feedback_items: z.array(feedbackItemSchema),
  /** Their career applications, with status (never the internal note). */
  career_applications: z.array(myCareerApplicationSchema),
  /** The waitlists they joined. */
  waitlist_entries: z.array(waitlistEntrySchema),
  /** The vote questions they proposed, and the votes they cast. */
  vote_proposals: z.array(voteQuestionSchema),
  votes: z.array(voteCastSchema),
  /** Their alarms, of every status. */
  alarms: z.array(alarmSchema),
  /** Their notifications, read and unread. */
  notifications: z.array(notificationSchema),
  /** Their answers to quizzes, newest first (whether one is hidden, not who hid it). */
  quiz_answers: z.array(qbResponseSchema.omit({ user: true, hidden_by: true })),
  /** Their conversations with the assistant, with every message and rating. */
  assistant_conversations: z.array(assistantConversationDetailSchema),
  /** Their matching: participations, physical record, number of blocks, matches and feedback. */
  matching: matchingExportSchema,
});
export type OwnContentExport = z.infer<typeof ownContentExportSchema>;

/** `GET /profile/me/export`: everything the platform keeps about the signed-in person (KVKK/GDPR). */
export const profileExportSchema = z.object({
  exported_at: z.iso.datetime({ offset: true }),
  profile: profileSchema,
  sessions: z.array(
    z.object({
      created_at: z.iso.datetime({ offset: true }),
      last_used_at: z.iso.datetime({ offset: true }),
      expires_at: z.iso.datetime({ offset: true }),
      revoked_at: z.iso.datetime({ offset: true }).nullable(),
      remember_me: z.boolean(),
      is_current: z.boolean(),
    }),
  ),
  graduate_application: z
    .object({
      ...graduateApplicationFactsShape,
      note: z.string().nullable(),
    })
    .nullable(),
  /** The GPA calculator kept in the profile. */
  gpa_plan: savedGpaPlanSchema,
  ...ownContentExportSchema.shape,
  /** What this person did that was recorded (sign-in security events, reviews, admin actions). */
  activity: z.array(
    z.object({
      action: z.string(),
      target_type: z.string().nullable(),
      target_id: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type ProfileExport = z.infer<typeof profileExportSchema>;
