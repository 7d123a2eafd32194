import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  graduateApplicationListSchema,
  graduateApplicationSchema,
  loginResponseSchema,
} from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { createTestApp, type TestContext } from './test-app';
import { linkIn, startMailCatcher, type MailCatcher } from './support/mail-catcher';
import {
  bearer,
  nextClientAddress,
  registerVerifiedUser,
  strongPassword,
  uniqueEmail,
} from './accounts-helpers';
import { multipartBody, samplePdf, type MultipartFile } from './support/multipart';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let dataDir: string;
let moderator: { token: string; userId: string };
let student: { token: string };

beforeAll(async () => {
  mail = await startMailCatcher();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'campus-graduates-'));
  context = await createTestApp({
    env: { SMTP_URL: mail.url, APP_URL: 'http://campus.example.edu', DATA_DIR: dataDir },
  });
  moderator = await signedInWithRole(context, mail, 'moderator');
  const registered = await registerVerifiedUser(context.app, mail);
  student = { token: registered.login.access_token };
});
afterAll(async () => {
  await context.close();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function storedProofs(): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'proofs'));
  } catch {
    return [];
  }
}

function applicationFields(email: string, overrides: Record<string, string | number> = {}) {
  return {
    user_email: email,
    user_password: strongPassword,
    user_first_name: 'Zeynep',
    user_last_name: 'Şahin',
    locale: 'en',
    graduation_year: 2019,
    student_number: `G-${email.slice(9, 15)}`,
    department: 'Bilgisayar Mühendisliği',
    ...overrides,
  };
}

function apply(fields: Record<string, string | number>, file?: MultipartFile) {
  const body = multipartBody(fields, file);
  return context.app.inject({
    method: 'POST',
    url: '/api/reception-vip/register',
    ...body,
    remoteAddress: nextClientAddress(),
  });
}

function pdfProof(content = samplePdf): MultipartFile {
  return { field: 'proof', fileName: 'diploma.pdf', contentType: 'application/pdf', content };
}

function vipLogin(email: string, password = strongPassword) {
  return context.app.inject({
    method: 'POST',
    url: '/api/reception-vip/login',
    payload: { user_email: email, user_password: password },
    remoteAddress: nextClientAddress(),
  });
}

function asUser(token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) {
  return context.app.inject({
    method,
    url,
    headers: token === undefined ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: nextClientAddress(),
  });
}

/** Applies, follows the mailed link, and answers the application as moderators see it. */
async function appliedAndConfirmed(file?: MultipartFile) {
  const email = uniqueEmail('graduate');
  const response = await apply(applicationFields(email), file);
  expect(response.statusCode, response.body).toBe(202);
  const message = await mail.waitFor(email, /graduate application/);
  const link = linkIn(message);
  expect(link.pathname).toBe('/reception/verify-email');
  const verified = await asUser(undefined, 'GET', `/api/reception/verify-email${link.search}`);
  expect(verified.statusCode, verified.body).toBe(200);
  const list = await asUser(
    moderator.token,
    'GET',
    `/api/reception-vip/applications?q=${encodeURIComponent(email)}`,
  );
  expect(list.statusCode, list.body).toBe(200);
  const application = graduateApplicationListSchema.parse(list.json()).items[0];
  if (application === undefined) throw new Error(`no application for ${email}`);
  return { email, application };
}

