import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { contactPlatforms, contactStatuses, locales } from '@campus/contracts';
import { createdAt, moment, primaryId, searchText, searchTextIndex } from '../../db/columns';

export const contactPlatformEnum = pgEnum('contact_platform', contactPlatforms);
export const contactStatusEnum = pgEnum('contact_status', contactStatuses);
export const contactLocaleEnum = pgEnum('contact_locale', locales);

/**
 * A message of the public contact form. Admins read it, mark it handled and
 * answer it by e-mail in the sender's `locale`. `handled_by` is not a foreign
 * key: the record outlives the admin's account. `search_text` is the folded
 * names, e-mail and subject (`foldSearchText`).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    contact_id: primaryId('contact_id'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    platform: contactPlatformEnum('platform').notNull(),
    details: text('details').notNull(),
    locale: contactLocaleEnum('locale').notNull().default('en'),
    status: contactStatusEnum('status').notNull().default('new'),
    handled_by: uuid('handled_by'),
    handled_at: moment('handled_at'),
    reply: text('reply'),
    replied_at: moment('replied_at'),
    search_text: searchText(),
    created_at: createdAt(),
  },
  (table) => [
    // The admins' list: every message, or one status, newest first.
    index('contact_messages_created_idx').on(table.created_at.desc(), table.contact_id),
    index('contact_messages_status_idx').on(
      table.status,
      table.created_at.desc(),
      table.contact_id,
    ),
    // Turkish-aware search over the folded names, e-mail and subject.
    searchTextIndex('contact_messages_search_trgm_idx', table.search_text),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
