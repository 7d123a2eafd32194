import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  instagramPosts,
  type InstagramPostRow,
  type NewInstagramPostRow,
} from './instagram.tables';
import { readPage } from '../../db/paging';

/** The columns the admin form writes; ids and timestamps of record are the repository's. */
export type InstagramPostValues = Pick<
  NewInstagramPostRow,
  'post_url' | 'caption_en' | 'caption_tr' | 'display_order' | 'is_active' | 'file_name'
>;

/** The one display order of every list: the admin's order, then the oldest first. */
const displayOrder = [
  asc(instagramPosts.display_order),
  asc(instagramPosts.created_at),
  asc(instagramPosts.post_id),
] as const;

export function createInstagramRepository(db: Executor) {
  return {
    /** One page of every post (active or not) in display order, and the total. */
    async findPage(page: {
      page: number;
      page_size: number;
    }): Promise<{ rows: InstagramPostRow[]; total: number }> {
      return readPage(
        db
          .select()
          .from(instagramPosts)
          .orderBy(...displayOrder),
        page,
        db.$count(instagramPosts),
      );
    },

    /** The first active posts in display order. */
    async findActive(limit: number): Promise<InstagramPostRow[]> {
      return db
        .select()
        .from(instagramPosts)
        .where(eq(instagramPosts.is_active, true))
        .orderBy(...displayOrder)
        .limit(limit);
    },

    /** Every post in display order, locked for a change of the order when asked. */
    async findAll(lock = false): Promise<InstagramPostRow[]> {
      const query = db
        .select()
        .from(instagramPosts)
        .orderBy(...displayOrder);
      return lock ? query.for('update') : query;
    },

    async findPost(postId: string, lock = false): Promise<InstagramPostRow | undefined> {
      const query = db.select().from(instagramPosts).where(eq(instagramPosts.post_id, postId));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async countPosts(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(instagramPosts);
      return row?.value ?? 0;
    },

    /** The order after the last post: where a post goes when the admin gives none. */
    async nextOrder(): Promise<number> {
      const [row] = await db
        .select({ value: sql<number | null>`max(${instagramPosts.display_order})` })
        .from(instagramPosts);
      return (row?.value ?? 0) + 1;
    },

    async insertPost(
      values: InstagramPostValues & { created_by: string | null },
    ): Promise<InstagramPostRow> {
      const [row] = await db.insert(instagramPosts).values(values).returning();
      if (row === undefined) throw new Error('The Instagram post was not inserted');
      return row;
    },

    async updatePost(
      postId: string,
      values: Partial<InstagramPostValues>,
    ): Promise<InstagramPostRow | undefined> {
      const [row] = await db
        .update(instagramPosts)
        .set({ ...values, updated_at: new Date() })
        .where(eq(instagramPosts.post_id, postId))
        .returning();
      return row;
    },

    /** Sets a post's place in the order without counting it as an edit of the post. */
    async setOrder(postId: string, displayOrder: number): Promise<void> {
      await db
        .update(instagramPosts)
        .set({ display_order: displayOrder })
        .where(eq(instagramPosts.post_id, postId));
    },

    async deletePost(postId: string): Promise<InstagramPostRow | undefined> {
      const [row] = await db
        .delete(instagramPosts)
        .where(eq(instagramPosts.post_id, postId))
        .returning();
      return row;
    },
  };
}

export type InstagramRepository = ReturnType<typeof createInstagramRepository>;
