import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  assistantAnswerModes,
  assistantFeedbackReasons,
  assistantMessageRoles,
  assistantMessageStatuses,
  assistantRatings,
  assistantSourceTypes,
  assistantVisibilities,
  type AssistantSource,
} from '@campus/contracts';
import { moment, momentNow, primaryId, timestamps } from '../../db/columns';

export const assistantSourceTypeEnum = pgEnum('assistant_source_type', assistantSourceTypes);
export const assistantVisibilityEnum = pgEnum('assistant_visibility', assistantVisibilities);
export const assistantChunkLanguageEnum = pgEnum('assistant_chunk_language', ['en', 'tr', 'both']);
export const assistantMessageRoleEnum = pgEnum('assistant_message_role', assistantMessageRoles);
export const assistantMessageStatusEnum = pgEnum(
  'assistant_message_status',
  assistantMessageStatuses,
);
export const assistantAnswerModeEnum = pgEnum('assistant_answer_mode', assistantAnswerModes);
export const assistantRatingEnum = pgEnum('assistant_rating', assistantRatings);
export const assistantFeedbackReasonEnum = pgEnum(
  'assistant_feedback_reason',
  assistantFeedbackReasons,
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A weighted text-search vector of a title (A) and a body (B) in one configuration. */
function weightedText(config: string, title: string, body: string): string {
  return `setweight(to_tsvector('${config}'::regconfig, "${title}"), 'A') || setweight(to_tsvector('${config}'::regconfig, "${body}"), 'B')`;
}

/** The vector of one language, empty for a chunk in the other one (stemming is costly). */
function weightedIn(config: 'english' | 'turkish', skipped: 'en' | 'tr') {
  return sql.raw(
    `case when "language" = '${skipped}' then ''::tsvector else ${weightedText(config, 'title', 'body')} end`,
  );
}

/**
 * One retrievable chunk of a source (ASSISTANT.md, "Index"). `visibility` has
 * no default: the feature that owns the source decides it. `search_en` and
 * `search_tr` stem the text in English and Turkish; `search_folded` matches
 * the Turkish-folded words (text typed without Turkish letters); the trigram
 * index on `folded_title` finds names, codes and typos.
 */
export const assistantChunks = pgTable(
  'assistant_chunks',
  {
    chunk_id: primaryId('chunk_id'),
    /** The unit indexed as a whole (a course with its experiences, a thread with its replies). */
    unit_type: assistantSourceTypeEnum('unit_type').notNull(),
    unit_id: text('unit_id').notNull(),
    source_type: assistantSourceTypeEnum('source_type').notNull(),
    source_id: text('source_id').notNull(),
    part: text('part').notNull(),
    language: assistantChunkLanguageEnum('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    path: text('path').notNull(),
    visibility: assistantVisibilityEnum('visibility').notNull(),
    course_code: text('course_code'),
    facts: jsonb('facts').$type<Record<string, unknown>>(),
    folded_title: text('folded_title').notNull(),
    folded_body: text('folded_body').notNull(),
    search_en: tsvector('search_en').notNull().generatedAlwaysAs(weightedIn('english', 'tr')),
    search_tr: tsvector('search_tr').notNull().generatedAlwaysAs(weightedIn('turkish', 'en')),
    search_folded: tsvector('search_folded')
      .notNull()
      .generatedAlwaysAs(sql.raw(weightedText('simple', 'folded_title', 'folded_body'))),
    indexed_at: momentNow('indexed_at'),
  },
  (table) => [
    uniqueIndex('assistant_chunks_source_part_unique').on(
      table.source_type,
      table.source_id,
      table.part,
    ),
    index('assistant_chunks_unit_idx').on(table.unit_type, table.unit_id),
    index('assistant_chunks_search_en_idx').using('gin', table.search_en),
    index('assistant_chunks_search_tr_idx').using('gin', table.search_tr),
    index('assistant_chunks_search_folded_idx').using('gin', table.search_folded),
    // Names, codes and typos: the titles of everything but experiences (theirs is their course's).
    index('assistant_chunks_title_trgm_idx')
      .using('gin', sql`${table.folded_title} gin_trgm_ops`)
      .where(sql`${table.source_type} <> 'experience'`),
    index('assistant_chunks_course_code_idx')
      .on(table.course_code)
      .where(sql`${table.course_code} is not null`),
  ],
);

export type AssistantChunkRow = typeof assistantChunks.$inferSelect;
export type NewAssistantChunkRow = typeof assistantChunks.$inferInsert;

/**
 * A person's conversation with the assistant. `user_id` references
 * users(user_id) ON DELETE CASCADE, declared in SQL (migration
 * assistant_user_links). `updated_at` is the last question or change: a
 * conversation untouched for 90 days is deleted.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    conversation_id: primaryId('conversation_id'),
    user_id: uuid('user_id').notNull(),
    title: text('title').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('assistant_conversations_user_idx').on(
      table.user_id,
      table.updated_at.desc(),
      table.conversation_id,
    ),
    index('assistant_conversations_updated_idx').on(table.updated_at),
  ],
);

export type AssistantConversationRow = typeof assistantConversations.$inferSelect;

/**
 * A question or an answer. An answer's `reply_to` is its question; a
 * regenerated answer is a second one with the same `reply_to`. `user_id` is
 * the conversation's owner (the limits count their questions).
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    message_id: primaryId('message_id'),
    // The order of saving: a question and its answer saved within one clock tick keep their order.
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.conversation_id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    role: assistantMessageRoleEnum('role').notNull(),
    content: text('content').notNull(),
    status: assistantMessageStatusEnum('status').notNull(),
    mode: assistantAnswerModeEnum('mode'),
    reply_to: uuid('reply_to').references((): AnyPgColumn => assistantMessages.message_id, {
      onDelete: 'cascade',
    }),
    sources: jsonb('sources').$type<AssistantSource[]>().notNull().default([]),
    // The clock, not the transaction's start, for a question and its answer saved together.
    created_at: moment('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    updated_at: momentNow('updated_at'),
  },
  (table) => [
    index('assistant_messages_conversation_idx').on(table.conversation_id, table.position),
    index('assistant_messages_user_role_idx').on(table.user_id, table.role, table.created_at),
    index('assistant_messages_reply_to_idx').on(table.reply_to),
    index('assistant_messages_streaming_idx')
      .on(table.user_id, table.created_at)
      .where(sql`${table.status} = 'streaming'`),
  ],
);

export type AssistantMessageRow = typeof assistantMessages.$inferSelect;

/** A thumbs up or down on an answer; it goes with the answer's conversation. */
export const assistantFeedback = pgTable(
  'assistant_feedback',
  {
    message_id: uuid('message_id')
      .primaryKey()
      .references(() => assistantMessages.message_id, { onDelete: 'cascade' }),
    rating: assistantRatingEnum('rating').notNull(),
    reason: assistantFeedbackReasonEnum('reason'),
    comment: text('comment'),
    shared: boolean('shared').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index('assistant_feedback_rating_idx').on(
      table.rating,
      table.updated_at.desc(),
      table.message_id,
    ),
    index('assistant_feedback_updated_idx').on(table.updated_at.desc(), table.message_id),
    index('assistant_feedback_shared_idx')
      .on(table.updated_at.desc(), table.message_id)
      .where(sql`${table.shared}`),
  ],
);

export type AssistantFeedbackRow = typeof assistantFeedback.$inferSelect;

/**
 * Counts per person and day (UTC): the daily limit, and the admins' usage
 * figures, which outlive deleted conversations. `user_id` references
 * users(user_id) ON DELETE CASCADE, declared in SQL.
 */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    day: date('day', { mode: 'string' }).notNull(),
    user_id: uuid('user_id').notNull(),
    questions: integer('questions').notNull().default(0),
    model_answers: integer('model_answers').notNull().default(0),
    offline_answers: integer('offline_answers').notNull().default(0),
    fallback_answers: integer('fallback_answers').notNull().default(0),
    thumbs_up: integer('thumbs_up').notNull().default(0),
    thumbs_down: integer('thumbs_down').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.user_id] }),
    index('assistant_usage_user_idx').on(table.user_id),
  ],
);
