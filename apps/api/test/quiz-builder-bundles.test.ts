import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  qbBundlePageSchema,
  qbBundleSchema,
  qbQuizMessages,
  qbQuizPageSchema,
  qbQuizSchema,
  qbUnknownQuizMessage,
  type QbBundle,
  type QbBundleInput,
  type QbQuizStatus,
} from '@campus/contracts';
import { qbBundleQuizzes } from '../src/features/quiz-builder/bundles.tables';
import { qbQuizAttempts } from '../src/features/quiz-builder/responses.tables';
import { expectAdminOnly } from './support/access';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import {
  createAttempt,
  createQuestion,
  createQuiz,
  type CreatedQuestion,
} from './support/factories/quiz-builder';
import { createBundle } from './support/factories/quiz-taking';
import { expectProblem, expectStatus, fieldErrors, type Method } from './support/http';

const t = useTestApp();

/** A word no other test uses, so searches find only what one test made. */
let wordCount = 0;
function uniqueWord(): string {
  wordCount += 1;
  return `qb${String(Date.now() % 100000)}w${String(wordCount)}`;
}

/** Two short-text questions: "Why?" and "How?". */
async function whyAndHow(): Promise<[CreatedQuestion, CreatedQuestion]> {
  return [
    await createQuestion(t, { type: 'short_text', text_en: 'Why?', text_tr: 'Neden?' }),
    await createQuestion(t, { type: 'short_text', text_en: 'How?', text_tr: 'Nasıl?' }),
  ];
}

/** A survey quiz titled `title` in both languages, with these questions. */
async function surveyQuiz(title: string, status: QbQuizStatus, questions: CreatedQuestion[]) {
  return createQuiz(t, {
    title_en: title,
    title_tr: title,
    purpose: 'survey',
    status,
    questions: questions.map((question) => ({ question_id: question.question_id })),
  });
}

async function postBundle(admin: string, body: QbBundleInput): Promise<QbBundle> {
  return expectStatus(
    await t.api.call('POST', '/admin/qb/bundle/main', admin, body),
    201,
    qbBundleSchema,
  );
}

async function readBundle(admin: string, bundleId: string): Promise<QbBundle> {
  return t.api.read(`/admin/qb/bundle/main/${bundleId}`, admin, qbBundleSchema);
}

async function saveBundle(admin: string, bundleId: string, body: QbBundleInput): Promise<QbBundle> {
  return expectStatus(
    await t.api.call('PUT', `/admin/qb/bundle/main/${bundleId}`, admin, body),
    200,
    qbBundleSchema,
  );
}

async function readQuiz(admin: string, quizId: string) {
  return t.api.read(`/admin/qb/quiz/main/${quizId}`, admin, qbQuizSchema);
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
    await expectAdminOnly(t, { ...entry, url: `/admin/qb${entry.url}` });
  });
});

