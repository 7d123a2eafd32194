import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { myCareerApplicationSchema } from '@campus/contracts';
import { graduateApplications, users } from '../src/features/accounts/accounts.tables';
import { careerApplications } from '../src/features/career/career.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createGraduate } from './support/factories/graduates';
import { expectStatus } from './support/http';
import { linkIn } from './support/mail-catcher';
import { multipartBody, samplePdf, type MultipartFile } from './support/multipart';

const t = useTestApp({ mail: true });

type Folder = 'photos' | 'proofs' | 'cvs';

/** The files of a folder under DATA_DIR/uploads. */
function stored(folder: Folder): string[] {
  try {
    return readdirSync(path.join(t.env.dataDir, 'uploads', folder));
  } catch {
    return [];
  }
}

/** Runs a step and answers what it answered and the files it added to each folder. */
async function filesAddedBy<T>(
  step: () => Promise<T>,
): Promise<{ result: T; files: Record<Folder, string[]> }> {
  const folders: Folder[] = ['photos', 'proofs', 'cvs'];
  const before = new Map(folders.map((folder) => [folder, new Set(stored(folder))]));
  const result = await step();
  const added = (folder: Folder) =>
    stored(folder).filter((name) => before.get(folder)?.has(name) !== true);
  return { result, files: { photos: added('photos'), proofs: added('proofs'), cvs: added('cvs') } };
}

function upload(
  url: string,
  token: string,
  fields: Record<string, string | number>,
  file: MultipartFile,
) {
  const body = multipartBody(fields, file);
  return t.api.call('POST', url, token, body.payload, { headers: body.headers });
}

async function jpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
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
  expectStatus(response, 200);
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
  return expectStatus(response, 201, myCareerApplicationSchema).career_id;
}

async function rowsOf(userId: string) {
  const [accounts, proofs, applications] = await Promise.all([
    t.database.db.select().from(users).where(eq(users.user_id, userId)),
    t.database.db
      .select()
      .from(graduateApplications)
      .where(eq(graduateApplications.user_id, userId)),
    t.database.db
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.applicant_id, userId)),
  ]);
  return { accounts: accounts.length, proofs: proofs.length, applications: applications.length };
}

describe(`deleting an account on ${testDriver}`, () => {
  it("removes the person's photo, graduate proof and career CVs with their rows, and nobody else's", async () => {
    const other = await createUser(t);
    const othersFiles = (
      await filesAddedBy(async () => {
        await addPhoto(other.token);
        await applyWithCv(other.token);
      })
    ).files;

    const { result: graduate, files: own } = await filesAddedBy(async () => {
      // An approved graduate whose application came with a PDF proof.
      const { user } = await createGraduate(t, { status: 'approved', proof: samplePdf });
      await addPhoto(user.token);
      await applyWithCv(user.token);
      return user;
    });
    expect(own.photos).toHaveLength(1);
    expect(own.proofs).toHaveLength(1);
    expect(own.cvs).toHaveLength(1);
    expect(await rowsOf(graduate.id)).toEqual({ accounts: 1, proofs: 1, applications: 1 });

    const deleted = await t.api.call('DELETE', '/profile/me', graduate.token, {
      user_password: graduate.password,
    });
    expectStatus(deleted, 204);

    expect(await rowsOf(graduate.id)).toEqual({ accounts: 0, proofs: 0, applications: 0 });
    for (const folder of ['photos', 'proofs', 'cvs'] as const) {
      for (const name of own[folder]) expect(stored(folder), folder).not.toContain(name);
      for (const name of othersFiles[folder]) expect(stored(folder), folder).toContain(name);
    }
    expect(await rowsOf(other.id)).toMatchObject({
      accounts: 1,
      applications: 1,
    });
  });

  it('removes the CVs too when the account is deleted through the mailed link', async () => {
    const person = await createUser(t);
    const own = (
      await filesAddedBy(async () => {
        await applyWithCv(person.token);
        await addPhoto(person.token);
      })
    ).files;
    expect(own.cvs).toHaveLength(1);

    const requested = await t.api.call('POST', '/reception/delete-account-request', undefined, {
      user_email: person.email,
    });
    expectStatus(requested, 202);
    const link = linkIn(await t.mail.waitFor(person.email, /silinmesini onaylayın|deletion/));
    const confirmed = await t.api.call('GET', `/reception/delete-account-verify${link.search}`);
    expectStatus(confirmed, 200);

    expect(await rowsOf(person.id)).toEqual({ accounts: 0, proofs: 0, applications: 0 });
    for (const name of own.cvs) expect(stored('cvs')).not.toContain(name);
    for (const name of own.photos) expect(stored('photos')).not.toContain(name);
  });
});
