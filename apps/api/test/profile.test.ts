import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profileExportSchema, profileSchema } from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { expectProblem, expectStatus, fieldErrors, type Method } from './support/http';
import { multipartBody, type MultipartFile } from './support/multipart';

const t = useTestApp({ mail: true });

function uploadPhoto(token: string | undefined, file: MultipartFile) {
  const body = multipartBody({}, file);
  return t.api.call('POST', '/profile/me/photo', token, body.payload, { headers: body.headers });
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
    const student = await createUser(t);
    const profile = await t.api.read('/profile/me', student.token, profileSchema);
    expect(profile).toMatchObject({
      user_email: student.email,
      user_role: 'student',
      user_status: 'active',
      has_password: true,
      is_google_linked: false,
      user_photo_url: null,
      bio: '',
    });
    const routes: [Method, string][] = [
      ['GET', '/profile/me'],
      ['PUT', '/profile/me'],
      ['DELETE', '/profile/me'],
      ['POST', '/profile/me/photo'],
      ['DELETE', '/profile/me/photo'],
      ['GET', '/profile/me/export'],
    ];
    for (const [method, url] of routes) {
      expect((await t.api.call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('updates only the profile fields, whatever else is sent', async () => {
    const student = await createUser(t);
    const response = await t.api.call('PUT', '/profile/me', student.token, {
      ...validUpdate,
      user_role: 'admin',
      is_vip: true,
      is_email_verified: false,
      user_email: 'someone.else@example.com',
      user_status: 'deactivated',
      contribution_count: 99,
      password_hash: 'x',
    });
    expect(expectStatus(response, 200, profileSchema)).toMatchObject({
      ...validUpdate,
      user_email: student.email,
      user_role: 'student',
      is_vip: false,
      user_status: 'active',
      contribution_count: 0,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.user_id, student.id));
    expect(row).toMatchObject({
      user_email: student.email,
      user_role: 'student',
      is_email_verified: true,
      status: 'active',
      user_first_name: 'Elif',
      locale: 'en',
    });
  });

  it('answers field messages for a bad update', async () => {
    const student = await createUser(t);
    const response = await t.api.call('PUT', '/profile/me', student.token, {
      ...validUpdate,
      user_first_name: '',
      class_year: 'third',
      bio: 'x'.repeat(1001),
      locale: 'de',
    });
    expect(fieldErrors(response)).toMatchObject({
      'body.user_first_name': 'user_first_name is required',
      'body.class_year': 'class_year has the wrong type',
      'body.bio': 'must not exceed 1000 characters',
      'body.locale': 'locale must be one of en, tr',
    });
  });
});

describe('the profile photo', () => {
  it('stores a square WebP without the EXIF and GPS data, serves it publicly, and replaces it', async () => {
    const student = await createUser(t);
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const uploaded = await uploadPhoto(student.token, {
      field: 'photo',
      fileName: 'me.jpg',
      contentType: 'image/jpeg',
      content: original,
    });
    const photoUrl = expectStatus(uploaded, 200, profileSchema).user_photo_url;
    expect(photoUrl).toMatch(/^\/api\/media\/photos\/[0-9a-f]{32}\.webp$/);
    /** The photo's address as the API client takes it: relative to /api. */
    const apiPath = (url: string | null) => (url ?? '').replace(/^\/api/, '');

    const served = await t.api.call('GET', apiPath(photoUrl));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Private Phone'))).toBe(false);

    const replaced = await uploadPhoto(student.token, {
      field: 'photo',
      fileName: 'me.png',
      contentType: 'image/png',
      content: await sharp(original).png().toBuffer(),
    });
    const newUrl = expectStatus(replaced, 200, profileSchema).user_photo_url;
    expect(newUrl).not.toBe(photoUrl);
    expect((await t.api.call('GET', apiPath(photoUrl))).statusCode).toBe(404);
    expect((await t.api.call('GET', apiPath(newUrl))).statusCode).toBe(200);

    const removed = await t.api.call('DELETE', '/profile/me/photo', student.token);
    expect(expectStatus(removed, 200, profileSchema).user_photo_url).toBeNull();
    expect((await t.api.call('GET', apiPath(newUrl))).statusCode).toBe(404);
  });

  it('refuses a photo over 2 MB, a text file, a missing file and a JSON body', async () => {
    const student = await createUser(t);
    const tooLarge = await uploadPhoto(student.token, {
      field: 'photo',
      fileName: 'huge.jpg',
      contentType: 'image/jpeg',
      content: Buffer.alloc(3 * 1024 * 1024, 7),
    });
    expect(expectProblem(tooLarge, 413, 'payload_too_large').detail).toContain('2 MB');

    const text = await uploadPhoto(student.token, {
      field: 'photo',
      fileName: 'notes.png',
      contentType: 'image/png',
      content: Buffer.from('just some words, not a picture'),
    });
    expect(expectProblem(text, 400)).toMatchObject({
      errors: [{ field: 'body.photo', message: 'photo must be a PNG, JPG or WebP image' }],
    });

    const svg = await uploadPhoto(student.token, {
      field: 'photo',
      fileName: 'me.svg',
      contentType: 'image/svg+xml',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
      ),
    });
    expect(svg.statusCode).toBe(400);

    const noFile = multipartBody({ note: 'no file' });
    const empty = await t.api.call('POST', '/profile/me/photo', student.token, noFile.payload, {
      headers: noFile.headers,
    });
    expect(expectProblem(empty, 400)).toMatchObject({
      errors: [{ field: 'body.photo', message: 'photo is required' }],
    });

    const json = await t.api.call('POST', '/profile/me/photo', student.token, { photo: 'x' });
    expect(json.statusCode).toBe(415);

    const profile = await t.api.read('/profile/me', student.token, profileSchema);
    expect(profile.user_photo_url).toBeNull();
  });

  it('answers 404 for photo names that are not ours', async () => {
    for (const name of ['nope.webp', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(32)}.pdf`]) {
      const response = await t.api.call('GET', `/media/photos/${name}`);
      expect(response.statusCode, name).toBe(404);
    }
  });
});

describe('the data export', () => {
  it('holds the profile and sessions, without a password hash or a token', async () => {
    const student = await createUser(t, { rememberMe: true });
    const response = await t.api.call('GET', '/profile/me/export', student.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="campushub-my-data.json"',
    );
    const data = profileExportSchema.parse(response.json());
    expect(data.profile.user_email).toBe(student.email);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({
      remember_me: true,
      is_current: true,
      revoked_at: null,
    });
    expect(data.graduate_application).toBeNull();

    const text = response.body;
    const [row] = await t.database.db.select().from(users).where(eq(users.user_id, student.id));
    expect(text).not.toContain(row?.password_hash ?? 'no hash');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(student.password);
    expect(text).not.toContain(student.token);
    expect(text).not.toContain(student.refreshToken);
    expect(text).not.toContain(student.refreshToken.split('.')[2] ?? 'no mac');
    expect(text).not.toMatch(/salt|password_hash|token_hash/);
  });
});

describe('deleting the account', () => {
  it('needs the right password; then the account is gone and sign-in fails', async () => {
    const student = await createUser(t);
    const missing = await t.api.call('DELETE', '/profile/me', student.token, {});
    expect(expectProblem(missing, 400)).toMatchObject({
      errors: [{ field: 'body.user_password', message: 'user_password is required' }],
    });
    const wrong = await t.api.call('DELETE', '/profile/me', student.token, {
      user_password: 'not my password at all',
    });
    expect(expectProblem(wrong, 400)).toMatchObject({
      errors: [{ field: 'body.user_password', message: 'The password is not correct' }],
    });

    const deleted = await t.api.call('DELETE', '/profile/me', student.token, {
      user_password: student.password,
    });
    expectStatus(deleted, 204);
    expect((await t.api.call('GET', '/profile/me', student.token)).statusCode).toBe(401);
    const signIn = await t.api.call('POST', '/reception/login', undefined, {
      user_email: student.email,
      user_password: student.password,
    });
    expect(signIn.statusCode).toBe(401);
    await t.mail.waitFor(student.email, /silindi|deleted/);
  });
});
