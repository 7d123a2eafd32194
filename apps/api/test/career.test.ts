import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  careerApplicationPageSchema,
  careerApplicationSchema,
  careerPositionPageSchema,
  careerPositionSchema,
  myCareerApplicationPageSchema,
  myCareerApplicationSchema,
  problemSchema,
  type CareerPosition,
  type MyCareerApplication,
  type PositionWriteInput,
} from '@campus/contracts';
import type { DomainEventMap } from '../src/platform/events';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { careerApplications } from '../src/features/career/career.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { multipartBody, samplePdf, type MultipartFile } from './support/multipart';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let dataDir: string;
let admin: string;
let moderator: string;
let student: string;
let studentId: string;
let other: string;
let otherId: string;
const reviewed: DomainEventMap['career_application.reviewed'][] = [];

const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  mail = await startMailCatcher();
  dataDir = await mkdtemp(path.join(tmpdir(), 'campus-career-'));
  context = await createTestApp({ env: { SMTP_URL: mail.url, DATA_DIR: dataDir } });
  context.app.domainEvents.on('career_application.reviewed', (payload) => {
    reviewed.push(payload);
  });
  const [adminAccount, moderatorAccount, studentAccount, otherAccount] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
    registerVerifiedUser(context.app, mail),
  ]);
  admin = adminAccount.token;
  moderator = moderatorAccount.token;
  student = studentAccount.login.access_token;
  studentId = studentAccount.login.user_current.user_id;
  other = otherAccount.login.access_token;
  otherId = otherAccount.login.user_current.user_id;
});
afterAll(async () => {
  await context.close();
  await mail.close();
  await rm(dataDir, { recursive: true, force: true });
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

function positionBody(overrides: Partial<PositionWriteInput> = {}): PositionWriteInput {
  return {
    title: 'Student developer intern',
    team: 'Platform',
    location: 'Ankara campus, hybrid',
    employment_type: 'internship',
    description: 'Build features of the campus platform with the team, two days a week.',
    requirements: ['TypeScript basics', 'Curiosity about accessibility'],
    ...overrides,
  };
}

async function addPosition(overrides: Partial<PositionWriteInput> = {}): Promise<CareerPosition> {
  const response = await call('POST', '/career/positions', admin, positionBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return careerPositionSchema.parse(response.json());
}

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

function apply(fields: Record<string, string>, file: MultipartFile | undefined, token = student) {
  const body = multipartBody(fields, file);
  return context.app.inject({
    method: 'POST',
    url: '/api/career/applications',
    remoteAddress: nextClientAddress(),
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

async function applied(
  fields: Record<string, string>,
  token = student,
): Promise<MyCareerApplication> {
  const response = await apply(fields, cvFile(), token);
  expect(response.statusCode, response.body).toBe(201);
  return myCareerApplicationSchema.parse(response.json());
}

function fieldMessages(body: string): Record<string, string> {
  const problem = problemSchema.parse(JSON.parse(body));
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

async function storedCvs(): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, 'uploads', 'cvs'));
  } catch {
    return [];
  }
}

describe(`career positions and applications on ${testDriver}`, () => {
  it('answers 401 without a session and 403 to non-admins on every admin call', async () => {
    const adminCalls = [
      ['GET', '/career/applications', undefined],
      ['GET', `/career/applications/${unknownId}`, undefined],
      ['PUT', `/career/applications/${unknownId}`, { status: 'reviewing' }],
      ['GET', `/career/applications/${unknownId}/cv`, undefined],
      ['POST', '/career/positions', positionBody()],
      ['PUT', `/career/positions/${unknownId}`, positionBody()],
      ['DELETE', `/career/positions/${unknownId}`, undefined],
    ] as const;
    for (const [method, url, payload] of [
      ...adminCalls,
      ['GET', '/career/applications/mine', undefined],
      ['POST', '/career/applications', {}],
    ] as const) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const token of [student, moderator]) {
      for (const [method, url, payload] of adminCalls) {
        const response = await call(method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(problemSchema.parse(response.json()).code).toBe('forbidden');
      }
    }
    expect((await call('GET', '/career/positions?status=all', student)).statusCode).toBe(403);
  });

  it('shows open positions to visitors and hides closed ones except from admins', async () => {
    const open = await addPosition({ title: 'Campus ambassador', display_order: 1 });
    const closed = await addPosition({ title: 'Old role', status: 'closed' });
    const visitor = await call('GET', '/career/positions', undefined);
    expect(visitor.statusCode).toBe(200);
    const page = careerPositionPageSchema.parse(visitor.json());
    expect(page.items.map((item) => item.position_id)).toContain(open.position_id);
    expect(page.items.map((item) => item.position_id)).not.toContain(closed.position_id);
    expect((await call('GET', `/career/positions/${open.position_id}`, undefined)).json()).toEqual(
      open,
    );
    const hidden = await call('GET', `/career/positions/${closed.position_id}`, undefined);
    expect(hidden.statusCode).toBe(404);
    expect(problemSchema.parse(hidden.json()).detail).toBe('There is no such position');
    expect((await call('GET', `/career/positions/${closed.position_id}`, admin)).statusCode).toBe(
      200,
    );
    const all = careerPositionPageSchema.parse(
      (await call('GET', '/career/positions?status=closed', admin)).json(),
    );
    expect(all.items.map((item) => item.position_id)).toEqual([closed.position_id]);
    const audit = await context.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target_id, open.position_id));
    expect(audit.map((entry) => entry.action)).toEqual(['career_position.created']);
  });

  it('names the rule of each bad position field', async () => {
    const response = await call('POST', '/career/positions', admin, {
      title: 'X',
      team: 'T',
      location: 'L',
      employment_type: 'gig',
      description: 'Too short',
      requirements: ['R'.repeat(301)],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.body)).toEqual({
      'body.title': 'title must be at least 3 characters',
      'body.team': 'team must be at least 2 characters',
      'body.location': 'location must be at least 2 characters',
      'body.employment_type':
        'employment_type must be one of full_time, part_time, internship, volunteer',
      'body.description': 'description must be at least 20 characters',
      'body.requirements.0': 'must not exceed 300 characters',
    });
    const tooMany = await call('POST', '/career/positions', admin, {
      ...positionBody(),
      requirements: Array.from({ length: 21 }, (_, index) => `Requirement ${String(index)}`),
    });
    expect(fieldMessages(tooMany.body)).toEqual({
      'body.requirements': 'requirements must not have more than 20 items',
    });
    expect(
      (await call('PUT', `/career/positions/${unknownId}`, admin, positionBody())).statusCode,
    ).toBe(404);
  });

  it('takes an application with a PDF CV and shows the applicant its status', async () => {
    const position = await addPosition({ title: 'Content editor (Turkish)' });
    const before = await storedCvs();
    const application = await applied(applicationFields({ position_id: position.position_id }));
    expect(application).toMatchObject({
      position_id: position.position_id,
      position_title: 'Content editor (Turkish)',
      status: 'new',
    });
    expect(application).not.toHaveProperty('admin_note');
    expect((await storedCvs()).length).toBe(before.length + 1);

    const mine = myCareerApplicationPageSchema.parse(
      (await call('GET', '/career/applications/mine', student)).json(),
    );
    expect(mine.items.map((item) => item.career_id)).toContain(application.career_id);
    const others = myCareerApplicationPageSchema.parse(
      (await call('GET', '/career/applications/mine', other)).json(),
    );
    expect(others.items).toEqual([]);

    const again = await apply(applicationFields({ position_id: position.position_id }), cvFile());
    expect(again.statusCode).toBe(409);
    expect(problemSchema.parse(again.json()).detail).toBe(
      'You have already applied to this position; see My space for its status',
    );
    expect((await storedCvs()).length).toBe(before.length + 1);

    const open = await applied(applicationFields({ position_id: '' }));
    expect(open).toMatchObject({ position_id: null, position_title: null });
  });

  it('refuses CVs that are not PDFs, too large, or missing, and keeps nothing', async () => {
    const position = await addPosition({ title: 'UX research volunteer' });
    const rowsBefore = await context.database.db.select().from(careerApplications);
    const filesBefore = await storedCvs();
    const fields = applicationFields({ position_id: position.position_id });

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const truncated = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n');
    for (const content of [html, png, truncated]) {
      const response = await apply(fields, cvFile(content, 'cv.pdf'));
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json()).detail).toBe('The CV must be a PDF document');
      expect(fieldMessages(response.body)).toEqual({ 'body.cv': 'The CV must be a PDF document' });
    }

    const large = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(5 * 1024 * 1024, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    const tooLarge = await apply(fields, cvFile(large));
    expect(tooLarge.statusCode).toBe(413);
    expect(problemSchema.parse(tooLarge.json()).detail).toBe('The CV must be at most 5 MB');

    const missing = await apply(fields, undefined);
    expect(missing.statusCode).toBe(400);
    expect(fieldMessages(missing.body)).toEqual({ 'body.cv': 'cv is required' });

    const badFields = await apply(
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
    expect(badFields.statusCode).toBe(400);
    expect(fieldMessages(badFields.body)).toEqual({
      'body.position_id': 'position_id must be the id of a position',
      'body.full_name': 'full_name must be at least 2 characters',
      'body.email': 'please enter a valid email address',
      'body.phone': 'phone must be a phone number (digits, spaces, +, -, parentheses)',
      'body.linkedin_url': 'linkedin_url must be an https:// address',
      'body.cover_letter': 'cover_letter must be at least 50 characters',
    });

    const unknown = await apply(applicationFields({ position_id: unknownId }), cvFile());
    expect(unknown.statusCode).toBe(404);
    expect(problemSchema.parse(unknown.json()).detail).toBe('There is no such position');

    expect(await context.database.db.select().from(careerApplications)).toEqual(rowsBefore);
    expect(await storedCvs()).toEqual(filesBefore);

    const scripted = Buffer.concat([samplePdf, Buffer.from('<script>alert(1)</script>\n%%EOF\n')]);
    const stillPdf = await apply(applicationFields({ position_id: '' }), cvFile(scripted));
    expect(stillPdf.statusCode, stillPdf.body).toBe(201);
  });

  it('refuses applications to a closed position', async () => {
    const position = await addPosition({ title: 'Closed soon' });
    const closed = await call('PUT', `/career/positions/${position.position_id}`, admin, {
      ...positionBody({ title: 'Closed soon' }),
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    const response = await apply(
      applicationFields({ position_id: position.position_id }),
      cvFile(),
    );
    expect(response.statusCode).toBe(409);
    expect(problemSchema.parse(response.json()).detail).toBe(
      'This position is closed and no longer takes applications',
    );
  });

  it('lets admins list, search, review and download, with audit and event', async () => {
    const position = await addPosition({ title: 'Data analyst (part-time)' });
    const application = await applied(
      applicationFields({ position_id: position.position_id, full_name: 'Şule Işık' }),
      other,
    );

    const listed = careerApplicationPageSchema.parse(
      (
        await call(
          'GET',
          `/career/applications?position_id=${position.position_id}&status=new`,
          admin,
        )
      ).json(),
    );
    expect(listed.items.map((item) => item.career_id)).toEqual([application.career_id]);
    const searched = careerApplicationPageSchema.parse(
      (
        await call('GET', `/career/applications?q=${encodeURIComponent('sule isik')}`, admin)
      ).json(),
    );
    expect(searched.items.map((item) => item.career_id)).toEqual([application.career_id]);
    const openOnes = careerApplicationPageSchema.parse(
      (await call('GET', '/career/applications?position_id=open', admin)).json(),
    );
    expect(openOnes.items.every((item) => item.position_id === null)).toBe(true);
    expect((await call('GET', '/career/applications?status=hired', admin)).statusCode).toBe(400);

    const updated = await call('PUT', `/career/applications/${application.career_id}`, admin, {
      status: 'interview',
      admin_note: 'Strong portfolio; call on Monday.',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(careerApplicationSchema.parse(updated.json())).toMatchObject({
      status: 'interview',
      admin_note: 'Strong portfolio; call on Monday.',
      full_name: 'Şule Işık',
    });
    await context.app.domainEvents.idle();
    expect(reviewed).toContainEqual({
      application_id: application.career_id,
      applicant_id: otherId,
      status: 'interview',
    });
    const audit = await context.database.db
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

    const mine = myCareerApplicationPageSchema.parse(
      (await call('GET', '/career/applications/mine', other)).json(),
    );
    const own = mine.items.find((item) => item.career_id === application.career_id);
    expect(own?.status).toBe('interview');
    expect(JSON.stringify(mine)).not.toContain('Strong portfolio');

    const cv = await call('GET', `/career/applications/${application.career_id}/cv`, admin);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toBe('attachment; filename="cv-sule-isik.pdf"');
    expect(cv.headers['x-content-type-options']).toBe('nosniff');
    expect(cv.rawPayload.equals(samplePdf)).toBe(true);

    const badStatus = await call('PUT', `/career/applications/${application.career_id}`, admin, {
      status: 'hired',
      admin_note: 'N'.repeat(2001),
    });
    expect(fieldMessages(badStatus.body)).toEqual({
      'body.status': 'status must be one of new, reviewing, interview, accepted, rejected',
      'body.admin_note': 'must not exceed 2000 characters',
    });
    for (const url of [
      `/career/applications/${unknownId}`,
      `/career/applications/${unknownId}/cv`,
    ]) {
      const missing = await call('GET', url, admin);
      expect(missing.statusCode).toBe(404);
      expect(problemSchema.parse(missing.json()).detail).toBe('There is no such application');
    }
    const badId = await call('GET', '/career/applications/nope', admin);
    expect(fieldMessages(badId.body)).toEqual({
      'path.career_id': 'career_id must be the id of an application (a UUID)',
    });
  });

  it('closes rather than deletes a position with applications', async () => {
    const position = await addPosition({ title: 'Position with one application' });
    const application = await applied(applicationFields({ position_id: position.position_id }));
    const detail = careerApplicationSchema.parse(
      (await call('GET', `/career/applications/${application.career_id}`, admin)).json(),
    );
    expect(detail.applicant_id).toBe(studentId);
    const refused = await call('DELETE', `/career/positions/${position.position_id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(problemSchema.parse(refused.json()).detail).toBe(
      'This position has 1 application; close it instead of deleting it',
    );
    const empty = await addPosition({ title: 'Nobody applied' });
    expect((await call('DELETE', `/career/positions/${empty.position_id}`, admin)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/career/positions/${empty.position_id}`, admin)).statusCode).toBe(
      404,
    );
  });
});
