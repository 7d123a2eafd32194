import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  instagramFeaturedListSchema,
  instagramPostPageSchema,
  instagramPostSchema,
  problemSchema,
  type InstagramPost,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { instagramPosts } from '../src/features/instagram/instagram.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { multipartBody, type MultipartFile } from './support/multipart';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let moderator: string;
let student: string;

const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  [admin, moderator, student] = await Promise.all([
    signedInWithRole(context, mail, 'admin').then((account) => account.token),
    signedInWithRole(context, mail, 'moderator').then((account) => account.token),
    registerVerifiedUser(context.app, mail).then((account) => account.login.access_token),
  ]);
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

function send(
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  file?: MultipartFile,
) {
  const body = multipartBody(fields, file);
  return context.app.inject({
    method,
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token === undefined ? {} : bearer(token)) },
    remoteAddress: nextClientAddress(),
  });
}

let codeCounter = 0;
/** A post link no other test uses. */
function newPostUrl(kind: 'p' | 'reel' | 'tv' = 'p'): string {
  codeCounter += 1;
  return `https://www.instagram.com/${kind}/Test${String(codeCounter)}x${String(process.pid)}/`;
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
    post_url: newPostUrl(),
    caption_en: 'Spring on campus',
    caption_tr: 'Kampüste bahar',
    ...overrides,
  };
}

async function create(overrides: Record<string, string> = {}): Promise<InstagramPost> {
  const response = await send(
    'POST',
    '/instagram/posts',
    admin,
    postFields(overrides),
    imageFile(await png()),
  );
  expect(response.statusCode, response.body).toBe(201);
  return instagramPostSchema.parse(response.json());
}

