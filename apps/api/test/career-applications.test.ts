import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  careerApplicationPageSchema,
  careerApplicationSchema,
  myCareerApplicationPageSchema,
  myCareerApplicationSchema,
  type MyCareerApplication,
} from '@campus/contracts';
import type { DomainEventMap } from '../src/platform/events';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { careerApplications } from '../src/features/career/career.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createApplication, createPosition } from './support/factories/career';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { readQueueTotal, readWaitingCount, startWaitingCount } from './support/moderation';
import { multipartBody, samplePdf, type MultipartFile } from './support/multipart';
import { positionBody } from './support/career';

const t = useTestApp();

const coverLetter =
  'I have built two student club websites and would love to help the campus platform grow.';

function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    full_name: 'Deniz Aydın',
    email: 'deniz@ogr.yesiltepe.edu.tr',
    phone: '+90 532 000 00 00',
    linkedin_url: 'https://www.linkedin.com/in/deniz-aydin',
    cover_letter: coverLetter,
    ...overrides,
  };
}

function cvFile(content: Buffer = samplePdf, fileName = 'cv.pdf'): MultipartFile {
  return { field: 'cv', fileName, contentType: 'application/pdf', content };
}

function apply(token: string, fields: Record<string, string>, file: MultipartFile | undefined) {
  const body = multipartBody(fields, file);
  return t.api.call('POST', '/career/applications', token, body.payload, {
    headers: body.headers,
  });
}

async function applied(
  token: string,
  fields: Record<string, string>,
): Promise<MyCareerApplication> {
  return expectStatus(await apply(token, fields, cvFile()), 201, myCareerApplicationSchema);
}

async function storedCvs(): Promise<string[]> {
  try {
    return await readdir(path.join(t.env.dataDir, 'uploads', 'cvs'));
  } catch {
    return [];
  }
}

