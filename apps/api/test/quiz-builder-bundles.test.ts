import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  problemSchema,
  qbBundlePageSchema,
  qbBundleSchema,
  qbQuestionSchema,
  qbQuizMessages,
  qbQuizPageSchema,
  qbQuizSchema,
  qbUnknownQuizMessage,
  type QbBundle,
  type QbBundleInput,
  type QbQuestion,
  type QbQuiz,
  type QbQuizInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { qbBundleQuizzes, qbQuizAttempts } from '../src/features/quiz-builder/quiz-builder.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let moderator: string;
let student: string;
let studentId: string;
let why: QbQuestion;
let how: QbQuestion;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [adminAccount, moderatorAccount, studentAccount] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
  ]);
  admin = adminAccount.token;
  moderator = moderatorAccount.token;
  student = studentAccount.login.access_token;
  studentId = studentAccount.login.user_current.user_id;
  why = await createQuestion({ type: 'short_text', text_en: 'Why?', text_tr: 'Neden?' });
  how = await createQuestion({ type: 'short_text', text_en: 'How?', text_tr: 'Nasıl?' });
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, token: string | undefined, payload?: object) {
  return context.app.inject({
    method,
    url: `/api/admin/qb${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A word no other test uses, so searches find only what one test made. */
let wordCount = 0;
function uniqueWord(): string {
  wordCount += 1;
  return `qb${String(Date.now() % 100000)}w${String(wordCount)}`;
}

async function createQuestion(body: object): Promise<QbQuestion> {
  const response = await call('POST', '/question/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbQuestionSchema.parse(response.json());
}

/** A survey quiz with one or two questions. */
async function createQuiz(
  title: string,
  status: QbQuizInput['status'] = 'draft',
  questions: QbQuestion[] = [why],
): Promise<QbQuiz> {
  const response = await call('POST', '/quiz/main', admin, {
    title_en: title,
    title_tr: title,
    purpose: 'survey',
    status,
    questions: questions.map((question) => ({ question_id: question.question_id })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return qbQuizSchema.parse(response.json());
}

async function createBundle(body: QbBundleInput): Promise<QbBundle> {
  const response = await call('POST', '/bundle/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbBundleSchema.parse(response.json());
}

async function readBundle(bundleId: string): Promise<QbBundle> {
  const response = await call('GET', `/bundle/main/${bundleId}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return qbBundleSchema.parse(response.json());
}

async function saveBundle(bundleId: string, body: QbBundleInput): Promise<QbBundle> {
  const response = await call('PUT', `/bundle/main/${bundleId}`, admin, body);
  expect(response.statusCode, response.body).toBe(200);
  return qbBundleSchema.parse(response.json());
}

/** The field messages of a 400 answer, keyed by field. */
function fieldMessages(body: string): Record<string, string> {
  const problem = problemSchema.parse(JSON.parse(body));
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

async function auditCount(action: string, targetId: string): Promise<number> {
  const rows = await context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
  return rows.length;
}

describe('permissions', () => {
  const someId = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
  const body = { title_en: 'Bundle', title_tr: 'Paket' };
  const calls: { method: Method; url: string; payload?: object }[] = [
    { method: 'GET', url: '/bundle/main/all' },
    { method: 'POST', url: '/bundle/main', payload: body },
    { method: 'GET', url: `/bundle/main/${someId}` },
    { method: 'PUT', url: `/bundle/main/${someId}`, payload: body },
    { method: 'DELETE', url: `/bundle/main/${someId}` },
  ];

  it.each(calls)('$method $url: 401 signed out, 403 for students and moderators', async (entry) => {
    const anonymous = await call(entry.method, entry.url, undefined, entry.payload);
    expect(anonymous.statusCode).toBe(401);
    for (const token of [student, moderator]) {
      const response = await call(entry.method, entry.url, token, entry.payload);
      expect(response.statusCode, response.body).toBe(403);
      expect(problemSchema.parse(response.json()).code).toBe('forbidden');
    }
    // An admin gets past the guard (a 404 for the made-up id, never 401/403).
    const asAdmin = await call(entry.method, entry.url, admin, entry.payload);
    expect([200, 201, 404]).toContain(asAdmin.statusCode);
  });
});

describe('bundles', () => {
  it('creates, reads and saves a bundle of ordered quizzes with counts, audited', async () => {
    const word = uniqueWord();
    const first = await createQuiz(`First ${word}`, 'draft', [why, how]);
    const second = await createQuiz(`Second ${word}`);
    const bundle = await createBundle({
      title_en: `Welcome week ${word}`,
      title_tr: `Oryantasyon haftası ${word}`,
      description_en: 'Start here',
      description_tr: 'Buradan başlayın',
      quiz_ids: [second.quiz_id, first.quiz_id],
    });
    expect(bundle).toMatchObject({
      title_tr: `Oryantasyon haftası ${word}`,
      description_tr: 'Buradan başlayın',
      status: 'draft',
      quiz_count: 2,
      question_count: 3,
      published_at: null,
    });
    expect(bundle.quizzes).toEqual([
      {
        position: 0,
        quiz_id: second.quiz_id,
        title_en: `Second ${word}`,
        title_tr: `Second ${word}`,
        status: 'draft',
        purpose: 'survey',
        question_count: 1,
      },
      {
        position: 1,
        quiz_id: first.quiz_id,
        title_en: `First ${word}`,
        title_tr: `First ${word}`,
        status: 'draft',
        purpose: 'survey',
        question_count: 2,
      },
    ]);
    expect(await readBundle(bundle.bundle_id)).toEqual(bundle);
    expect(await auditCount('qb_bundle.created', bundle.bundle_id)).toBe(1);
    expect((await call('GET', `/bundle/main/${first.quiz_id}`, admin)).statusCode).toBe(404);

    // The quizzes know their bundle.
    const quiz = qbQuizSchema.parse(
      (await call('GET', `/quiz/main/${first.quiz_id}`, admin)).json(),
    );
    expect(quiz.bundle_count).toBe(1);
    expect(quiz.bundles.map((entry) => entry.bundle_id)).toEqual([bundle.bundle_id]);

    const saved = await saveBundle(bundle.bundle_id, {
      title_en: `Welcome week ${word}`,
      title_tr: `Oryantasyon haftası ${word}`,
      description_en: 'Start here',
      description_tr: 'Buradan başlayın',
      quiz_ids: [first.quiz_id],
    });
    expect(saved).toMatchObject({ quiz_count: 1, question_count: 2 });
    expect(await auditCount('qb_bundle.updated', bundle.bundle_id)).toBe(1);
    const released = qbQuizSchema.parse(
      (await call('GET', `/quiz/main/${second.quiz_id}`, admin)).json(),
    );
    expect(released.bundle_count).toBe(0);
  });

  it('explains what is wrong with a bundle form and publishes only published quizzes', async () => {
    const word = uniqueWord();
    const draft = await createQuiz(`Draft ${word}`);
    const published = await createQuiz(`Published ${word}`, 'published');
    const missing = '0b1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
    const base = { title_en: `Bundle ${word}`, title_tr: `Paket ${word}` };
    const expectFields = async (body: object, expected: Record<string, string>) => {
      const response = await call('POST', '/bundle/main', admin, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldMessages(response.body)).toEqual(expected);
    };

    await expectFields(
      { ...base, quiz_ids: [published.quiz_id, missing] },
      { 'body.quiz_ids.1': qbUnknownQuizMessage(missing) },
    );
    await expectFields(
      { ...base, quiz_ids: [published.quiz_id, published.quiz_id] },
      { 'body.quiz_ids.1': qbQuizMessages.quizTwice },
    );
    await expectFields(
      { ...base, status: 'published', quiz_ids: [published.quiz_id, draft.quiz_id] },
      { 'body.quiz_ids.1': qbQuizMessages.bundleQuizNotPublished },
    );
    await expectFields(
      { ...base, status: 'published' },
      { 'body.status': qbQuizMessages.emptyBundle },
    );
    // Nothing of the refused forms was saved.
    const none = await call('GET', `/bundle/main/all?q=${word}`, admin);
    expect(qbBundlePageSchema.parse(none.json()).total).toBe(0);

    // A draft bundle may hold a draft quiz; publishing it needs the quiz published first.
    const bundle = await createBundle({ ...base, quiz_ids: [draft.quiz_id] });
    const refused = await call('PUT', `/bundle/main/${bundle.bundle_id}`, admin, {
      ...base,
      status: 'published',
      quiz_ids: [draft.quiz_id],
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldMessages(refused.body)).toEqual({
      'body.quiz_ids.0': qbQuizMessages.bundleQuizNotPublished,
    });
    expect((await readBundle(bundle.bundle_id)).status).toBe('draft');

    const publishedBundle = await saveBundle(bundle.bundle_id, {
      ...base,
      status: 'published',
      quiz_ids: [published.quiz_id],
    });
    expect(publishedBundle.status).toBe('published');
    expect(publishedBundle.published_at).not.toBeNull();
    expect(await auditCount('qb_bundle.published', bundle.bundle_id)).toBe(1);

    // Created published: audited as created and published.
    const atOnce = await createBundle({
      title_en: `At once ${word}`,
      title_tr: `Hemen ${word}`,
      status: 'published',
      quiz_ids: [published.quiz_id],
    });
    expect(await auditCount('qb_bundle.created', atOnce.bundle_id)).toBe(1);
    expect(await auditCount('qb_bundle.published', atOnce.bundle_id)).toBe(1);

    const archived = await saveBundle(bundle.bundle_id, {
      ...base,
      status: 'archived',
      quiz_ids: [published.quiz_id],
    });
    expect(archived.status).toBe('archived');
    expect(await auditCount('qb_bundle.archived', bundle.bundle_id)).toBe(1);
  });

  it('deletes a bundle, keeping its quizzes and the attempts taken in it', async () => {
    const word = uniqueWord();
    const quiz = await createQuiz(`Kept ${word}`, 'published');
    const bundle = await createBundle({
      title_en: `Gone ${word}`,
      title_tr: `Silinen ${word}`,
      status: 'published',
      quiz_ids: [quiz.quiz_id],
    });
    await context.database.db
      .insert(qbQuizAttempts)
      .values({ user_id: studentId, quiz_id: quiz.quiz_id, bundle_id: bundle.bundle_id });

    const deleted = await call('DELETE', `/bundle/main/${bundle.bundle_id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/bundle/main/${bundle.bundle_id}`, admin)).statusCode).toBe(404);
    expect(await auditCount('qb_bundle.deleted', bundle.bundle_id)).toBe(1);
    expect(
      await context.database.db
        .select()
        .from(qbBundleQuizzes)
        .where(eq(qbBundleQuizzes.bundle_id, bundle.bundle_id)),
    ).toEqual([]);
    const [attempt] = await context.database.db
      .select()
      .from(qbQuizAttempts)
      .where(eq(qbQuizAttempts.quiz_id, quiz.quiz_id));
    expect(attempt?.bundle_id).toBeNull();
    const kept = await call('GET', `/quiz/main/${quiz.quiz_id}`, admin);
    expect(qbQuizSchema.parse(kept.json())).toMatchObject({ bundle_count: 0, started_count: 1 });
    expect((await call('DELETE', `/bundle/main/${bundle.bundle_id}`, admin)).statusCode).toBe(404);
  });
});

describe('the bundle list', () => {
  it('searches Turkish-aware, filters by status and quiz, and pages', async () => {
    const word = uniqueWord();
    const quiz = await createQuiz(`Listed ${word}`, 'published');
    const turkish = await createBundle({
      title_en: `Student life ${word}`,
      title_tr: `Öğrenci yaşamı ${word}`,
      description_en: 'About clubs',
      description_tr: 'Kulüpler hakkında',
      status: 'published',
      quiz_ids: [quiz.quiz_id],
    });
    const plain: QbBundle[] = [];
    for (let index = 0; index < 10; index += 1) {
      plain.push(
        await createBundle({
          title_en: `Plain bundle ${String(index)} ${word}`,
          title_tr: `Düz paket ${String(index)} ${word}`,
        }),
      );
    }

    const list = async (query: string) => {
      const response = await call('GET', `/bundle/main/all?${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return qbBundlePageSchema.parse(response.json());
    };

    // "OGRENCI yasami" finds "Öğrenci yaşamı"; descriptions are searched too.
    const folded = await list(`q=${encodeURIComponent('OGRENCI yasami')}`);
    expect(folded.items.map((item) => item.bundle_id)).toEqual([turkish.bundle_id]);
    expect(folded.items[0]).toMatchObject({ quiz_count: 1, question_count: 1 });
    const byDescription = await list(`q=${encodeURIComponent('kulupler HAKKINDA')}`);
    expect(byDescription.items.map((item) => item.bundle_id)).toEqual([turkish.bundle_id]);

    // Filters.
    const published = await list(`q=${word}&status=published`);
    expect(published.items.map((item) => item.bundle_id)).toEqual([turkish.bundle_id]);
    const holding = await list(`quiz_id=${quiz.quiz_id}`);
    expect(holding.items.map((item) => item.bundle_id)).toEqual([turkish.bundle_id]);
    expect((await list(`q=${word}&status=draft`)).total).toBe(10);

    // Pages, newest change first.
    const first = await list(`q=${word}&page_size=10`);
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 11 });
    expect(first.items[0]?.bundle_id).toBe(plain[9]?.bundle_id);
    const second = await list(`q=${word}&page_size=10&page=2`);
    expect(second.items.map((item) => item.bundle_id)).toEqual([turkish.bundle_id]);

    // The quiz list counts the bundle too.
    const quizzes = await call(
      'GET',
      `/quiz/main/all?q=${encodeURIComponent(`Listed ${word}`)}`,
      admin,
    );
    expect(qbQuizPageSchema.parse(quizzes.json()).items[0]?.bundle_count).toBe(1);

    const badFilter = await call('GET', '/bundle/main/all?quiz_id=nope', admin);
    expect(badFilter.statusCode).toBe(400);
    expect(fieldMessages(badFilter.body)['query.quiz_id']).toBe('Invalid ID');
  });
});

describe('the API reference', () => {
  it('documents the bundle calls from their schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths['/api/admin/qb/bundle/main/all'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/admin/qb/bundle/main'] ?? {})).toEqual(['post']);
    expect(
      Object.keys(document.paths['/api/admin/qb/bundle/main/{bundle_id}'] ?? {}).sort(),
    ).toEqual(['delete', 'get', 'put']);
  });
});
