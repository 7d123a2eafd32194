import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import type { UserRole } from './roles';
import { trimmedText } from './schema-parts';

/**
 * The information bank: bilingual projects (how to apply for Erasmus, a
 * dormitory, a student card…) read by everyone signed in and managed by
 * moderators. SPEC.md sections 3-5.
 */

/** SPEC section 4: draft, published, archived, deleted (a soft delete). */
export const informationProjectStatuses = ['draft', 'published', 'archived', 'deleted'] as const;
export const informationProjectStatusSchema = z.enum(informationProjectStatuses);
export type InformationProjectStatus = z.infer<typeof informationProjectStatusSchema>;

/** The transitions of a project besides saving and deleting it. */
export const informationProjectActions = ['publish', 'archive', 'restore'] as const;
export const informationProjectActionSchema = z.enum(informationProjectActions);
export type InformationProjectAction = z.infer<typeof informationProjectActionSchema>;

/** The statuses a project may leave for each action, and where it goes. */
export const informationTransitions = {
  publish: { from: ['draft', 'archived'], to: 'published' },
  archive: { from: ['published'], to: 'archived' },
  restore: { from: ['archived', 'deleted'], to: 'draft' },
  delete: { from: ['draft', 'published', 'archived'], to: 'deleted' },
} as const satisfies Record<
  InformationProjectAction | 'delete',
  { from: readonly InformationProjectStatus[]; to: InformationProjectStatus }
>;

/** What a moderator may do with a project in its status (SPEC section 4). */
export interface InformationProjectPolicy {
  canEdit: boolean;
  canDelete: boolean;
  /** Removing a deleted project for good: admins only. */
  canPurge: boolean;
  transitions: InformationProjectAction[];
}

/**
 * Who may do what to a project, from its status and the moderator's role:
 * the API refuses what it does not allow, the web shows only what it allows.
 */
export function informationProjectPolicy(
  status: InformationProjectStatus,
  role: UserRole | undefined,
): InformationProjectPolicy {
  const mayLeave = (action: InformationProjectAction | 'delete') =>
    (informationTransitions[action].from as readonly InformationProjectStatus[]).includes(status);
  return {
    canEdit: status !== 'deleted',
    canDelete: mayLeave('delete'),
    canPurge: status === 'deleted' && role === 'admin',
    transitions: informationProjectActions.filter(mayLeave),
  };
}

export const informationLimits = {
  idMinLength: 3,
  idMaxLength: 60,
  nameMaxLength: 120,
  descriptionMaxLength: 4000,
  listMaxItems: 20,
  listItemMaxLength: 500,
  orderMin: 1,
  orderMax: 999,
} as const;

/** SPEC section 5: lowercase letters and hyphens only, `erasmus-application`. */
export const informationProjectIdPattern = /^[a-z]+(-[a-z]+)*$/;

/** SPEC section 5, the message of a malformed project id. */
export const invalidProjectIdMessage = 'Invalid project identifier';

/** SPEC section 5, the list-field message with this product's limits filled in. */
export const informationListMessage = `list fields cannot have more than ${String(
  informationLimits.listMaxItems,
)} items, items cannot be empty or exceed ${String(informationLimits.listItemMaxLength)} characters`;

/** SPEC "order 1-999". */
export const informationOrderMessage = `display_order must be a whole number from ${String(
  informationLimits.orderMin,
)} to ${String(informationLimits.orderMax)}`;

/** The four list fields of a project (SPEC section 3), in the order a reader sees them. */
export const informationListFields = [
  'access_requirements',
  'process_steps',
  'warnings',
  'notes',
] as const;
export type InformationListField = (typeof informationListFields)[number];

/** A project id: 3-60 lowercase letters in words joined by single hyphens. */
export const informationProjectIdSchema = z
  .string()
  .trim()
  .min(informationLimits.idMinLength, { message: invalidProjectIdMessage })
  .max(informationLimits.idMaxLength, { message: invalidProjectIdMessage })
  .regex(informationProjectIdPattern, { message: invalidProjectIdMessage });

/** True when a text is a well-formed project id. */
export function isInformationProjectId(value: string): boolean {
  return informationProjectIdSchema.safeParse(value).success;
}