describe(`graduate applications on ${testDriver}`, () => {
  it('takes an application with a PDF proof; sign-in waits for the review; approval opens it', async () => {
    const { email, application } = await appliedAndConfirmed(pdfProof());
    expect(application).toMatchObject({
      user_email: email,
      status: 'pending',
      has_proof: true,
      graduation_year: 2019,
      department: 'Bilgisayar Mühendisliği',
      reviewer_name: null,
    });
    const [account] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.user_email, email));
    expect(account).toMatchObject({ user_role: 'graduate', status: 'pending' });

    for (const url of ['/api/reception-vip/login', '/api/reception/login']) {
      const early = await context.app.inject({
        method: 'POST',
        url,
        payload: { user_email: email, user_password: strongPassword },
        remoteAddress: nextClientAddress(),
      });
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({ code: 'application_pending' });
      expect(early.json<{ detail: string }>().detail).toMatch(/waiting for review/);
    }

    const proof = await asUser(
      moderator.token,
      'GET',
      `/api/reception-vip/applications/${application.application_id}/proof`,
    );
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(proof.headers['content-disposition']).toMatch(/^attachment; filename="proof-.+\.pdf"$/);
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.headers['cache-control']).toBe('private, no-store');
    expect(proof.rawPayload.equals(samplePdf)).toBe(true);

    const approved = await asUser(
      moderator.token,
      'POST',
      `/api/reception-vip/applications/${application.application_id}/verify`,
      { decision: 'approve' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(graduateApplicationSchema.parse(approved.json())).toMatchObject({
      status: 'approved',
      reviewer_name: 'Deniz Aydın',
    });
    await mail.waitFor(email, /was approved/);

    const login = await vipLogin(email);
    expect(login.statusCode, login.body).toBe(200);
    expect(loginResponseSchema.parse(login.json()).user_current).toMatchObject({
      user_role: 'graduate',
      is_vip: true,
    });

    const again = await asUser(
      moderator.token,
      'POST',
      `/api/reception-vip/applications/${application.application_id}/verify`,
      { decision: 'reject', note: 'Too late' },
    );
    expect(again.statusCode).toBe(409);

    const audit = await context.database.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'graduate_application.approved'),
          eq(auditEntries.target_id, application.application_id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(moderator.userId);
  });

  it('shows the reviewer’s note at sign-in after a rejection, and mails it', async () => {
    const { email, application } = await appliedAndConfirmed();
    expect(application.has_proof).toBe(false);
    const url = `/api/reception-vip/applications/${application.application_id}/verify`;

    const noNote = await asUser(moderator.token, 'POST', url, { decision: 'reject' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'body.note', message: 'note is required' }],
    });

    const rejected = await asUser(moderator.token, 'POST', url, {
      decision: 'reject',
      note: 'The student number does not match our records.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const message = await mail.waitFor(email, /About your graduate application/);
    expect(message.text).toContain('The student number does not match our records.');

    for (const loginUrl of ['/api/reception-vip/login', '/api/reception/login']) {
      const login = await context.app.inject({
        method: 'POST',
        url: loginUrl,
        payload: { user_email: email, user_password: strongPassword },
        remoteAddress: nextClientAddress(),
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ code: 'application_rejected' });
      expect(login.json<{ detail: string }>().detail).toContain(
        'The student number does not match our records.',
      );
    }
  });

  it('stores an image proof re-encoded as WebP, without its metadata', async () => {
    const jpeg = await sharp({
      create: { width: 80, height: 60, channels: 3, background: { r: 10, g: 90, b: 200 } },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'Scanner', Model: 'Private Model' } })
      .toBuffer();
    const { application } = await appliedAndConfirmed({
      field: 'proof',
      fileName: 'diploma.jpg',
      contentType: 'image/jpeg',
      content: jpeg,
    });
    const proof = await asUser(
      moderator.token,
      'GET',
      `/api/reception-vip/applications/${application.application_id}/proof`,
    );
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(proof.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses an HTML page named .pdf, and keeps nothing of the attempt', async () => {
    const before = storedProofs().length;
    const email = uniqueEmail('graduate');
    const response = await apply(
      applicationFields(email),
      pdfProof(Buffer.from('<html><script>alert(1)</script></html>')),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'body.proof', message: 'proof must be a PDF, PNG, JPG or WebP file' }],
    });
    const rows = await context.database.db.select().from(users).where(eq(users.user_email, email));
    expect(rows).toHaveLength(0);
    expect(storedProofs()).toHaveLength(before);
  });

  it('answers a known address like a new one, mails its owner and stores no file', async () => {
    const { email } = await registerVerifiedUser(context.app, mail);
    const before = storedProofs().length;
    const fresh = await apply(applicationFields(uniqueEmail('graduate')));
    const known = await apply(applicationFields(email), pdfProof());
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(fresh.body);
    await mail.waitFor(email, /already have|Zaten/);
    expect(storedProofs()).toHaveLength(before);
  });

  it('keeps one file when the same address applies twice at once', async () => {
    const before = storedProofs().length;
    const email = uniqueEmail('graduate');
    const answers = await Promise.all([
      apply(applicationFields(email), pdfProof()),
      apply(applicationFields(email), pdfProof()),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(storedProofs()).toHaveLength(before + 1);
  });

  it('answers field messages for a form with mistakes', async () => {
    const response = await apply({
      user_email: 'not-an-address',
      user_password: strongPassword,
      user_first_name: 'Ali',
      graduation_year: new Date().getUTCFullYear() + 1,
      student_number: 'no spaces allowed',
      department: 'X',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.user_email', message: 'please enter a valid email address' },
        { field: 'body.user_last_name', message: 'user_last_name is required' },
        { field: 'body.graduation_year', message: 'graduation_year cannot be in the future' },
        {
          field: 'body.student_number',
          message: 'student_number must be 4 to 20 letters, digits or hyphens',
        },
        { field: 'body.department', message: 'department must be at least 2 characters' },
      ]),
    );
  });

  it('refuses a proof over 5 MB with 413 and a JSON body with 415', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await apply(applicationFields(uniqueEmail('graduate')), pdfProof(big));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload_too_large' });
    expect(tooLarge.json<{ detail: string }>().detail).toContain('5 MB');

    const json = await context.app.inject({
      method: 'POST',
      url: '/api/reception-vip/register',
      payload: applicationFields(uniqueEmail('graduate')),
      remoteAddress: nextClientAddress(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('limits applications to 10 an hour per address', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/reception-vip/register',
        ...multipartBody({ user_email: 'x' }),
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps the graduate sign-in for graduates', async () => {
    const { email } = await registerVerifiedUser(context.app, mail);
    const response = await vipLogin(email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    const wrong = await vipLogin(email, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials' });
  });
});

describe('reviewing is for moderators and admins', () => {
  it('answers 401 without a token and 403 to a student on every review route', async () => {
    const { application } = await appliedAndConfirmed(pdfProof());
    const id = application.application_id;
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/reception-vip/applications'],
      ['GET', `/api/reception-vip/applications/${id}`],
      ['GET', `/api/reception-vip/applications/${id}/proof`],
      ['POST', `/api/reception-vip/applications/${id}/verify`, { decision: 'approve' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await asUser(undefined, method, url, payload)).statusCode).toBe(401);
      const refused = await asUser(student.token, method, url, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
    const stillPending = await asUser(
      moderator.token,
      'GET',
      `/api/reception-vip/applications/${id}`,
    );
    expect(stillPending.json()).toMatchObject({ status: 'pending' });
  });

  it('filters by status and searches names Turkish-aware, with pagination', async () => {
    const { application } = await appliedAndConfirmed();
    const search = await asUser(
      moderator.token,
      'GET',
      `/api/reception-vip/applications?q=${encodeURIComponent('SAHIN')}&status=pending&page_size=10`,
    );
    expect(search.statusCode).toBe(200);
    const page = graduateApplicationListSchema.parse(search.json());
    expect(page.page_size).toBe(10);
    expect(page.items.map((item) => item.application_id)).toContain(application.application_id);
    expect(page.items.every((item) => item.status === 'pending')).toBe(true);

    const byDepartment = await asUser(
      moderator.token,
      'GET',
      `/api/reception-vip/applications?q=${encodeURIComponent('muhendisligi')}`,
    );
    expect(graduateApplicationListSchema.parse(byDepartment.json()).total).toBeGreaterThan(0);

    const approvedOnly = await asUser(
      moderator.token,
      'GET',
      '/api/reception-vip/applications?status=rejected',
    );
    const rejected = graduateApplicationListSchema.parse(approvedOnly.json());
    expect(rejected.items.every((item) => item.status === 'rejected')).toBe(true);
  });

  it('answers field messages for a bad query, id and review', async () => {
    const badQuery = await asUser(
      moderator.token,
      'GET',
      '/api/reception-vip/applications?status=maybe&page_size=7',
    );
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['query.status', 'query.page_size']),
    );
    const badId = await asUser(moderator.token, 'GET', '/api/reception-vip/applications/nope');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ errors: [{ field: 'path.id' }] });
    const unknown = await asUser(
      moderator.token,
      'GET',
      '/api/reception-vip/applications/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    const badDecision = await asUser(
      moderator.token,
      'POST',
      '/api/reception-vip/applications/00000000-0000-4000-8000-000000000000/verify',
      { decision: 'maybe' },
    );
    expect(badDecision.statusCode).toBe(400);
    expect(badDecision.json()).toMatchObject({ errors: [{ field: 'body.decision' }] });
  });
});
