import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { instagramPostSchema, type InstagramPost } from '@campus/contracts';
import { instagramPosts } from '../src/features/instagram/instagram.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import { createInstagramPost, uniqueInstagramPostUrl } from './support/factories/instagram';
import {
  expectProblem,
  expectRuleProblem,
  expectStatus,
  fieldErrors,
  unknownId,
} from './support/http';
import { multipartBody, type MultipartFile } from './support/multipart';
import { createInstagramHelpers } from './support/instagram';

const t = useTestApp();
const { allPosts, featuredPost } = createInstagramHelpers(t);

/** The admin form: its fields and an image, as a browser sends them. */
function form(
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  file?: MultipartFile,
) {
  const body = multipartBody(fields, file);
  return t.api.call(method, url, token, body.payload, { headers: body.headers });
}

function png(colour: { r: number; g: number; b: number } = { r: 30, g: 90, b: 160 }) {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A phone photo: camera model and GPS position in its EXIF. */
function phoneJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Private Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 2/1 3/1' },
    })
    .toBuffer();
}

function imageFile(content: Buffer, fileName = 'post.png', contentType = 'image/png') {
  return { field: 'file', fileName, contentType, content };
}

function postFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    post_url: uniqueInstagramPostUrl(),
    caption_en: 'Spring on campus',
    caption_tr: 'Kampüste bahar',
    ...overrides,
  };
}

/** A post added through the admin form. */
async function create(
  admin: string,
  overrides: Record<string, string> = {},
): Promise<InstagramPost> {
  const response = await form(
    'POST',
    '/instagram/posts',
    admin,
    postFields(overrides),
    imageFile(await png()),
  );
  return expectStatus(response, 201, instagramPostSchema);
}

const instagramFolder = () => path.join(t.env.dataDir, 'uploads', 'instagram');

async function storedFiles(): Promise<Set<string>> {
  try {
    return new Set(await readdir(instagramFolder()));
  } catch {
    return new Set();
  }
}

async function fileNameOf(postId: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ file_name: instagramPosts.file_name })
    .from(instagramPosts)
    .where(eq(instagramPosts.post_id, postId));
  return row?.file_name;
}

