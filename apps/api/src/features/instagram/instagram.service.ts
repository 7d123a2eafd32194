import {
  instagramImagePath,
  instagramLimits,
  type InstagramFeaturedList,
  type InstagramListQuery,
  type InstagramMoveBody,
  type InstagramPost,
  type InstagramPostFields,
  type InstagramPostPage,
  fieldProblem,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { reencodeImage } from '../../platform/uploads';
import { createInstagramRepository, type InstagramPostValues } from './instagram.repository';
import type { InstagramPostRow } from './instagram.tables';
import { pageOf } from '../../platform/wire-page';

const noSuchPost = () => AppError.notFound('There is no such Instagram post');

const alreadyFeaturedMessage = 'This Instagram post is already featured';
const alreadyFeatured = () =>
  new AppError(409, 'conflict', alreadyFeaturedMessage, [
    ruleProblem('body.post_url', alreadyFeaturedMessage, 'post_already_featured'),
  ]);

const fileRequired = () =>
  AppError.badRequest('Please check the form for errors', [
    fieldProblem('body.file', { code: 'required' }),
  ]);

/** The image's address; its query changes with the file, so it can be cached for good. */
export function imageUrlOf(row: InstagramPostRow): string {
  return `/api/${instagramImagePath(row.post_id)}?v=${row.file_name.slice(0, 12)}`;
}

function postOf(row: InstagramPostRow): InstagramPost {
  return {
    post_id: row.post_id,
    post_url: row.post_url,
    caption_en: row.caption_en,
    caption_tr: row.caption_tr,
    display_order: row.display_order,
    is_active: row.is_active,
    image_url: imageUrlOf(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const writableFields = [
  'post_url',
  'caption_en',
  'caption_tr',
  'display_order',
  'is_active',
] as const satisfies readonly (keyof InstagramPostValues)[];

/**
 * Runs a write, turning a second entry for the same post into 409; the new
 * image file, if any, is removed again when the write fails.
 */
async function writing<T>(
  files: FileStore,
  newFile: string | null,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await files.remove('instagram', newFile);
    if (isUniqueViolation(error)) throw alreadyFeatured();
    throw error;
  }
}

export interface InstagramServiceDependencies {
  db: Database;
  files: FileStore;
}

/**
 * The Instagram posts of the home page: admins manage them (every change
 * audited in the same transaction), everyone reads the active ones.
 */
export function createInstagramService({ db, files }: InstagramServiceDependencies) {
  const reader = createInstagramRepository(db);

  async function reencoded(content: Buffer): Promise<string> {
    const webp = await reencodeImage(content, { field: 'file' });
    return files.save('instagram', webp, 'webp');
  }

  /** Changes one post in a transaction with its row locked; 404 when it is gone. */
  async function changing<T>(
    postId: string,
    change: (
      repository: ReturnType<typeof createInstagramRepository>,
      before: InstagramPostRow,
      transaction: Executor,
    ) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (transaction) => {
      const repository = createInstagramRepository(transaction);
      const before = await repository.findPost(postId, true);
      if (before === undefined) throw noSuchPost();
      return change(repository, before, transaction);
    });
  }

  async function setActive(postId: string, active: boolean, actor: AuthUser) {
    return changing(postId, async (repository, before, transaction) => {
      if (before.is_active === active) return postOf(before);
      const row = await repository.updatePost(postId, { is_active: active });
      if (row === undefined) throw noSuchPost();
      await recordRowAudit(
        transaction,
        actor.userId,
        active ? 'instagram_post.activated' : 'instagram_post.deactivated',
        postId,
      );
      return postOf(row);
    });
  }

  return {
    /** Every post, active or not, in display order (admins). */
    async list(query: InstagramListQuery): Promise<InstagramPostPage> {
      const { rows, total } = await reader.findPage(query);
      return pageOf(rows.map(postOf), query, total);
    },

    async get(postId: string): Promise<InstagramPost> {
      const row = await reader.findPost(postId);
      if (row === undefined) throw noSuchPost();
      return postOf(row);
    },

    /** The home page's posts: the first active ones in display order. */
    async featured(): Promise<InstagramFeaturedList> {
      const rows = await reader.findActive(instagramLimits.featuredMax);
      return {
        items: rows.map((row) => ({
          post_id: row.post_id,
          post_url: row.post_url,
          caption_en: row.caption_en,
          caption_tr: row.caption_tr,
          image_url: imageUrlOf(row),
        })),
      };
    },

    /**
     * Adds a post: the image is checked by its content and stored as WebP
     * without metadata, then the row is written; the file is removed again
     * when the row is not.
     */
    async create(
      fields: InstagramPostFields,
      image: Buffer | undefined,
      actor: AuthUser,
    ): Promise<InstagramPost> {
      if (image === undefined) throw fileRequired();
      if ((await reader.countPosts()) >= instagramLimits.postsMax) {
        throw AppError.conflict(
          `At most ${String(instagramLimits.postsMax)} Instagram posts can be kept; delete one first`,
        );
      }
      const fileName = await reencoded(image);
      return writing(files, fileName, () =>
        db.transaction(async (transaction) => {
          const repository = createInstagramRepository(transaction);
          const row = await repository.insertPost({
            post_url: fields.post_url,
            caption_en: fields.caption_en,
            caption_tr: fields.caption_tr,
            display_order: fields.display_order ?? (await repository.nextOrder()),
            is_active: fields.is_active ?? true,
            file_name: fileName,
            created_by: actor.userId,
          });
          await recordRowAudit(transaction, actor.userId, 'instagram_post.created', row.post_id, {
            post_url: row.post_url,
            display_order: row.display_order,
            is_active: row.is_active,
          });
          return postOf(row);
        }),
      );
    },

    /**
     * Edits a post; a new image replaces the old one, whose file is removed
     * once the change has committed.
     */
    async update(
      postId: string,
      fields: InstagramPostFields,
      image: Buffer | undefined,
      actor: AuthUser,
    ): Promise<InstagramPost> {
      if ((await reader.findPost(postId)) === undefined) throw noSuchPost();
      const fileName = image === undefined ? null : await reencoded(image);
      const { post, oldFile } = await writing(files, fileName, () =>
        changing(postId, async (repository, before, transaction) => {
          const values: Partial<InstagramPostValues> = {
            post_url: fields.post_url,
            caption_en: fields.caption_en,
            caption_tr: fields.caption_tr,
            display_order: fields.display_order ?? before.display_order,
            is_active: fields.is_active ?? before.is_active,
            ...(fileName === null ? {} : { file_name: fileName }),
          };
          const row = await repository.updatePost(postId, values);
          if (row === undefined) throw noSuchPost();
          const changed: string[] = writableFields.filter(
            (field) => values[field] !== before[field],
          );
          if (fileName !== null) changed.push('image');
          await recordRowAudit(transaction, actor.userId, 'instagram_post.updated', postId, {
            changed,
          });
          return { post: postOf(row), oldFile: fileName === null ? null : before.file_name };
        }),
      );
      await files.remove('instagram', oldFile);
      return post;
    },

    async activate(postId: string, actor: AuthUser): Promise<InstagramPost> {
      return setActive(postId, true, actor);
    },

    async deactivate(postId: string, actor: AuthUser): Promise<InstagramPost> {
      return setActive(postId, false, actor);
    },

    /**
     * Moves a post one place up or down the display order; the posts are then
     * numbered 1, 2, 3… in their new order. At the top or bottom nothing moves.
     */
    async move(postId: string, body: InstagramMoveBody, actor: AuthUser): Promise<InstagramPost> {
      return db.transaction(async (transaction) => {
        const repository = createInstagramRepository(transaction);
        const posts = await repository.findAll(true);
        const from = posts.findIndex((post) => post.post_id === postId);
        const moving = posts[from];
        if (moving === undefined) throw noSuchPost();
        const to = body.direction === 'up' ? from - 1 : from + 1;
        const other = posts[to];
        if (other === undefined) return postOf(moving);
        posts[to] = moving;
        posts[from] = other;
        for (const [index, post] of posts.entries()) {
          if (post.display_order !== index + 1) await repository.setOrder(post.post_id, index + 1);
        }
        const row = await repository.updatePost(postId, {});
        if (row === undefined) throw noSuchPost();
        await recordRowAudit(transaction, actor.userId, 'instagram_post.moved', postId, {
          direction: body.direction,
          from: moving.display_order,
          to: row.display_order,
        });
        return postOf(row);
      });
    },

    /** Deletes a post; its image file goes once the deletion has committed. */
    async remove(postId: string, actor: AuthUser): Promise<void> {
      const fileName = await db.transaction(async (transaction) => {
        const row = await createInstagramRepository(transaction).deletePost(postId);
        if (row === undefined) throw noSuchPost();
        await recordRowAudit(transaction, actor.userId, 'instagram_post.deleted', postId, {
          post_url: row.post_url,
        });
        return row.file_name;
      });
      await files.remove('instagram', fileName);
    },

    /** A post's WebP image, active or not (admins see inactive ones), or undefined. */
    async image(postId: string): Promise<Buffer | undefined> {
      const row = await reader.findPost(postId);
      if (row === undefined) return undefined;
      return files.read('instagram', row.file_name);
    },
  };
}

export type InstagramService = ReturnType<typeof createInstagramService>;
