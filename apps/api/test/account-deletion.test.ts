import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  graduateApplicationListSchema,
  loginResponseSchema,
  myCareerApplicationSchema,
} from '@campus/contracts';
import { graduateApplications, users } from '../src/features/accounts/accounts.tables';
import { careerApplications } from '../src/features/career/career.tables';
import { createTestApp, type TestContext } from './test-app';
import { linkIn, startMailCatcher, type MailCatcher } from './support/mail-catcher';
import {
  bearer,
  nextClientAddress,
  registerVerifiedUser,
  strongPassword,
  uniqueEmail,
} from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { multipartBody, samplePdf, type MultipartFile } from './support/multipart';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let dataDir: string;
let moderator: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'campus-deletion-'));
  context = await createTestApp({ env: { SMTP_URL: mail.url, DATA_DIR: dataDir } });
  moderator = (await signedInWithRole(context, mail, 'moderator')).token;
});
afterAll(async () => {
  await context.close();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Folder = 'photos' | 'proofs' | 'cvs';

/** The files of a folder under DATA_DIR/uploads. */
function stored(folder: Folder): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads', folder));
  } catch {
    return [];
  }
}

/** Runs a step and answers the files it added to each folder. */
async function filesAddedBy(step: () => Promise<void>): Promise<Record<Folder, string[]>> {
  const folders: Folder[] = ['photos', 'proofs', 'cvs'];
  const before = new Map(folders.map((folder) => [folder, new Set(stored(folder))]));
  await step();
  const added = (folder: Folder) =>
    stored(folder).filter((name) => before.get(folder)?.has(name) !== true);
  return { photos: added('photos'), proofs: added('proofs'), cvs: added('cvs') };
}

function send(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  body?: { payload: Buffer | object; headers?: Record<string, string> },
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    headers: { ...body?.headers, ...(token === undefined ? {} : bearer(token)) },
    ...(body === undefined ? {} : { payload: body.payload }),
  });
}

function upload(
  url: string,
  token: string | undefined,
  fields: Record<string, string | number>,
  file: MultipartFile,
) {
  return send('POST', url, token, multipartBody(fields, file));
}

async function jpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
}

/** A graduate who applied with a PDF proof, confirmed the address and was approved: signed in. */
async function approvedGraduate(): Promise<{ email: string; token: string; userId: string }> {
  const email = uniqueEmail('graduate');
  const applied = await upload(
    '/reception-vip/register',
    undefined,
    {
      user_email: email,
      user_password: strongPassword,
      user_first_name: 'Zeynep',
      user_last_name: 'Şahin',
      locale: 'en',
      graduation_year: 2019,
      student_number: `G-${email.slice(9, 15)}`,
      department: 'Bilgisayar Mühendisliği',
    },
    { field: 'proof', fileName: 'diploma.pdf', contentType: 'application/pdf', content: samplePdf },
  );
  expect(applied.statusCode, applied.body).toBe(202);
  const link = linkIn(await mail.waitFor(email, /graduate application/));
  expect((await send('GET', `/reception/verify-email${link.search}`)).statusCode).toBe(200);
  const list = await send(
    'GET',
    `/reception-vip/applications?q=${encodeURIComponent(email)}`,
    moderator,
  );
  const application = graduateApplicationListSchema.parse(list.json()).items[0];
  if (application === undefined) throw new Error(`no application for ${email}`);
  const approved = await send(
    'POST',
    `/reception-vip/applications/${application.application_id}/verify`,
    moderator,
    { payload: { decision: 'approve' } },
  );
  expect(approved.statusCode, approved.body).toBe(200);
  const login = await send('POST', '/reception-vip/login', undefined, {
    payload: { user_email: email, user_password: strongPassword },
  });
  expect(login.statusCode, login.body).toBe(200);
  const { access_token, user_current } = loginResponseSchema.parse(login.json());
  return { email, token: access_token, userId: user_current.user_id };
}

async function addPhoto(token: string): Promise<void> {
  const response = await upload(
    '/profile/me/photo',
    token,
    {},
    {
      field: 'photo',
      fileName: 'me.jpg',
      contentType: 'image/jpeg',
      content: await jpeg(),
    },
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function applyWithCv(token: string): Promise<string> {
  const response = await upload(
    '/career/applications',
    token,
    {
      full_name: 'Zeynep Şahin',
      email: 'zeynep@ogr.yesiltepe.edu.tr',
      cover_letter: 'I would like to help the campus platform grow, two days a week.',
    },
    { field: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', content: samplePdf },
  );
  expect(response.statusCode, response.body).toBe(201);
  return myCareerApplicationSchema.parse(response.json()).career_id;
}

async function rowsOf(userId: string) {
  const [accounts, proofs, applications] = await Promise.all([
    context.database.db.select().from(users).where(eq(users.user_id, userId)),
    context.database.db
      .select()
      .from(graduateApplications)
      .where(eq(graduateApplications.user_id, userId)),
    context.database.db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.applicant_id, userId)),
  ]);
  return { accounts: accounts.length, proofs: proofs.length, applications: applications.length };
}

describe(`deleting an account on ${testDriver}`, () => {
  it("removes the person's photo, graduate proof and career CVs with their rows, and nobody else's", async () => {
    const other = await registerVerifiedUser(context.app, mail);
    const othersFiles = await filesAddedBy(async () => {
      await addPhoto(other.login.access_token);
      await applyWithCv(other.login.access_token);
    });

    let graduate = { email: '', token: '', userId: '' };
    const own = await filesAddedBy(async () => {
      graduate = await approvedGraduate();
      await addPhoto(graduate.token);
      await applyWithCv(graduate.token);
    });
    expect(own.photos).toHaveLength(1);
    expect(own.proofs).toHaveLength(1);
    expect(own.cvs).toHaveLength(1);
    expect(await rowsOf(graduate.userId)).toEqual({ accounts: 1, proofs: 1, applications: 1 });

    const deleted = await send('DELETE', '/profile/me', graduate.token, {
      payload: { user_password: strongPassword },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await rowsOf(graduate.userId)).toEqual({ accounts: 0, proofs: 0, applications: 0 });
    for (const folder of ['photos', 'proofs', 'cvs'] as const) {
      for (const name of own[folder]) expect(stored(folder), folder).not.toContain(name);
      for (const name of othersFiles[folder]) expect(stored(folder), folder).toContain(name);
    }
    expect(await rowsOf(other.login.user_current.user_id)).toMatchObject({
      accounts: 1,
      applications: 1,
    });
  });

  it('removes the CVs too when the account is deleted through the mailed link', async () => {
    const person = await registerVerifiedUser(context.app, mail);
    const userId = person.login.user_current.user_id;
    const own = await filesAddedBy(async () => {
      await applyWithCv(person.login.access_token);
      await addPhoto(person.login.access_token);
    });
    expect(own.cvs).toHaveLength(1);

    const requested = await send('POST', '/reception/delete-account-request', undefined, {
      payload: { user_email: person.email },
    });
    expect(requested.statusCode, requested.body).toBe(202);
    const link = linkIn(await mail.waitFor(person.email, /silinmesini onaylayın|deletion/));
    const confirmed = await send('GET', `/reception/delete-account-verify${link.search}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect(await rowsOf(userId)).toEqual({ accounts: 0, proofs: 0, applications: 0 });
    for (const name of own.cvs) expect(stored('cvs')).not.toContain(name);
    for (const name of own.photos) expect(stored('photos')).not.toContain(name);
  });
});
