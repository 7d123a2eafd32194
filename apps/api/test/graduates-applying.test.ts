import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  graduateApplicationListSchema,
  graduateApplicationSchema,
  loginResponseSchema,
} from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser, strongPassword, uniqueEmail } from './support/factories/accounts';
import { expectProblem, expectStatus, fieldErrors, nextClientAddress } from './support/http';
import { linkIn } from './support/mail-catcher';
import { multipartBody, samplePdf, type MultipartFile } from './support/multipart';

const t = useTestApp({ mail: true, env: { APP_URL: 'http://campus.example.edu' } });

function storedProofs(): string[] {
  try {
    return readdirSync(path.join(t.env.dataDir, 'uploads', 'proofs'));
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

/** The public graduate application form, sent as a browser sends it. */
function apply(
  fields: Record<string, string | number>,
  file?: MultipartFile,
  remoteAddress?: string,
) {
  const body = multipartBody(fields, file);
  return t.api.call('POST', '/reception-vip/register', undefined, body.payload, {
    headers: body.headers,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

function pdfProof(content = samplePdf): MultipartFile {
  return { field: 'proof', fileName: 'diploma.pdf', contentType: 'application/pdf', content };
}

/** A password sign-in, at the graduates' page unless another is named (its answer is the subject). */
function passwordSignIn(
  email: string,
  password = strongPassword,
  url: '/reception-vip/login' | '/reception/login' = '/reception-vip/login',
) {
  return t.api.call('POST', url, undefined, { user_email: email, user_password: password });
}

/** Applies, follows the mailed link, and answers the application as moderators see it. */
async function appliedAndConfirmed(moderator: string, file?: MultipartFile) {
  const email = uniqueEmail('graduate');
  expectStatus(await apply(applicationFields(email), file), 202);
  const message = await t.mail.waitFor(email, /graduate application/);
  const link = linkIn(message);
  expect(link.pathname).toBe('/reception/verify-email');
  expectStatus(await t.api.call('GET', `/reception/verify-email${link.search}`), 200);
  const list = await t.api.read(
    `/reception-vip/applications?q=${encodeURIComponent(email)}`,
    moderator,
    graduateApplicationListSchema,
  );
  expect(list.items).toHaveLength(1);
  const application = list.items[0];
  if (application === undefined) throw new Error(`no application for ${email}`);
  return { email, application };
}

describe(`graduate applications on ${testDriver}`, () => {
  it('takes an application with a PDF proof; sign-in waits for the review; approval opens it', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const { email, application } = await appliedAndConfirmed(moderator.token, pdfProof());
    expect(application).toMatchObject({
      user_email: email,
      status: 'pending',
      has_proof: true,
      graduation_year: 2019,
      department: 'Bilgisayar Mühendisliği',
      reviewer_name: null,
    });
    const [account] = await t.database.db.select().from(users).where(eq(users.user_email, email));
    expect(account).toMatchObject({ user_role: 'graduate', status: 'pending' });

    for (const url of ['/reception-vip/login', '/reception/login'] as const) {
      const early = await passwordSignIn(email, strongPassword, url);
      expect(expectProblem(early, 403, 'application_pending').detail).toMatch(/waiting for review/);
    }

    const proof = await t.api.call(
      'GET',
      `/reception-vip/applications/${application.application_id}/proof`,
      moderator.token,
    );
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(proof.headers['content-disposition']).toMatch(/^attachment; filename="proof-.+\.pdf"$/);
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.headers['cache-control']).toBe('private, no-store');
    expect(proof.rawPayload.equals(samplePdf)).toBe(true);

    const approved = await t.api.call(
      'POST',
      `/reception-vip/applications/${application.application_id}/verify`,
      moderator.token,
      { decision: 'approve' },
    );
    expect(expectStatus(approved, 200, graduateApplicationSchema)).toMatchObject({
      status: 'approved',
      reviewer_name: 'Deniz Aydın',
    });
    await t.mail.waitFor(email, /was approved/);

    const login = await passwordSignIn(email);
    expect(expectStatus(login, 200, loginResponseSchema).user_current).toMatchObject({
      user_role: 'graduate',
      is_vip: true,
    });

    const again = await t.api.call(
      'POST',
      `/reception-vip/applications/${application.application_id}/verify`,
      moderator.token,
      { decision: 'reject', note: 'Too late' },
    );
    expect(again.statusCode).toBe(409);

    const audit = await auditOf(t, 'graduate_application.approved', application.application_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(moderator.id);
  });

  it('shows the reviewer’s note at sign-in after a rejection, and mails it', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const { email, application } = await appliedAndConfirmed(moderator.token);
    expect(application.has_proof).toBe(false);
    const url = `/reception-vip/applications/${application.application_id}/verify`;

    const noNote = await t.api.call('POST', url, moderator.token, { decision: 'reject' });
    expect(expectProblem(noNote, 400, 'validation_failed')).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'body.note', message: 'note is required' }],
    });

    const rejected = await t.api.call('POST', url, moderator.token, {
      decision: 'reject',
      note: 'The student number does not match our records.',
    });
    expect(expectStatus(rejected, 200, graduateApplicationSchema)).toMatchObject({
      status: 'rejected',
    });
    const message = await t.mail.waitFor(email, /About your graduate application/);
    expect(message.text).toContain('The student number does not match our records.');

    for (const loginUrl of ['/reception-vip/login', '/reception/login'] as const) {
      const login = await passwordSignIn(email, strongPassword, loginUrl);
      expect(expectProblem(login, 403, 'application_rejected').detail).toContain(
        'The student number does not match our records.',
      );
    }
  });

  it('stores an image proof re-encoded as WebP, without its metadata', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const jpeg = await sharp({
      create: { width: 80, height: 60, channels: 3, background: { r: 10, g: 90, b: 200 } },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'Scanner', Model: 'Private Model' } })
      .toBuffer();
    const { application } = await appliedAndConfirmed(moderator.token, {
      field: 'proof',
      fileName: 'diploma.jpg',
      contentType: 'image/jpeg',
      content: jpeg,
    });
    const proof = await t.api.call(
      'GET',
      `/reception-vip/applications/${application.application_id}/proof`,
      moderator.token,
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
    expect(expectProblem(response, 400)).toMatchObject({
      errors: [{ field: 'body.proof', message: 'proof must be a PDF, PNG, JPG or WebP file' }],
    });
    const rows = await t.database.db.select().from(users).where(eq(users.user_email, email));
    expect(rows).toHaveLength(0);
    expect(storedProofs()).toHaveLength(before);
  });

  it('answers a known address like a new one, mails its owner and stores no file', async () => {
    const { email } = await createUser(t);
    const before = storedProofs().length;
    const fresh = await apply(applicationFields(uniqueEmail('graduate')));
    const known = await apply(applicationFields(email), pdfProof());
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(fresh.body);
    await t.mail.waitFor(email, /already have|Zaten/);
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
    expectProblem(response, 400, 'validation_failed');
    expect(fieldErrors(response)).toMatchObject({
      'body.user_email': 'please enter a valid email address',
      'body.user_last_name': 'user_last_name is required',
      'body.graduation_year': 'graduation_year cannot be in the future',
      'body.student_number': 'student_number must be 4 to 20 letters, digits or hyphens',
      'body.department': 'department must be at least 2 characters',
    });
  });

  it('refuses a proof over 5 MB with 413 and a JSON body with 415', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await apply(applicationFields(uniqueEmail('graduate')), pdfProof(big));
    expect(expectProblem(tooLarge, 413, 'payload_too_large').detail).toContain('5 MB');

    const json = await t.api.call(
      'POST',
      '/reception-vip/register',
      undefined,
      applicationFields(uniqueEmail('graduate')),
    );
    expectProblem(json, 415, 'unsupported_media_type');
  });

  it('limits applications to 10 an hour per address', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await apply({ user_email: 'x' }, undefined, address);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('keeps the graduate sign-in for graduates', async () => {
    const { email } = await createUser(t);
    const response = await passwordSignIn(email);
    expectProblem(response, 403, 'forbidden');
    const wrong = await passwordSignIn(email, 'not the password at all');
    expectProblem(wrong, 401, 'invalid_credentials');
  });
});