function fieldMessages(body: unknown): Record<string, string> {
  const problem = problemSchema.parse(body);
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

async function auditOf(action: string, targetId: string) {
  return context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
}

async function allPosts(): Promise<InstagramPost[]> {
  const response = await call('GET', '/instagram/posts?page_size=100', admin);
  expect(response.statusCode, response.body).toBe(200);
  return instagramPostPageSchema.parse(response.json()).items;
}

async function featured() {
  const response = await call('GET', '/instagram/featured', undefined);
  expect(response.statusCode, response.body).toBe(200);
  return instagramFeaturedListSchema.parse(response.json()).items;
}

const instagramFolder = () => path.join(context.env.dataDir, 'uploads', 'instagram');

async function storedFiles(): Promise<Set<string>> {
  try {
    return new Set(await readdir(instagramFolder()));
  } catch {
    return new Set();
  }
}

async function fileNameOf(postId: string): Promise<string | undefined> {
  const [row] = await context.database.db
    .select({ file_name: instagramPosts.file_name })
    .from(instagramPosts)
    .where(eq(instagramPosts.post_id, postId));
  return row?.file_name;
}

describe('managing the featured Instagram posts', () => {
  it('answers 401 without a token and 403 to students and moderators', async () => {
    const post = await create();
    const fields = postFields();
    const file = imageFile(await png());
    const attempts = [
      () => call('GET', '/instagram/posts', undefined),
      () => call('GET', '/instagram/posts', student),
      () => call('GET', '/instagram/posts', moderator),
      () => send('POST', '/instagram/posts', undefined, fields, file),
      () => send('POST', '/instagram/posts', student, fields, file),
      () => send('POST', '/instagram/posts', moderator, fields, file),
      () => send('PUT', `/instagram/posts/${post.post_id}`, moderator, fields),
      () => call('POST', `/instagram/posts/${post.post_id}/move`, student, { direction: 'up' }),
      () => call('POST', `/instagram/posts/${post.post_id}/deactivate`, moderator),
      () => call('POST', `/instagram/posts/${post.post_id}/activate`, student),
      () => call('DELETE', `/instagram/posts/${post.post_id}`, moderator),
      () => call('DELETE', `/instagram/posts/${post.post_id}`, undefined),
    ];
    const statuses = [];
    for (const attempt of attempts) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 403, 403, 401, 403, 403, 403, 403, 403, 403, 403, 401]);
    expect((await call('GET', `/instagram/posts/${post.post_id}`, admin)).statusCode).toBe(200);
  });

  it('creates a post with a WebP image without EXIF, audited, last in the order by default', async () => {
    const before = await allPosts();
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const url = newPostUrl('reel');
    const response = await send(
      'POST',
      '/instagram/posts',
      admin,
      {
        post_url: `${url.replace('www.', '')}?igsh=abc123&utm_source=ig_web_copy_link`,
        caption_en: '  Hackathon night  ',
        caption_tr: 'Hackathon gecesi',
      },
      imageFile(original, 'photo.jpg', 'image/jpeg'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const post = instagramPostSchema.parse(response.json());
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
    const audit = await auditOf('instagram_post.created', post.post_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ post_url: url, is_active: true });

    const served = await call('GET', post.image_url.replace(/^\/api/, ''), undefined);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Private Phone'))).toBe(false);

    const again = await send(
      'POST',
      '/instagram/posts',
      admin,
      postFields({ post_url: url }),
      imageFile(await png()),
    );
    expect(again.statusCode).toBe(409);
    expect(fieldMessages(again.json())).toEqual({
      'body.post_url': 'This Instagram post is already featured',
    });
  });

  it('refuses links that are not Instagram posts, with a clear message', async () => {
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
      const response = await send(
        'POST',
        '/instagram/posts',
        admin,
        postFields({ post_url: postUrl }),
        imageFile(await png()),
      );
      expect(response.statusCode, postUrl).toBe(400);
      expect(fieldMessages(response.json()), postUrl).toEqual({
        'body.post_url':
          'post_url must be an Instagram post link such as https://www.instagram.com/p/…/',
      });
    }
    expect(await storedFiles()).toEqual(files);

    const accepted = ['p', 'reel', 'tv'] as const;
    for (const kind of accepted) {
      const post = await create({ post_url: newPostUrl(kind).replace(/\/$/, '') });
      expect(post.post_url).toMatch(new RegExp(`^https://www\\.instagram\\.com/${kind}/\\w+/$`));
    }
  });

  it('answers every field problem at once and saves nothing', async () => {
    const files = await storedFiles();
    const count = (await allPosts()).length;
    const response = await send('POST', '/instagram/posts', admin, {
      post_url: '',
      caption_en: 'x'.repeat(301),
      caption_tr: '',
      display_order: '1000',
      is_active: 'maybe',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toEqual({
      'body.post_url': 'post_url is required',
      'body.caption_en': 'must not exceed 300 characters',
      'body.caption_tr': 'caption_tr is required',
      'body.display_order': 'display_order must be a whole number from 1 to 999',
      'body.is_active': 'is_active must be true or false',
      'body.file': 'file is required',
    });
    const zero = await send(
      'POST',
      '/instagram/posts',
      admin,
      postFields({ display_order: '0' }),
      imageFile(await png()),
    );
    expect(fieldMessages(zero.json())).toEqual({
      'body.display_order': 'display_order must be a whole number from 1 to 999',
    });
    expect((await allPosts()).length).toBe(count);
    expect(await storedFiles()).toEqual(files);
  });

  it('checks the image by its content and its size', async () => {
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
      const response = await send('POST', '/instagram/posts', admin, postFields(), file);
      expect(response.statusCode, file.fileName).toBe(400);
      expect(fieldMessages(response.json())).toEqual({
        'body.file': 'file must be a PNG, JPG or WebP image',
      });
    }
    const tooLarge = await send(
      'POST',
      '/instagram/posts',
      admin,
      postFields(),
      imageFile(Buffer.alloc(2 * 1024 * 1024 + 1, 7), 'huge.png'),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(fieldMessages(tooLarge.json())).toEqual({
      'body.file': 'The image is too large; the limit is 2 MB',
    });
    expect(await storedFiles()).toEqual(files);
  });

  it('updates the texts and replaces the image, removing the old file', async () => {
    const post = await create();
    const oldFile = await fileNameOf(post.post_id);
    const textOnly = await send('PUT', `/instagram/posts/${post.post_id}`, admin, {
      post_url: post.post_url,
      caption_en: 'Autumn on campus',
      caption_tr: 'Kampüste sonbahar',
      display_order: '7',
      is_active: 'false',
    });
    expect(textOnly.statusCode, textOnly.body).toBe(200);
    expect(instagramPostSchema.parse(textOnly.json())).toMatchObject({
      caption_en: 'Autumn on campus',
      caption_tr: 'Kampüste sonbahar',
      display_order: 7,
      is_active: false,
      image_url: post.image_url,
    });
    expect((await auditOf('instagram_post.updated', post.post_id))[0]?.details).toEqual({
      changed: ['caption_en', 'caption_tr', 'display_order', 'is_active'],
    });

    const withImage = await send(
      'PUT',
      `/instagram/posts/${post.post_id}`,
      admin,
      { post_url: post.post_url, caption_en: 'Autumn on campus', caption_tr: 'Kampüste sonbahar' },
      imageFile(await png({ r: 200, g: 10, b: 10 })),
    );
    expect(withImage.statusCode, withImage.body).toBe(200);
    const updated = instagramPostSchema.parse(withImage.json());
    expect(updated.image_url).not.toBe(post.image_url);
    expect(updated).toMatchObject({ display_order: 7, is_active: false });
    const newFile = await fileNameOf(post.post_id);
    const files = await storedFiles();
    expect(newFile).not.toBe(oldFile);
    expect(files.has(newFile ?? '')).toBe(true);
    expect(files.has(oldFile ?? '')).toBe(false);

    // A refused image leaves the post and its file as they were.
    const refused = await send(
      'PUT',
      `/instagram/posts/${post.post_id}`,
      admin,
      { post_url: post.post_url, caption_en: 'Changed', caption_tr: 'Değişti' },
      imageFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png'),
    );
    expect(refused.statusCode).toBe(400);
    expect(await fileNameOf(post.post_id)).toBe(newFile);
    const unchanged = instagramPostSchema.parse(
      (await call('GET', `/instagram/posts/${post.post_id}`, admin)).json(),
    );
    expect(unchanged.caption_en).toBe('Autumn on campus');

    const other = await create();
    const clash = await send('PUT', `/instagram/posts/${post.post_id}`, admin, {
      post_url: other.post_url,
      caption_en: 'x',
      caption_tr: 'y',
    });
    expect(clash.statusCode).toBe(409);
    const missing = await send('PUT', `/instagram/posts/${unknownId}`, admin, postFields());
    expect(missing.statusCode).toBe(404);
  });

  it('moves posts up and down, renumbering them in order', async () => {
    const first = await create({ display_order: '990' });
    const second = await create({ display_order: '995' });
    const third = await create({ display_order: '999' });
    const ids = () => allPosts().then((posts) => posts.map((post) => post.post_id));
    const tail = (list: string[]) => list.slice(-3);
    expect(tail(await ids())).toEqual([first.post_id, second.post_id, third.post_id]);

    const moved = await call('POST', `/instagram/posts/${third.post_id}/move`, admin, {
      direction: 'up',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await allPosts();
    expect(tail(after.map((post) => post.post_id))).toEqual([
      first.post_id,
      third.post_id,
      second.post_id,
    ]);
    expect(after.map((post) => post.display_order)).toEqual(after.map((_, index) => index + 1));
    expect((await auditOf('instagram_post.moved', third.post_id))[0]?.details).toMatchObject({
      direction: 'up',
      from: 999,
      to: after.length - 1,
    });

    await call('POST', `/instagram/posts/${first.post_id}/move`, admin, { direction: 'down' });
    expect(tail(await ids())).toEqual([third.post_id, first.post_id, second.post_id]);
    // The last post cannot go further down: nothing changes and nothing is audited.
    const last = await call('POST', `/instagram/posts/${second.post_id}/move`, admin, {
      direction: 'down',
    });
    expect(last.statusCode).toBe(200);
    expect(await auditOf('instagram_post.moved', second.post_id)).toHaveLength(0);
    const badDirection = await call('POST', `/instagram/posts/${first.post_id}/move`, admin, {
      direction: 'left',
    });
    expect(badDirection.statusCode).toBe(400);
    const missing = await call('POST', `/instagram/posts/${unknownId}/move`, admin, {
      direction: 'up',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shows only active posts on the home page, in order, to everyone', async () => {
    const hidden = await create({ display_order: '1', is_active: 'false' });
    const shown = await create({ display_order: '1' });
    const items = await featured();
    const ids = items.map((item) => item.post_id);
    expect(ids).not.toContain(hidden.post_id);
    expect(ids).toContain(shown.post_id);
    expect(items.length).toBeLessThanOrEqual(12);
    const everyActive = (await allPosts()).filter((post) => post.is_active);
    expect(ids).toEqual(everyActive.slice(0, 12).map((post) => post.post_id));
    expect(items.find((item) => item.post_id === shown.post_id)).toEqual({
      post_id: shown.post_id,
      post_url: shown.post_url,
      caption_en: shown.caption_en,
      caption_tr: shown.caption_tr,
      image_url: shown.image_url,
    });

    const deactivated = await call('POST', `/instagram/posts/${shown.post_id}/deactivate`, admin);
    expect(deactivated.statusCode).toBe(200);
    expect(instagramPostSchema.parse(deactivated.json()).is_active).toBe(false);
    expect((await featured()).map((item) => item.post_id)).not.toContain(shown.post_id);
    expect(await auditOf('instagram_post.deactivated', shown.post_id)).toHaveLength(1);
    // Deactivating again changes nothing and is not audited twice.
    await call('POST', `/instagram/posts/${shown.post_id}/deactivate`, admin);
    expect(await auditOf('instagram_post.deactivated', shown.post_id)).toHaveLength(1);

    const activated = await call('POST', `/instagram/posts/${hidden.post_id}/activate`, admin);
    expect(instagramPostSchema.parse(activated.json()).is_active).toBe(true);
    expect((await featured()).map((item) => item.post_id)).toContain(hidden.post_id);
    expect(await auditOf('instagram_post.activated', hidden.post_id)).toHaveLength(1);
  });

  it('deletes a post with its image, audited', async () => {
    const post = await create();
    const fileName = await fileNameOf(post.post_id);
    const deleted = await call('DELETE', `/instagram/posts/${post.post_id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect((await storedFiles()).has(fileName ?? '')).toBe(false);
    expect((await call('GET', `/instagram/posts/${post.post_id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', post.image_url.replace(/^\/api/, ''), undefined)).statusCode).toBe(
      404,
    );
    expect(await auditOf('instagram_post.deleted', post.post_id)).toHaveLength(1);
    expect((await call('DELETE', `/instagram/posts/${post.post_id}`, admin)).statusCode).toBe(404);
  });

  it('pages the admin list and answers 404 for unknown images', async () => {
    await create();
    await create();
    const response = await call('GET', '/instagram/posts?page=1&page_size=10', admin);
    const page = instagramPostPageSchema.parse(response.json());
    expect(page.page_size).toBe(10);
    expect(page.items.length).toBeLessThanOrEqual(10);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/instagram/posts?page_size=7', admin)).statusCode).toBe(400);
    expect((await call('GET', `/instagram/image/${unknownId}.webp`, undefined)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/instagram/image/..%2F..%2Fetc.webp', undefined)).statusCode).toBe(
      400,
    );
  });
});
