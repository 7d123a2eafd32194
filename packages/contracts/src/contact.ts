import { z } from 'zod';
import { emailSchema } from './accounts';
import { pageSchema, paginationQuerySchema } from './pagination';
import { localeSchema } from './roles';
import { trimmedText } from './schema-parts';

/** Which of the product's platforms a contact message is about. */
export const contactPlatforms = ['web', 'mobile', 'both', 'other'] as const;
export const contactPlatformSchema = z.enum(contactPlatforms);
export type ContactPlatform = z.infer<typeof contactPlatformSchema>;

/** A message is new until an admin marks it handled (or answers it). */
export const contactStatuses = ['new', 'handled'] as const;
export const contactStatusSchema = z.enum(contactStatuses);
export type ContactStatus = z.infer<typeof contactStatusSchema>;

export const contactLimits = {
  nameMaxLength: 60,
  phoneMinLength: 7,
  phoneMaxLength: 20,
  subjectMinLength: 3,
  subjectMaxLength: 150,
  detailsMinLength: 10,
  detailsMaxLength: 5000,
  replyMaxLength: 5000,
  queryMaxLength: 100,
} as const;

/** The rule's sentence, used by the API's answer and matched by the web form. */
export const contactPhoneMessage = 'phone may contain only digits, spaces, +, - and parentheses';

/** Digits, spaces, +, - and parentheses, with at least one digit. */
export const contactPhonePattern = /^(?=.*\d)[\d\s+()-]+$/;

/** `POST /contacts` (public). `website` is a honeypot: people leave it empty, bots fill it. */
export const contactWriteBodySchema = z.object({
  first_name: trimmedText(1, contactLimits.nameMaxLength),
  last_name: trimmedText(1, contactLimits.nameMaxLength),
  email: emailSchema,
  phone: trimmedText(contactLimits.phoneMinLength, contactLimits.phoneMaxLength)
    .regex(contactPhonePattern, { message: contactPhoneMessage })
    .optional(),
  subject: trimmedText(contactLimits.subjectMinLength, contactLimits.subjectMaxLength),
  platform: contactPlatformSchema,
  details: trimmedText(contactLimits.detailsMinLength, contactLimits.detailsMaxLength),
  /** The sender's interface language: the answer is written in it. */
  locale: localeSchema.default('en'),
  website: z.string().max(200).optional(),
});
export type ContactWriteBody = z.infer<typeof contactWriteBodySchema>;
export type ContactWriteInput = z.input<typeof contactWriteBodySchema>;

/** The answer to a sent form: nothing about what was stored, so a bot learns nothing. */
export const contactReceiptSchema = z.object({ received: z.literal(true) });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** A contact message as admins read it. */
export const contactMessageSchema = z.object({
  contact_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  platform: contactPlatformSchema,
  details: z.string(),
  locale: localeSchema,
  status: contactStatusSchema,
  /** The admin who handled it, as "Elif Ç."; null while new or when the account is gone. */
  handled_by_name: z.string().nullable(),
  handled_at: z.iso.datetime({ offset: true }).nullable(),
  /** The last answer sent by e-mail. */
  reply: z.string().nullable(),
  replied_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagePageSchema = pageSchema(contactMessageSchema);
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

export const contactIdParamsSchema = z.object({
  contact_id: z.uuid({ message: 'contact_id must be the id of a contact message (a UUID)' }),
});

/** `GET /admin/contacts`: newest first; a status and a search over names, e-mail and subject. */
export const contactListQuerySchema = paginationQuerySchema.extend({
  status: contactStatusSchema.optional(),
  q: z.string().trim().max(contactLimits.queryMaxLength).optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

/** `POST /admin/contacts/{contact_id}/reply`: sent by e-mail in the sender's language. */
export const contactReplyBodySchema = z.object({
  message: trimmedText(1, contactLimits.replyMaxLength),
});
export type ContactReplyBody = z.infer<typeof contactReplyBodySchema>;