describe('managing the featured Instagram posts', () => {
  it('answers 401 without a token and 403 to students and moderators', async () => {
    const [admin, moderator, student] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'student' }),
    ]);
    const post = await createInstagramPost(t);
    const fields = postFields();
    const file = imageFile(await png());
    const attempts = [
      () => t.api.call('GET', '/instagram/posts'),
      () => t.api.call('GET', '/instagram/posts', student.token),
      () => t.api.call('GET', '/instagram/posts', moderator.token),
      () => form('POST', '/instagram/posts', undefined, fields, file),
      () => form('POST', '/instagram/posts', student.token, fields, file),
      () => form('POST', '/instagram/posts', moderator.token, fields, file),
      () => form('PUT', `/instagram/posts/${post.post_id}`, moderator.token, fields),
      () =>
        t.api.call('POST', `/instagram/posts/${post.post_id}/move`, student.token, {
          direction: 'up',
        }),
      () => t.api.call('POST', `/instagram/posts/${post.post_id}/deactivate`, moderator.token),
      () => t.api.call('POST', `/instagram/posts/${post.post_id}/activate`, student.token),
      () => t.api.call('DELETE', `/instagram/posts/${post.post_id}`, moderator.token),
      () => t.api.call('DELETE', `/instagram/posts/${post.post_id}`),
    ];
    const statuses: number[] = [];
    for (const attempt of attempts) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 403, 403, 401, 403, 403, 403, 403, 403, 403, 403, 401]);
    expectStatus(await t.api.call('GET', `/instagram/posts/${post.post_id}`, admin.token), 200);
  });

  it('creates a post with a WebP image without EXIF, audited, last in the order by default', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const before = await allPosts(admin.token);
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const url = uniqueInstagramPostUrl('reel');
    const response = await form(
      'POST',
      '/instagram/posts',
      admin.token,
      {
        post_url: `${url.replace('www.', '')}?igsh=abc123&utm_source=ig_web_copy_link`,
        caption_en: '  Hackathon night  ',
        caption_tr: 'Hackathon gecesi',
      },
      imageFile(original, 'photo.jpg', 'image/jpeg'),
    );
    const post = expectStatus(response, 201, instagramPostSchema);
    expect(post).toMatchObject({
      post_url: url,
      caption_en: 'Hackathon night',
      caption_tr: 'Hackathon gecesi',
      is_active: true,
      display_order: Math.max(0, ...before.map((item) => item.display_order)) + 1,
    });
    expect(post.image_url).toMatch(
      new RegExp(`^/api/instagram/image/${post.post_id}\\.webp\\?v=[0-9a-f]{12}$`),
    );
    const audit = await auditOf(t, 'instagram_post.created', post.post_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ post_url: url, is_active: true });

    const served = await t.api.call('GET', post.image_url.replace(/^\/api/, ''));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Private Phone'))).toBe(false);

    const again = await form(
      'POST',
      '/instagram/posts',
      admin.token,
      postFields({ post_url: url }),
      imageFile(await png()),
    );
    expectRuleProblem(again, 409, {
      field: 'body.post_url',
      rule: 'post_already_featured',
      message: 'This Instagram post is already featured',
    });
  });

  it('refuses links that are not Instagram posts, with a clear message', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const files = await storedFiles();
    const refused = [
      'http://www.instagram.com/p/ABC123/',
      'https://instagram.com.evil.example/p/ABC123/',
      'https://www.instagram.com/campus_hub/',
      'https://www.instagram.com/p/',
      'https://www.instagram.com/stories/campus/123/',
      'javascript:alert(1)',
      'https://user@www.instagram.com/p/ABC123/',
      'not a link',
    ];
    for (const postUrl of refused) {
      const response = await form(
        'POST',
        '/instagram/posts',
        admin.token,
        postFields({ post_url: postUrl }),
        imageFile(await png()),
      );
      expect(response.statusCode, postUrl).toBe(400);
      expect(fieldErrors(response), postUrl).toEqual({
        'body.post_url':
          'post_url must be an Instagram post link such as https://www.instagram.com/p/…/',
      });
    }
    expect(await storedFiles()).toEqual(files);

    const accepted = ['p', 'reel', 'tv'] as const;
    for (const kind of accepted) {
      const post = await create(admin.token, {
        post_url: uniqueInstagramPostUrl(kind).replace(/\/$/, ''),
      });
      expect(post.post_url).toMatch(new RegExp(`^https://www\\.instagram\\.com/${kind}/\\w+/$`));
    }
  });

  it('answers every field problem at once and saves nothing', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const files = await storedFiles();
    const before = await allPosts(admin.token);
    const response = await form('POST', '/instagram/posts', admin.token, {
      post_url: '',
      caption_en: 'x'.repeat(301),
      caption_tr: '',
      display_order: '1000',
      is_active: 'maybe',
    });
    expect(fieldErrors(response)).toEqual({
      'body.post_url': 'post_url is required',
      'body.caption_en': 'must not exceed 300 characters',
      'body.caption_tr': 'caption_tr is required',
      'body.display_order': 'display_order must be a whole number from 1 to 999',
      'body.is_active': 'is_active must be true or false',
      'body.file': 'file is required',
    });
    const zero = await form(
      'POST',
      '/instagram/posts',
      admin.token,
      postFields({ display_order: '0' }),
      imageFile(await png()),
    );
    expect(fieldErrors(zero)).toEqual({
      'body.display_order': 'display_order must be a whole number from 1 to 999',
    });
    expect(await allPosts(admin.token)).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });

  it('checks the image by its content and its size', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const files = await storedFiles();
    const refusals: MultipartFile[] = [
      imageFile(Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'post.png'),
      imageFile(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
        ),
        'post.jpg',
        'image/jpeg',
      ),
      imageFile(
        await sharp({
          create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 1, b: 1 } },
        })
          .gif()
          .toBuffer(),
        'post.gif',
        'image/gif',
      ),
    ];
    for (const file of refusals) {
      const response = await form('POST', '/instagram/posts', admin.token, postFields(), file);
      expect(response.statusCode, file.fileName).toBe(400);
      expect(fieldErrors(response)).toEqual({
        'body.file': 'file must be a PNG, JPG or WebP image',
      });
    }
    const tooLarge = await form(
      'POST',
      '/instagram/posts',
      admin.token,
      postFields(),
      imageFile(Buffer.alloc(2 * 1024 * 1024 + 1, 7), 'huge.png'),
    );
    expect(expectProblem(tooLarge, 413).errors).toEqual([
      { field: 'body.file', code: 'rule', message: 'The image is too large; the limit is 2 MB' },
    ]);
    expect(await storedFiles()).toEqual(files);
  });

  it('updates the texts and replaces the image, removing the old file', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const post = await featuredPost(admin.token);
    const oldFile = await fileNameOf(post.post_id);
    const textOnly = await form('PUT', `/instagram/posts/${post.post_id}`, admin.token, {
      post_url: post.post_url,
      caption_en: 'Autumn on campus',
      caption_tr: 'Kampüste sonbahar',
      display_order: '7',
      is_active: 'false',
    });
    expect(expectStatus(textOnly, 200, instagramPostSchema)).toMatchObject({
      caption_en: 'Autumn on campus',
      caption_tr: 'Kampüste sonbahar',
      display_order: 7,
      is_active: false,
      image_url: post.image_url,
    });
    const updateAudits = await auditOf(t, 'instagram_post.updated', post.post_id);
    expect(updateAudits.map((audit) => audit.details)).toEqual([
      { changed: ['caption_en', 'caption_tr', 'display_order', 'is_active'] },
    ]);

    const withImage = await form(
      'PUT',
      `/instagram/posts/${post.post_id}`,
      admin.token,
      { post_url: post.post_url, caption_en: 'Autumn on campus', caption_tr: 'Kampüste sonbahar' },
      imageFile(await png({ r: 200, g: 10, b: 10 })),
    );
    const updated = expectStatus(withImage, 200, instagramPostSchema);
    expect(updated.image_url).not.toBe(post.image_url);
    expect(updated).toMatchObject({ display_order: 7, is_active: false });
    const newFile = await fileNameOf(post.post_id);
    const files = await storedFiles();
    expect(newFile).not.toBe(oldFile);
    expect(files.has(newFile ?? '')).toBe(true);
    expect(files.has(oldFile ?? '')).toBe(false);

    // A refused image leaves the post and its file as they were.
    const refused = await form(
      'PUT',
      `/instagram/posts/${post.post_id}`,
      admin.token,
      { post_url: post.post_url, caption_en: 'Changed', caption_tr: 'Değişti' },
      imageFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'),
    );
    expectProblem(refused, 400);
    expect(await fileNameOf(post.post_id)).toBe(newFile);
    const unchanged = await t.api.read(
      `/instagram/posts/${post.post_id}`,
      admin.token,
      instagramPostSchema,
    );
    expect(unchanged.caption_en).toBe('Autumn on campus');

    const other = await createInstagramPost(t);
    const clash = await form('PUT', `/instagram/posts/${post.post_id}`, admin.token, {
      post_url: other.post_url,
      caption_en: 'x',
      caption_tr: 'y',
    });
    expectProblem(clash, 409);
    const missing = await form('PUT', `/instagram/posts/${unknownId}`, admin.token, postFields());
    expectProblem(missing, 404);
  });

  it('deletes a post with its image, audited', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const post = await featuredPost(admin.token);
    const fileName = await fileNameOf(post.post_id);
    expect((await storedFiles()).has(fileName ?? '')).toBe(true);
    const deleted = await t.api.call('DELETE', `/instagram/posts/${post.post_id}`, admin.token);
    expectStatus(deleted, 204);
    expect((await storedFiles()).has(fileName ?? '')).toBe(false);
    expectProblem(await t.api.call('GET', `/instagram/posts/${post.post_id}`, admin.token), 404);
    expectProblem(await t.api.call('GET', post.image_url.replace(/^\/api/, '')), 404);
    expect(await auditOf(t, 'instagram_post.deleted', post.post_id)).toHaveLength(1);
    expectProblem(await t.api.call('DELETE', `/instagram/posts/${post.post_id}`, admin.token), 404);
  });
});