describe('bundles', () => {
  it('creates, reads and saves a bundle of ordered quizzes with counts, audited', async () => {
    const { token: admin } = await createUser(t, { role: 'admin' });
    const [why, how] = await whyAndHow();
    const word = uniqueWord();
    const first = await surveyQuiz(`First ${word}`, 'draft', [why, how]);
    const second = await surveyQuiz(`Second ${word}`, 'draft', [why]);
    const bundle = await postBundle(admin, {
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
    expect(await readBundle(admin, bundle.bundle_id)).toEqual(bundle);
    expect(await auditOf(t, 'qb_bundle.created', bundle.bundle_id)).toHaveLength(1);
    expectProblem(await t.api.call('GET', `/admin/qb/bundle/main/${first.quiz_id}`, admin), 404);

    // The quizzes know their bundle.
    const quiz = await readQuiz(admin, first.quiz_id);
    expect(quiz.bundle_count).toBe(1);
    expect(quiz.bundles.map((entry) => entry.bundle_id)).toEqual([bundle.bundle_id]);

    const saved = await saveBundle(admin, bundle.bundle_id, {
      title_en: `Welcome week ${word}`,
      title_tr: `Oryantasyon haftası ${word}`,
      description_en: 'Start here',
      description_tr: 'Buradan başlayın',
      quiz_ids: [first.quiz_id],
    });
    expect(saved).toMatchObject({ quiz_count: 1, question_count: 2 });
    expect(await auditOf(t, 'qb_bundle.updated', bundle.bundle_id)).toHaveLength(1);
    const released = await readQuiz(admin, second.quiz_id);
    expect(released.bundle_count).toBe(0);
  });

  it('explains what is wrong with a bundle form and publishes only published quizzes', async () => {
    const { token: admin } = await createUser(t, { role: 'admin' });
    const [why] = await whyAndHow();
    const word = uniqueWord();
    const draft = await surveyQuiz(`Draft ${word}`, 'draft', [why]);
    const published = await surveyQuiz(`Published ${word}`, 'published', [why]);
    const missing = '0b1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
    const base = { title_en: `Bundle ${word}`, title_tr: `Paket ${word}` };
    const expectFields = async (body: object, expected: Record<string, string>) => {
      const response = await t.api.call('POST', '/admin/qb/bundle/main', admin, body);
      expect(fieldErrors(response)).toEqual(expected);
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
    const none = await t.api.read(`/admin/qb/bundle/main/all?q=${word}`, admin, qbBundlePageSchema);
    expect(none.total).toBe(0);

    // A draft bundle may hold a draft quiz; publishing it needs the quiz published first.
    const bundle = await postBundle(admin, { ...base, quiz_ids: [draft.quiz_id] });
    const refused = await t.api.call('PUT', `/admin/qb/bundle/main/${bundle.bundle_id}`, admin, {
      ...base,
      status: 'published',
      quiz_ids: [draft.quiz_id],
    });
    expect(fieldErrors(refused)).toEqual({
      'body.quiz_ids.0': qbQuizMessages.bundleQuizNotPublished,
    });
    expect((await readBundle(admin, bundle.bundle_id)).status).toBe('draft');

    const publishedBundle = await saveBundle(admin, bundle.bundle_id, {
      ...base,
      status: 'published',
      quiz_ids: [published.quiz_id],
    });
    expect(publishedBundle.status).toBe('published');
    expect(publishedBundle.published_at).not.toBeNull();
    expect(await auditOf(t, 'qb_bundle.published', bundle.bundle_id)).toHaveLength(1);

    // Created published: audited as created and published.
    const atOnce = await postBundle(admin, {
      title_en: `At once ${word}`,
      title_tr: `Hemen ${word}`,
      status: 'published',
      quiz_ids: [published.quiz_id],
    });
    expect(await auditOf(t, 'qb_bundle.created', atOnce.bundle_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_bundle.published', atOnce.bundle_id)).toHaveLength(1);

    const archived = await saveBundle(admin, bundle.bundle_id, {
      ...base,
      status: 'archived',
      quiz_ids: [published.quiz_id],
    });
    expect(archived.status).toBe('archived');
    expect(await auditOf(t, 'qb_bundle.archived', bundle.bundle_id)).toHaveLength(1);
  });

  it('deletes a bundle, keeping its quizzes and the attempts taken in it', async () => {
    const [{ token: admin }, student] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'student' }),
    ]);
    const [why] = await whyAndHow();
    const word = uniqueWord();
    const quiz = await surveyQuiz(`Kept ${word}`, 'published', [why]);
    const bundle = await createBundle(t, {
      title_en: `Gone ${word}`,
      title_tr: `Silinen ${word}`,
      status: 'published',
      quiz_ids: [quiz.quiz_id],
    });
    await createAttempt(t, {
      user_id: student.id,
      quiz_id: quiz.quiz_id,
      bundle_id: bundle.bundle_id,
    });

    expectStatus(
      await t.api.call('DELETE', `/admin/qb/bundle/main/${bundle.bundle_id}`, admin),
      204,
    );
    expectProblem(await t.api.call('GET', `/admin/qb/bundle/main/${bundle.bundle_id}`, admin), 404);
    expect(await auditOf(t, 'qb_bundle.deleted', bundle.bundle_id)).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(qbBundleQuizzes)
        .where(eq(qbBundleQuizzes.bundle_id, bundle.bundle_id)),
    ).toEqual([]);
    const attempts = await t.database.db
      .select()
      .from(qbQuizAttempts)
      .where(eq(qbQuizAttempts.quiz_id, quiz.quiz_id));
    expect(attempts.map((attempt) => [attempt.user_id, attempt.bundle_id])).toEqual([
      [student.id, null],
    ]);
    expect(await readQuiz(admin, quiz.quiz_id)).toMatchObject({
      bundle_count: 0,
      started_count: 1,
    });
    expectProblem(
      await t.api.call('DELETE', `/admin/qb/bundle/main/${bundle.bundle_id}`, admin),
      404,
    );
  });
});

describe('the bundle list', () => {
  it('searches Turkish-aware, filters by status and quiz, and pages', async () => {
    const { token: admin } = await createUser(t, { role: 'admin' });
    const [why] = await whyAndHow();
    const word = uniqueWord();
    const quiz = await surveyQuiz(`Listed ${word}`, 'published', [why]);
    const turkish = await createBundle(t, {
      title_en: `Student life ${word}`,
      title_tr: `Öğrenci yaşamı ${word}`,
      description_en: 'About clubs',
      description_tr: 'Kulüpler hakkında',
      status: 'published',
      quiz_ids: [quiz.quiz_id],
    });
    const plain = [];
    for (let index = 0; index < 10; index += 1) {
      plain.push(
        await createBundle(t, {
          title_en: `Plain bundle ${String(index)} ${word}`,
          title_tr: `Düz paket ${String(index)} ${word}`,
        }),
      );
    }

    const list = (query: string) =>
      t.api.read(`/admin/qb/bundle/main/all?${query}`, admin, qbBundlePageSchema);

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
    const quizzes = await t.api.read(
      `/admin/qb/quiz/main/all?q=${encodeURIComponent(`Listed ${word}`)}`,
      admin,
      qbQuizPageSchema,
    );
    expect(quizzes.items[0]?.bundle_count).toBe(1);

    const badFilter = await t.api.call('GET', '/admin/qb/bundle/main/all?quiz_id=nope', admin);
    expect(fieldErrors(badFilter)['query.quiz_id']).toBe('Invalid ID');
  });
});

describe('the API reference', () => {
  it('documents the bundle calls from their schemas', async () => {
    const response = await t.api.call('GET', '/docs/json');
    expectStatus(response, 200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths['/api/admin/qb/bundle/main/all'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/admin/qb/bundle/main'] ?? {})).toEqual(['post']);
    expect(
      Object.keys(document.paths['/api/admin/qb/bundle/main/{bundle_id}'] ?? {}).sort(),
    ).toEqual(['delete', 'get', 'put']);
  });
});