/** One item of a list field, in both languages. */
export const informationListItemSchema = z.object({ en: z.string(), tr: z.string() });
export type InformationListItem = z.infer<typeof informationListItemSchema>;

function isListText(text: string): boolean {
  return text.length >= 1 && text.length <= informationLimits.listItemMaxLength;
}

/**
 * A list field: at most 20 items, each text 1-500 characters after trimming.
 * A wrong item is reported on the item itself (`access_requirements.3`), a
 * list that is too long on the list, both with the SPEC list-field message.
 */
export const informationListSchema = z
  .array(
    z
      .object({ en: z.string().trim(), tr: z.string().trim() })
      .refine((item) => isListText(item.en) && isListText(item.tr), {
        message: informationListMessage,
      }),
  )
  .max(informationLimits.listMaxItems, { message: informationListMessage });

/** What a moderator writes on create and update. */
const projectContentShape = {
  name_en: trimmedText(1, informationLimits.nameMaxLength),
  name_tr: trimmedText(1, informationLimits.nameMaxLength),
  description_en: trimmedText(1, informationLimits.descriptionMaxLength),
  description_tr: trimmedText(1, informationLimits.descriptionMaxLength),
  access_requirements: informationListSchema,
  process_steps: informationListSchema,
  warnings: informationListSchema,
  notes: informationListSchema,
  display_order: z
    .number({ message: informationOrderMessage })
    .int({ message: informationOrderMessage })
    .min(informationLimits.orderMin, { message: informationOrderMessage })
    .max(informationLimits.orderMax, { message: informationOrderMessage }),
  /**
   * Save as draft (`draft`) or save and publish (`published`). On create the
   * default is a draft; on update the status stays as it is when absent.
   */
  status: z.enum(['draft', 'published']).optional(),
};

/** `POST /information/projects` (moderators): the id is chosen here and never changes. */
export const informationProjectCreateBodySchema = z.object({
  project_id: informationProjectIdSchema,
  ...projectContentShape,
});
export type InformationProjectCreateBody = z.infer<typeof informationProjectCreateBodySchema>;
export type InformationProjectCreateInput = z.input<typeof informationProjectCreateBodySchema>;

/** `PUT /information/projects/{project_id}` (moderators). */
export const informationProjectUpdateBodySchema = z.object(projectContentShape);
export type InformationProjectUpdateBody = z.infer<typeof informationProjectUpdateBodySchema>;
export type InformationProjectUpdateInput = z.input<typeof informationProjectUpdateBodySchema>;

/** A project as a list shows it: no lists, the descriptions for the card's excerpt. */
export const informationProjectSummarySchema = z.object({
  project_id: z.string(),
  name_en: z.string(),
  name_tr: z.string(),
  description_en: z.string(),
  description_tr: z.string(),
  status: informationProjectStatusSchema,
  display_order: z.number().int(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type InformationProjectSummary = z.infer<typeof informationProjectSummarySchema>;

/** A whole project. Texts are plain text, shown as written (never HTML). */
export const informationProjectSchema = informationProjectSummarySchema.extend({
  access_requirements: z.array(informationListItemSchema),
  process_steps: z.array(informationListItemSchema),
  warnings: z.array(informationListItemSchema),
  notes: z.array(informationListItemSchema),
  created_at: z.iso.datetime({ offset: true }),
});
export type InformationProject = z.infer<typeof informationProjectSchema>;

/**
 * `GET /information/projects`: published projects for everyone signed in;
 * moderators may ask for a status (without one they see every project that
 * is not deleted). `lang` picks the name that orders projects of equal order.
 */
export const informationProjectListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  status: informationProjectStatusSchema.optional(),
  lang: z.enum(['en', 'tr']).default('en'),
});
export type InformationProjectListQuery = z.infer<typeof informationProjectListQuerySchema>;

export const informationProjectIdParamsSchema = z.object({
  project_id: informationProjectIdSchema,
});

export const informationProjectActionParamsSchema = informationProjectIdParamsSchema.extend({
  action: informationProjectActionSchema,
});

export const informationProjectPageSchema = pageSchema(informationProjectSummarySchema);
export type InformationProjectPage = z.infer<typeof informationProjectPageSchema>;
