import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profileExportSchema, profileSchema } from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { multipartBody, type MultipartFile } from './support/multipart';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let dataDir: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'campus-profile-'));
  context = await createTestApp({ env: { SMTP_URL: mail.url, DATA_DIR: dataDir } });
});
afterAll(async () => {
  await context.close();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url,
    headers: token === undefined ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: nextClientAddress(),
  });
}

function uploadPhoto(token: string | undefined, file: MultipartFile) {
  const body = multipartBody({}, file);
  return context.app.inject({
    method: 'POST',
    url: '/api/profile/me/photo',
    payload: body.payload,
    headers: { ...body.headers, ...(token === undefined ? {} : bearer(token)) },
    remoteAddress: nextClientAddress(),
  });
}

/** A phone photo: camera model and GPS position in its EXIF. */
function phoneJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Private Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 2/1 3/1' },
    })
    .toBuffer();
}

const validUpdate = {
  user_first_name: 'Elif',
  user_last_name: 'Yıldız',
  department: 'Endüstri Mühendisliği',
  class_year: 2022,
  locale: 'en',
  bio: 'Third year, coffee and compilers.',
};

describe(`the profile on ${testDriver}`, () => {
  it('answers the profile, and 401 without a token on every profile route', async () => {
    const { login, email } = await registerVerifiedUser(context.app, mail);
    const response = await call('GET', '/api/profile/me', login.access_token);
    expect(response.statusCode).toBe(200);
    expect(profileSchema.parse(response.json())).toMatchObject({
      user_email: email,
      user_role: 'student',
      user_status: 'active',
      has_password: true,
      is_google_linked: false,
      user_photo_url: null,
      bio: '',
    });
    const routes: ['GET' | 'PUT' | 'POST' | 'DELETE', string][] = [
      ['GET', '/api/profile/me'],
      ['PUT', '/api/profile/me'],
      ['DELETE', '/api/profile/me'],
      ['POST', '/api/profile/me/photo'],
      ['DELETE', '/api/profile/me/photo'],
      ['GET', '/api/profile/me/export'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, undefined)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('updates only the profile fields, whatever else is sent', async () => {
    const { login, email } = await registerVerifiedUser(context.app, mail);
    const response = await call('PUT', '/api/profile/me', login.access_token, {
      ...validUpdate,
      user_role: 'admin',
      is_vip: true,
      is_email_verified: false,
      user_email: 'someone.else@example.com',
      user_status: 'deactivated',
      contribution_count: 99,
      password_hash: 'x',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(profileSchema.parse(response.json())).toMatchObject({
      ...validUpdate,
      user_email: email,
      user_role: 'student',
      is_vip: false,
      user_status: 'active',
      contribution_count: 0,
    });
    const [row] = await context.database.db.select().from(users).where(eq(users.user_email, email));
    expect(row).toMatchObject({
      user_role: 'student',
      is_email_verified: true,
      status: 'active',
      user_first_name: 'Elif',
      locale: 'en',
    });
  });

  it('answers field messages for a bad update', async () => {
    const { login } = await registerVerifiedUser(context.app, mail);
    const response = await call('PUT', '/api/profile/me', login.access_token, {
      ...validUpdate,
      user_first_name: '',
      class_year: 'third',
      bio: 'x'.repeat(1001),
      locale: 'de',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.user_first_name', message: 'user_first_name is required' },
        { field: 'body.class_year', message: 'class_year has the wrong type' },
        { field: 'body.bio', message: 'must not exceed 1000 characters' },
        { field: 'body.locale', message: 'locale must be one of en, tr' },
      ]),
    );
  });
});

describe('the profile photo', () => {
  it('stores a square WebP without the EXIF and GPS data, serves it publicly, and replaces it', async () => {
    const { login } = await registerVerifiedUser(context.app, mail);
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const uploaded = await uploadPhoto(login.access_token, {
      field: 'photo',
      fileName: 'me.jpg',
      contentType: 'image/jpeg',
      content: original,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photoUrl = profileSchema.parse(uploaded.json()).user_photo_url;
    expect(photoUrl).toMatch(/^\/api\/media\/photos\/[0-9a-f]{32}\.webp$/);

    const served = await call('GET', photoUrl ?? '', undefined);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Private Phone'))).toBe(false);

    const replaced = await uploadPhoto(login.access_token, {
      field: 'photo',
      fileName: 'me.png',
      contentType: 'image/png',
      content: await sharp(original).png().toBuffer(),
    });
    expect(replaced.statusCode).toBe(200);
    const newUrl = profileSchema.parse(replaced.json()).user_photo_url;
    expect(newUrl).not.toBe(photoUrl);
    expect((await call('GET', photoUrl ?? '', undefined)).statusCode).toBe(404);
    expect((await call('GET', newUrl ?? '', undefined)).statusCode).toBe(200);

    const removed = await call('DELETE', '/api/profile/me/photo', login.access_token);
    expect(removed.statusCode).toBe(200);
    expect(profileSchema.parse(removed.json()).user_photo_url).toBeNull();
    expect((await call('GET', newUrl ?? '', undefined)).statusCode).toBe(404);
  });

  it('refuses a photo over 2 MB, a text file, a missing file and a JSON body', async () => {
    const { login } = await registerVerifiedUser(context.app, mail);
    const tooLarge = await uploadPhoto(login.access_token, {
      field: 'photo',
      fileName: 'huge.jpg',
      contentType: 'image/jpeg',
      content: Buffer.alloc(3 * 1024 * 1024, 7),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload_too_large' });
    expect(tooLarge.json<{ detail: string }>().detail).toContain('2 MB');

    const text = await uploadPhoto(login.access_token, {
      field: 'photo',
      fileName: 'notes.png',
      contentType: 'image/png',
      content: Buffer.from('just some words, not a picture'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      errors: [{ field: 'body.photo', message: 'photo must be a PNG, JPG or WebP image' }],
    });

    const svg = await uploadPhoto(login.access_token, {
      field: 'photo',
      fileName: 'me.svg',
      contentType: 'image/svg+xml',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
      ),
    });
    expect(svg.statusCode).toBe(400);

    const empty = await context.app.inject({
      method: 'POST',
      url: '/api/profile/me/photo',
      ...(() => {
        const body = multipartBody({ note: 'no file' });
        return {
          payload: body.payload,
          headers: { ...body.headers, ...bearer(login.access_token) },
        };
      })(),
      remoteAddress: nextClientAddress(),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errors: [{ field: 'body.photo', message: 'photo is required' }],
    });

    const json = await call('POST', '/api/profile/me/photo', login.access_token, { photo: 'x' });
    expect(json.statusCode).toBe(415);

    const profile = await call('GET', '/api/profile/me', login.access_token);
    expect(profileSchema.parse(profile.json()).user_photo_url).toBeNull();
  });

  it('answers 404 for photo names that are not ours', async () => {
    for (const name of ['nope.webp', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(32)}.pdf`]) {
      const response = await call('GET', `/api/media/photos/${name}`, undefined);
      expect(response.statusCode, name).toBe(404);
    }
  });
});

describe('the data export', () => {
  it('holds the profile and sessions, without a password hash or a token', async () => {
    const { login, email, password } = await registerVerifiedUser(context.app, mail, {
      rememberMe: true,
    });
    const response = await call('GET', '/api/profile/me/export', login.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="campushub-my-data.json"',
    );
    const data = profileExportSchema.parse(response.json());
    expect(data.profile.user_email).toBe(email);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({
      remember_me: true,
      is_current: true,
      revoked_at: null,
    });
    expect(data.graduate_application).toBeNull();

    const text = response.body;
    const [row] = await context.database.db.select().from(users).where(eq(users.user_email, email));
    expect(text).not.toContain(row?.password_hash ?? 'no hash');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(password);
    expect(text).not.toContain(login.access_token);
    expect(text).not.toContain(login.refresh_token);
    expect(text).not.toContain(login.refresh_token.split('.')[2] ?? 'no mac');
    expect(text).not.toMatch(/salt|password_hash|token_hash/);
  });
});

describe('deleting the account', () => {
  it('needs the right password; then the account is gone and sign-in fails', async () => {
    const { login, email, password } = await registerVerifiedUser(context.app, mail);
    const missing = await call('DELETE', '/api/profile/me', login.access_token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: [{ field: 'body.user_password', message: 'user_password is required' }],
    });
    const wrong = await call('DELETE', '/api/profile/me', login.access_token, {
      user_password: 'not my password at all',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errors: [{ field: 'body.user_password', message: 'The password is not correct' }],
    });

    const deleted = await call('DELETE', '/api/profile/me', login.access_token, {
      user_password: password,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/api/profile/me', login.access_token)).statusCode).toBe(401);
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/reception/login',
      payload: { user_email: email, user_password: password },
      remoteAddress: nextClientAddress(),
    });
    expect(signIn.statusCode).toBe(401);
    await mail.waitFor(email, /silindi|deleted/);
  });
});
