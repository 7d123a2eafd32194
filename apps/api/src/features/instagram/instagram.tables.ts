import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { primaryId, timestamps } from '../../db/columns';

/**
 * The Instagram posts featured on the home page, managed by admins. The
 * image is a WebP file of the file store's `instagram` folder. `created_by`
 * is not a foreign key: a post outlives its author's account, and a feature
 * does not import another feature's tables.
 */
export const instagramPosts = pgTable(
  'instagram_posts',
  {
    post_id: primaryId('post_id'),
    /** Canonical (`https://www.instagram.com/p/{code}/`); one featured entry a post. */
    post_url: text('post_url').notNull(),
    caption_en: text('caption_en').notNull(),
    caption_tr: text('caption_tr').notNull(),
    display_order: integer('display_order').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    file_name: text('file_name').notNull(),
    created_by: uuid('created_by'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('instagram_posts_url_idx').on(table.post_url),
    // The admins' list and the home page: display order, then the oldest first.
    index('instagram_posts_order_idx').on(table.display_order, table.created_at, table.post_id),
  ],
);

export type InstagramPostRow = typeof instagramPosts.$inferSelect;
export type NewInstagramPostRow = typeof instagramPosts.$inferInsert;