describe(`career positions and applications on ${testDriver}`, () => {
  it('takes an application with a PDF CV and shows the applicant its status', async () => {
    const [student, other] = await Promise.all([createUser(t), createUser(t)]);
    const position = await createPosition(t, { title: 'Content editor (Turkish)' });
    const before = await storedCvs();
    const application = await applied(
      student.token,
      applicationFields({ position_id: position.position_id }),
    );
    expect(application).toMatchObject({
      position_id: position.position_id,
      position_title: 'Content editor (Turkish)',
      status: 'new',
    });
    expect(application).not.toHaveProperty('admin_note');
    expect((await storedCvs()).length).toBe(before.length + 1);

    const mine = await t.api.read(
      '/career/applications/mine',
      student.token,
      myCareerApplicationPageSchema,
    );
    expect(mine.items.map((item) => item.career_id)).toEqual([application.career_id]);
    const others = await t.api.read(
      '/career/applications/mine',
      other.token,
      myCareerApplicationPageSchema,
    );
    expect(others.items).toEqual([]);

    const again = await apply(
      student.token,
      applicationFields({ position_id: position.position_id }),
      cvFile(),
    );
    expect(expectProblem(again, 409).detail).toBe(
      'You have already applied to this position; see My space for its status',
    );
    expect((await storedCvs()).length).toBe(before.length + 1);

    const open = await applied(student.token, applicationFields({ position_id: '' }));
    expect(open).toMatchObject({ position_id: null, position_title: null });
  });

  it('refuses CVs that are not PDFs, too large, or missing, and keeps nothing', async () => {
    const student = await createUser(t);
    const position = await createPosition(t, { title: 'UX research volunteer' });
    const rowsBefore = await t.database.db.select().from(careerApplications);
    const filesBefore = await storedCvs();
    const fields = applicationFields({ position_id: position.position_id });

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const truncated = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n');
    for (const content of [html, png, truncated]) {
      const response = await apply(student.token, fields, cvFile(content, 'cv.pdf'));
      expect(expectProblem(response, 400).detail).toBe('The CV must be a PDF document');
      expect(fieldErrors(response)).toEqual({ 'body.cv': 'The CV must be a PDF document' });
    }

    const large = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(5 * 1024 * 1024, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    const tooLarge = await apply(student.token, fields, cvFile(large));
    expect(expectProblem(tooLarge, 413).detail).toBe('The CV must be at most 5 MB');

    const missing = await apply(student.token, fields, undefined);
    expect(fieldErrors(missing)).toEqual({ 'body.cv': 'cv is required' });

    const badFields = await apply(
      student.token,
      {
        position_id: 'nope',
        full_name: 'D',
        email: 'not-an-address',
        phone: 'call me',
        linkedin_url: 'http://linkedin.com/in/x',
        cover_letter: 'Too short',
      },
      cvFile(),
    );
    expect(fieldErrors(badFields)).toEqual({
      'body.position_id': 'position_id must be the id of a position',
      'body.full_name': 'full_name must be at least 2 characters',
      'body.email': 'please enter a valid email address',
      'body.phone': 'phone must be a phone number (digits, spaces, +, -, parentheses)',
      'body.linkedin_url': 'linkedin_url must be an https:// address',
      'body.cover_letter': 'cover_letter must be at least 50 characters',
    });

    const unknown = await apply(
      student.token,
      applicationFields({ position_id: unknownId }),
      cvFile(),
    );
    expect(expectProblem(unknown, 404).detail).toBe('There is no such position');

    expect(await t.database.db.select().from(careerApplications)).toEqual(rowsBefore);
    expect(await storedCvs()).toEqual(filesBefore);

    const scripted = Buffer.concat([samplePdf, Buffer.from('<script>alert(1)</script>\n%%EOF\n')]);
    const stillPdf = await apply(
      student.token,
      applicationFields({ position_id: '' }),
      cvFile(scripted),
    );
    expectStatus(stillPdf, 201);
  });

  it('refuses applications to a closed position', async () => {
    const [admin, student] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    const position = await createPosition(t, { title: 'Closed soon' });
    const closed = await t.api.call(
      'PUT',
      `/career/positions/${position.position_id}`,
      admin.token,
      {
        ...positionBody({ title: 'Closed soon' }),
        status: 'closed',
      },
    );
    expectStatus(closed, 200);
    const response = await apply(
      student.token,
      applicationFields({ position_id: position.position_id }),
      cvFile(),
    );
    expect(expectProblem(response, 409).detail).toBe(
      'This position is closed and no longer takes applications',
    );
  });

  it('lets admins list, search, review and download, with audit and event', async () => {
    const [admin, other] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    // This test lists the open applications, so it starts from none.
    await t.database.db.delete(careerApplications);
    const position = await createPosition(t, { title: 'Data analyst (part-time)' });
    const application = await createApplication(t, {
      applicantId: other.id,
      position_id: position.position_id,
      full_name: 'Şule Işık',
    });
    const openApplication = await createApplication(t, { applicantId: other.id });

    const listed = await t.api.read(
      `/career/applications?position_id=${position.position_id}&status=new`,
      admin.token,
      careerApplicationPageSchema,
    );
    expect(listed.items.map((item) => item.career_id)).toEqual([application.career_id]);
    const searched = await t.api.read(
      `/career/applications?q=${encodeURIComponent('sule isik')}`,
      admin.token,
      careerApplicationPageSchema,
    );
    expect(searched.items.map((item) => item.career_id)).toEqual([application.career_id]);
    const openOnes = await t.api.read(
      '/career/applications?position_id=open',
      admin.token,
      careerApplicationPageSchema,
    );
    expect(openOnes.items.map((item) => item.career_id)).toEqual([openApplication.career_id]);
    expect(openOnes.items.every((item) => item.position_id === null)).toBe(true);
    expectProblem(await t.api.call('GET', '/career/applications?status=hired', admin.token), 400);

    const reviewed: DomainEventMap['career_application.reviewed'][] = [];
    const stop = t.app.domainEvents.on('career_application.reviewed', (payload) => {
      reviewed.push(payload);
    });
    try {
      const updated = await t.api.call(
        'PUT',
        `/career/applications/${application.career_id}`,
        admin.token,
        { status: 'interview', admin_note: 'Strong portfolio; call on Monday.' },
      );
      expect(expectStatus(updated, 200, careerApplicationSchema)).toMatchObject({
        status: 'interview',
        admin_note: 'Strong portfolio; call on Monday.',
        full_name: 'Şule Işık',
      });
      await t.app.domainEvents.idle();
      expect(reviewed).toEqual([
        { application_id: application.career_id, applicant_id: other.id, status: 'interview' },
      ]);
    } finally {
      stop();
    }
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'career_application.reviewed'),
          eq(auditEntries.target_id, application.career_id),
        ),
      );
    expect(audit.map((entry) => entry.details)).toEqual([
      { fields: ['status', 'admin_note'], status: 'interview' },
    ]);

    const mine = await t.api.read(
      '/career/applications/mine',
      other.token,
      myCareerApplicationPageSchema,
    );
    const own = mine.items.find((item) => item.career_id === application.career_id);
    expect(own?.status).toBe('interview');
    expect(JSON.stringify(mine)).not.toContain('Strong portfolio');

    const cv = await t.api.call(
      'GET',
      `/career/applications/${application.career_id}/cv`,
      admin.token,
    );
    expectStatus(cv, 200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toBe('attachment; filename="cv-sule-isik.pdf"');
    expect(cv.headers['x-content-type-options']).toBe('nosniff');
    expect(cv.rawPayload.equals(samplePdf)).toBe(true);

    const badStatus = await t.api.call(
      'PUT',
      `/career/applications/${application.career_id}`,
      admin.token,
      { status: 'hired', admin_note: 'N'.repeat(2001) },
    );
    expect(fieldErrors(badStatus)).toEqual({
      'body.status': 'status must be one of new, reviewing, interview, accepted, rejected',
      'body.admin_note': 'must not exceed 2000 characters',
    });
    for (const url of [
      `/career/applications/${unknownId}`,
      `/career/applications/${unknownId}/cv`,
    ]) {
      const missing = await t.api.call('GET', url, admin.token);
      expect(expectProblem(missing, 404).detail).toBe('There is no such application');
    }
    const badId = await t.api.call('GET', '/career/applications/nope', admin.token);
    expect(fieldErrors(badId)).toEqual({
      'path.career_id': 'career_id must be the id of an application (a UUID)',
    });
  });
});

describe('the waiting count', () => {
  const url = '/career/applications/waiting-count';

  it('answers admins how many applications are new, as the list counts them, and follows a review', async () => {
    const list = '/career/applications?status=new';
    const { reviewer: admin, before } = await startWaitingCount(t, url, 'admin', list);
    const applicant = await createUser(t);
    const application = await createApplication(t, { applicantId: applicant.id });
    expect(await readWaitingCount(t, url, admin.token)).toBe(before + 1);

    expectStatus(
      await t.api.call('PUT', `/career/applications/${application.career_id}`, admin.token, {
        status: 'reviewing',
      }),
      200,
    );
    expect(await readWaitingCount(t, url, admin.token)).toBe(before);
    expect(await readQueueTotal(t, list, admin.token)).toBe(before);
  });
});
