import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import {
  createInstagramRepository,
  type InstagramPostValues,
} from '../../../src/features/instagram/instagram.repository';
import type { InstagramPostRow } from '../../../src/features/instagram/instagram.tables';
import { createFileStore } from '../../../src/platform/file-store';
import type { TestContext } from '../app';

/** A canonical link of an Instagram post that no other post uses. */
export function uniqueInstagramPostUrl(kind: 'p' | 'reel' | 'tv' = 'p'): string {
  return `https://www.instagram.com/${kind}/T${randomUUID().replace(/-/g, '').slice(0, 12)}/`;
}

/** One small WebP image per worker, as the API stores an upload. */
let webp: Promise<Buffer> | undefined;
function sampleWebp(): Promise<Buffer> {
  webp ??= sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .webp()
    .toBuffer();
  return webp;
}

export interface InstagramPostOptions extends Partial<Omit<InstagramPostValues, 'file_name'>> {
  created_by?: string | null;
}

/**
 * A featured Instagram post written straight to the database, with its WebP
 * image in the app's file store: active, captioned, after the last post in
 * the order unless told otherwise.
 */
export async function createInstagramPost(
  t: TestContext,
  options: InstagramPostOptions = {},
): Promise<InstagramPostRow> {
  const repository = createInstagramRepository(t.database.db);
  const files = createFileStore(path.join(t.env.dataDir, 'uploads'));
  const fileName = await files.save('instagram', await sampleWebp(), 'webp');
  return repository.insertPost({
    post_url: options.post_url ?? uniqueInstagramPostUrl(),
    caption_en: options.caption_en ?? 'Spring on campus',
    caption_tr: options.caption_tr ?? 'Kampüste bahar',
    display_order: options.display_order ?? (await repository.nextOrder()),
    is_active: options.is_active ?? true,
    file_name: fileName,
    created_by: options.created_by ?? null,
  });
}
