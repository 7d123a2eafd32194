import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  poolGroupPageSchema,
  poolQuestionPageSchema,
  poolQuestionSchema,
  poolReplyPageSchema,
  poolReplySchema,
  poolThreadSchema,
  problemSchema,
  qaEntryPageSchema,
  qaEntrySchema,
  qaGroupPageSchema,
  type PoolQuestion,
  type QaEntry,
  type QaEntryWriteInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { users } from '../src/features/accounts/accounts.tables';
import {
  poolQuestions,
  qaEntries,
  questionGroups,
} from '../src/features/questions/questions.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

interface Person {
  token: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

let context: TestContext;
let mail: MailCatcher;
let moderator: Person;
let student: Person;
let other: Person;
let asker: Person;

const unknownId = '00000000-0000-4000-8000-000000000000';

/** Gives an account names of its own, so that a scan of an answer can look for them. */
async function named(
  account: { token: string; userId: string; email: string },
  firstName: string,
  lastName: string,
): Promise<Person> {
  await context.database.db
    .update(users)
    .set({ user_first_name: firstName, user_last_name: lastName })
    .where(eq(users.user_id, account.userId));
  return { ...account, firstName, lastName };
}

async function student_(): Promise<{ token: string; userId: string; email: string }> {
  const account = await registerVerifiedUser(context.app, mail);
  return {
    token: account.login.access_token,
    userId: account.login.user_current.user_id,
    email: account.email,
  };
}

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [moderatorAccount, studentAccount, otherAccount, askerAccount] = await Promise.all([
    signedInWithRole(context, mail, 'moderator'),
    student_(),
    student_(),
    student_(),
  ]);
  moderator = await named(
    {
      token: moderatorAccount.token,
      userId: moderatorAccount.userId,
      email: moderatorAccount.email,
    },
    'Mehmet',
    'Moderatöroğlu',
  );
  student = await named(studentAccount, 'Selin', 'Sorucu');
  other = await named(otherAccount, 'Okan', 'Yanıtlayan');
  asker = await named(askerAccount, 'Gizemnur', 'Saklıkaya');
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Person | undefined,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    headers: { ...headers, ...(who === undefined ? {} : bearer(who.token)) },
    ...(payload === undefined ? {} : { payload }),
  });
}

function fieldMessages(body: unknown): Record<string, string> {
  const problem = problemSchema.parse(body);
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

async function auditOf(action: string, targetId: string) {
  return context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
}

async function createGroup(groupId: number, nameEn: string, nameTr: string, order = 1) {
  const response = await call('POST', '/question-groups', moderator, {
    group_id: groupId,
    name_en: nameEn,
    name_tr: nameTr,
    display_order: order,
  });
  expect(response.statusCode, response.body).toBe(201);
}

function entryBody(overrides: Partial<QaEntryWriteInput> = {}): QaEntryWriteInput {
  return {
    group_id: 2001,
    question_en: 'When does course registration open?',
    question_tr: 'Ders kaydı ne zaman açılıyor?',
    answer_en: 'In the week before classes start, on the student portal.',
    answer_tr: 'Derslerin başlamasından önceki hafta, öğrenci portalında.',
    author: 'Student Affairs Office',
    status: 'answered',
    ...overrides,
  };
}

async function createEntry(overrides: Partial<QaEntryWriteInput> = {}): Promise<QaEntry> {
  const response = await call('POST', '/qa/entries', moderator, entryBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return qaEntrySchema.parse(response.json());
}

async function ask(
  who: Person,
  overrides: { group_id?: number; title?: string; content?: string; is_anonymous?: boolean } = {},
): Promise<PoolQuestion> {
  const response = await call('POST', '/pool/questions', who, {
    group_id: 2001,
    title: 'Where can I find old exams?',
    content: 'I am looking for the old midterm exams of Calculus I.',
    is_anonymous: false,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return poolQuestionSchema.parse(response.json());
}

async function reply(who: Person, questionId: string, content: string) {
  const response = await call('POST', `/pool/questions/${questionId}/replies`, who, { content });
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

describe(`question groups on ${testDriver}`, () => {
  it('are managed by moderators only: 401 signed out, 403 for students', async () => {
    const body = { group_id: 2999, name_en: 'Rules', name_tr: 'Kurallar', display_order: 1 };
    expect((await call('POST', '/question-groups', undefined, body)).statusCode).toBe(401);
    const forbidden = await call('POST', '/question-groups', student, body);
    expect(forbidden.statusCode).toBe(403);
    expect(problemSchema.parse(forbidden.json()).code).toBe('forbidden');
    expect((await call('PUT', '/question-groups/2999', student, body)).statusCode).toBe(403);
    expect((await call('DELETE', '/question-groups/2999', student)).statusCode).toBe(403);
    expect(
      await context.database.db
        .select()
        .from(questionGroups)
        .where(eq(questionGroups.group_id, 2999)),
    ).toEqual([]);
  });

  it('check the 4-digit id, the 30-character names and the display order', async () => {
    const response = await call('POST', '/question-groups', moderator, {
      group_id: 123,
      name_en: 'x'.repeat(31),
      name_tr: '',
      display_order: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toEqual({
      'body.group_id': 'Group id must be a 4-digit number',
      'body.name_en': 'must not exceed 30 characters',
      'body.name_tr': 'name_tr is required',
      'body.display_order': 'Display order must be a positive number',
    });
    expect((await call('PUT', '/question-groups/99', moderator, {})).statusCode).toBe(400);
  });

  it('refuse a taken id with a 409 naming it, and keep the first group unchanged', async () => {
    await createGroup(2001, 'Courses', 'Dersler', 1);
    const taken = await call('POST', '/question-groups', moderator, {
      group_id: 2001,
      name_en: 'Other',
      name_tr: 'Diğer',
      display_order: 5,
    });
    expect(taken.statusCode).toBe(409);
    expect(problemSchema.parse(taken.json()).detail).toBe('Group id 2001 is already in use');
    const [group] = await context.database.db
      .select()
      .from(questionGroups)
      .where(eq(questionGroups.group_id, 2001));
    expect(group).toMatchObject({ name_en: 'Courses', display_order: 1 });
    expect(await auditOf('question_group.created', '2001')).toHaveLength(1);
  });

  it('are renamed and deleted when empty; a group in use is refused with what uses it', async () => {
    await createGroup(2002, 'Housing', 'Barınma', 3);
    const renamed = await call('PUT', '/question-groups/2002', moderator, {
      name_en: 'Dormitories',
      name_tr: 'Yurtlar',
      display_order: 2,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({
      group_id: 2002,
      name_en: 'Dormitories',
      name_tr: 'Yurtlar',
      display_order: 2,
    });
    const [audit] = await auditOf('question_group.updated', '2002');
    expect(audit?.details).toEqual({ changed: ['name_en', 'name_tr', 'display_order'] });

    await createGroup(2003, 'Careers', 'Kariyer', 4);
    await createEntry({ group_id: 2003 });
    await ask(student, { group_id: 2003 });
    const inUse = await call('DELETE', '/question-groups/2003', moderator);
    expect(inUse.statusCode).toBe(409);
    expect(problemSchema.parse(inUse.json()).detail).toBe(
      'Group 2003 still holds 1 Q&A entry and 1 pool question; move or delete them first',
    );

    expect((await call('DELETE', '/question-groups/2002', moderator)).statusCode).toBe(204);
    expect(await auditOf('question_group.deleted', '2002')).toHaveLength(1);
    expect((await call('DELETE', '/question-groups/2002', moderator)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', '/question-groups/4321', moderator, {
          name_en: 'A',
          name_tr: 'B',
          display_order: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe(`the Q&A bank on ${testDriver}`, () => {
  it('answers the SPEC messages and saves nothing on bad input', async () => {
    const before = await context.database.db.select().from(qaEntries);
    const response = await call('POST', '/qa/entries', moderator, {
      ...entryBody({ question_tr: '   ', author: '' }),
      order: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toMatchObject({
      'body.order': 'Order must be a positive number',
    });

    const rules = await call(
      'POST',
      '/qa/entries',
      moderator,
      entryBody({ question_tr: ' ', author: '' }),
    );
    expect(rules.statusCode).toBe(400);
    expect(fieldMessages(rules.json())).toEqual({
      'body.question_tr': 'Question is required in both languages',
      'body.author': 'Author is required',
    });
    expect(problemSchema.parse(rules.json()).detail).toBe('Question is required in both languages');

    const unanswered = await call(
      'POST',
      '/qa/entries',
      moderator,
      entryBody({ answer_tr: '', status: 'answered' }),
    );
    expect(fieldMessages(unanswered.json())).toEqual({
      'body.answer_tr': 'An answered question needs the answer in both languages',
    });

    const longText = await call(
      'POST',
      '/qa/entries',
      moderator,
      entryBody({ question_en: 'x'.repeat(501) }),
    );
    expect(fieldMessages(longText.json())).toEqual({
      'body.question_en': 'must not exceed 500 characters',
    });

    const unknownGroup = await call(
      'POST',
      '/qa/entries',
      moderator,
      entryBody({ group_id: 8765 }),
    );
    expect(unknownGroup.statusCode).toBe(400);
    expect(fieldMessages(unknownGroup.json())).toEqual({
      'body.group_id': 'There is no question group 8765',
    });
    expect(await context.database.db.select().from(qaEntries)).toHaveLength(before.length);
  });

  it('shows answered entries to everyone, every status to moderators, with a Turkish-aware search', async () => {
    await createGroup(2010, 'Campus life', 'Kampüs yaşamı', 2);
    const first = await createEntry({
      group_id: 2010,
      question_en: 'Where is the student club office?',
      question_tr: 'Öğrenci kulüpleri ofisi nerede?',
      answer_en: 'In the Culture Centre, ground floor.',
      answer_tr: 'Kültür Merkezi’nin zemin katında.',
    });
    const second = await createEntry({
      group_id: 2010,
      question_en: 'Is there a shuttle at night?',
      question_tr: 'Gece servis var mı?',
      answer_en: 'Until midnight on weekdays.',
      answer_tr: 'Hafta içi gece yarısına kadar.',
    });
    const pending = await createEntry({
      group_id: 2010,
      question_en: 'Can I bring a guest to the library?',
      question_tr: 'Kütüphaneye misafir getirebilir miyim?',
      answer_en: '',
      answer_tr: '',
      status: 'pending',
    });
    expect([first.order, second.order, pending.order]).toEqual([1, 2, 3]);

    const publicList = qaEntryPageSchema.parse(
      (await call('GET', '/qa/entries?group_id=2010', undefined)).json(),
    );
    expect(publicList.items.map((entry) => entry.entry_id)).toEqual([
      first.entry_id,
      second.entry_id,
    ]);
    expect(publicList.total).toBe(2);

    const forbidden = await call('GET', '/qa/entries?status=pending', student);
    expect(forbidden.statusCode).toBe(403);
    expect((await call('GET', `/qa/entries/${pending.entry_id}`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/qa/entries/${pending.entry_id}`, moderator)).statusCode).toBe(200);

    const moderatorList = qaEntryPageSchema.parse(
      (await call('GET', '/qa/entries?group_id=2010&status=pending', moderator)).json(),
    );
    expect(moderatorList.items.map((entry) => entry.entry_id)).toEqual([pending.entry_id]);
    const everything = qaEntryPageSchema.parse(
      (await call('GET', '/qa/entries?group_id=2010', moderator)).json(),
    );
    expect(everything.total).toBe(3);

    // "ogrenci KULUPLERI" finds "Öğrenci kulüpleri": the query and the text are folded alike.
    const search = qaEntryPageSchema.parse(
      (
        await call('GET', `/qa/entries?q=${encodeURIComponent('ogrenci KULUPLERI')}`, undefined)
      ).json(),
    );
    expect(search.items.map((entry) => entry.entry_id)).toEqual([first.entry_id]);
    const searchEnglish = qaEntryPageSchema.parse(
      (await call('GET', '/qa/entries?q=shuttle', undefined)).json(),
    );
    expect(searchEnglish.items.map((entry) => entry.entry_id)).toEqual([second.entry_id]);
    const hiddenFromSearch = qaEntryPageSchema.parse(
      (await call('GET', '/qa/entries?q=misafir', undefined)).json(),
    );
    expect(hiddenFromSearch.total).toBe(0);

    const groups = qaGroupPageSchema.parse((await call('GET', '/qa/groups', undefined)).json());
    expect(groups.items.find((group) => group.group_id === 2010)?.entry_count).toBe(2);
    const groupsForModerator = qaGroupPageSchema.parse(
      (await call('GET', '/qa/groups', moderator)).json(),
    );
    expect(groupsForModerator.items.find((group) => group.group_id === 2010)?.entry_count).toBe(3);
  });

  it('edits, reorders and deletes, audited; students cannot', async () => {
    await createGroup(2020, 'Exchange', 'Değişim', 6);
    const a = await createEntry({ group_id: 2020, question_en: 'A?' });
    const b = await createEntry({ group_id: 2020, question_en: 'B?' });
    const c = await createEntry({ group_id: 2020, question_en: 'C?' });

    expect((await call('PUT', `/qa/entries/${a.entry_id}`, student, entryBody())).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/qa/entries/${a.entry_id}`, undefined)).statusCode).toBe(401);
    expect(
      (await call('PUT', '/qa/groups/2020/order', student, { entry_ids: [c.entry_id] })).statusCode,
    ).toBe(403);

    const edited = await call(
      'PUT',
      `/qa/entries/${b.entry_id}`,
      moderator,
      entryBody({ group_id: 2020, question_en: 'B, edited?', status: 'in_review' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(qaEntrySchema.parse(edited.json())).toMatchObject({
      question_en: 'B, edited?',
      status: 'in_review',
      order: 2,
    });
    const [audit] = await auditOf('qa_entry.updated', b.entry_id);
    expect(audit?.details).toEqual({ changed: ['question_en', 'status'] });

    const partial = await call('PUT', '/qa/groups/2020/order', moderator, {
      entry_ids: [c.entry_id, a.entry_id],
    });
    expect(partial.statusCode).toBe(400);
    expect(problemSchema.parse(partial.json()).detail).toBe(
      'The new order must list every entry of group 2020 exactly once',
    );
    const reordered = await call('PUT', '/qa/groups/2020/order', moderator, {
      entry_ids: [c.entry_id, a.entry_id, b.entry_id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(
      qaEntryPageSchema.parse(reordered.json()).items.map((entry) => [entry.entry_id, entry.order]),
    ).toEqual([
      [c.entry_id, 1],
      [a.entry_id, 2],
      [b.entry_id, 3],
    ]);
    expect(await auditOf('qa_entry.reordered', '2020')).toHaveLength(1);

    expect((await call('DELETE', `/qa/entries/${a.entry_id}`, moderator)).statusCode).toBe(204);
    expect(await auditOf('qa_entry.deleted', a.entry_id)).toHaveLength(1);
    expect((await call('DELETE', `/qa/entries/${a.entry_id}`, moderator)).statusCode).toBe(404);
    expect((await call('PUT', `/qa/entries/${unknownId}`, moderator, entryBody())).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/qa/entries/not-an-id', undefined)).statusCode).toBe(400);
  });
});

describe(`the question pool on ${testDriver}`, () => {
  it('needs a signed-in user for questions; the groups and the demo thread are public', async () => {
    expect((await call('GET', '/pool/questions', undefined)).statusCode).toBe(401);
    expect((await call('POST', '/pool/questions', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', `/pool/questions/${unknownId}`, undefined)).statusCode).toBe(401);
    const groups = await call('GET', '/pool/groups', undefined);
    expect(groups.statusCode).toBe(200);
    expect(poolGroupPageSchema.parse(groups.json()).items.length).toBeGreaterThan(0);

    const english = poolThreadSchema.parse(
      (await call('GET', '/thread/display/demo?locale=en', undefined)).json(),
    );
    const turkish = poolThreadSchema.parse(
      (
        await call('GET', '/thread/display/demo', undefined, undefined, {
          'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5',
        })
      ).json(),
    );
    expect(english.question.title).toBe('How do I prepare for the Calculus I final in two weeks?');
    expect(turkish.question.title).toBe('Matematik I finaline iki haftada nasıl hazırlanırım?');
    expect(english.question).toMatchObject({ is_anonymous: true, author: null, is_mine: false });
    expect(english.replies.items.filter((item) => item.is_asker)).toEqual([
      expect.objectContaining({ author: null }),
    ]);
    expect((await call('GET', '/thread/display/demo?locale=de', undefined)).statusCode).toBe(400);
  });

  it('checks titles, texts and groups, and saves nothing on bad input', async () => {
    const before = await context.database.db.select().from(poolQuestions);
    const response = await call('POST', '/pool/questions', student, {
      group_id: 2001,
      title: 'Why',
      content: 'x'.repeat(5001),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toEqual({
      'body.title': 'title must be at least 5 characters',
      'body.content': 'must not exceed 5000 characters',
    });
    const empty = await call('POST', '/pool/questions', student, {
      group_id: 2001,
      title: '     ',
      content: '',
    });
    expect(fieldMessages(empty.json())).toEqual({
      'body.title': 'title must be at least 5 characters',
      'body.content': 'content is required',
    });
    const wrongGroup = await call('POST', '/pool/questions', student, {
      group_id: 7777,
      title: 'A good title',
      content: 'A long enough question text.',
    });
    expect(wrongGroup.statusCode).toBe(400);
    expect(fieldMessages(wrongGroup.json())).toEqual({
      'body.group_id': 'There is no question group 7777',
    });
    expect(await context.database.db.select().from(poolQuestions)).toHaveLength(before.length);

    const question = await ask(student);
    const emptyReply = await call(
      'POST',
      `/pool/questions/${question.question_id}/replies`,
      other,
      {
        content: '   ',
      },
    );
    expect(fieldMessages(emptyReply.json())).toEqual({ 'body.content': 'content is required' });
    const longReply = await call('POST', `/pool/questions/${question.question_id}/replies`, other, {
      content: 'y'.repeat(5001),
    });
    expect(fieldMessages(longReply.json())).toEqual({
      'body.content': 'must not exceed 5000 characters',
    });
    expect(
      (await call('POST', `/pool/questions/${unknownId}/replies`, other, { content: 'Hi' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/pool/questions/12', other)).statusCode).toBe(400);
  });

  it('lets the asker edit and withdraw only while open without replies; others get 403', async () => {
    const question = await ask(student, { title: 'Is the library open on Sunday?' });
    expect(question).toMatchObject({ is_mine: true, author: { display_name: 'Selin S.' } });
    const edit = {
      group_id: 2001,
      title: 'Is the central library open on Sunday?',
      content: 'I would like to study there this weekend.',
      is_anonymous: false,
    };
    const notMine = await call('PUT', `/pool/questions/${question.question_id}`, other, edit);
    expect(notMine.statusCode).toBe(403);
    expect(
      (await call('DELETE', `/pool/questions/${question.question_id}`, other)).statusCode,
    ).toBe(403);

    const edited = await call('PUT', `/pool/questions/${question.question_id}`, student, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(poolQuestionSchema.parse(edited.json()).title).toBe(edit.title);

    await reply(other, question.question_id, 'Yes, from 10:00 to 22:00.');
    const late = await call('PUT', `/pool/questions/${question.question_id}`, student, edit);
    expect(late.statusCode).toBe(409);
    expect(problemSchema.parse(late.json()).detail).toBe(
      'A question can be edited only while it is open and has no replies',
    );
    expect(
      (await call('DELETE', `/pool/questions/${question.question_id}`, student)).statusCode,
    ).toBe(409);

    const fresh = await ask(student, { title: 'A question to withdraw' });
    expect((await call('DELETE', `/pool/questions/${fresh.question_id}`, student)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/pool/questions/${fresh.question_id}`, student)).statusCode).toBe(
      404,
    );
    expect(await auditOf('pool_question.deleted', fresh.question_id)).toEqual([]);
  });

  it('lets the asker mark answered, moderators close and reopen; a closed thread takes no replies', async () => {
    const question = await ask(student, { title: 'Where do I pay the tuition fee?' });
    const byOther = await call('PUT', `/pool/questions/${question.question_id}/status`, other, {
      status: 'answered',
    });
    expect(byOther.statusCode).toBe(403);
    const studentCloses = await call(
      'PUT',
      `/pool/questions/${question.question_id}/status`,
      student,
      {
        status: 'closed',
      },
    );
    expect(studentCloses.statusCode).toBe(403);

    const answered = await call('PUT', `/pool/questions/${question.question_id}/status`, student, {
      status: 'answered',
    });
    expect(poolQuestionSchema.parse(answered.json()).status).toBe('answered');
    await reply(other, question.question_id, 'At the bank branch on campus.');

    const closed = await call('PUT', `/pool/questions/${question.question_id}/status`, moderator, {
      status: 'closed',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [audit] = await auditOf('pool_question.status_changed', question.question_id);
    expect(audit?.details).toEqual({ from: 'answered', to: 'closed' });

    const refused = await call('POST', `/pool/questions/${question.question_id}/replies`, other, {
      content: 'One more thing.',
    });
    expect(refused.statusCode).toBe(409);
    expect(problemSchema.parse(refused.json()).detail).toBe(
      'This question is closed and takes no more replies',
    );
    const reopen = await call('PUT', `/pool/questions/${question.question_id}/status`, student, {
      status: 'open',
    });
    expect(reopen.statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/pool/questions/${question.question_id}/status`, moderator, {
          status: 'open',
        })
      ).statusCode,
    ).toBe(200);
    await reply(other, question.question_id, 'One more thing, now that it is open.');
    const thread = poolThreadSchema.parse(
      (await call('GET', `/pool/questions/${question.question_id}`, student)).json(),
    );
    expect(thread.question.reply_count).toBe(2);
  });

  it('lets moderators delete replies and questions (audited); students cannot', async () => {
    const question = await ask(student, { title: 'Which dining hall is cheapest?' });
    const created = poolReplySchema.parse(
      (await reply(other, question.question_id, 'The one by the lake.')).json(),
    );
    expect((await call('DELETE', `/pool/replies/${created.reply_id}`, student)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/pool/replies/${created.reply_id}`, moderator)).statusCode).toBe(
      204,
    );
    expect(await auditOf('pool_reply.deleted', created.reply_id)).toHaveLength(1);
    expect((await call('DELETE', `/pool/replies/${created.reply_id}`, moderator)).statusCode).toBe(
      404,
    );
    const afterReplyDeleted = poolThreadSchema.parse(
      (await call('GET', `/pool/questions/${question.question_id}`, student)).json(),
    );
    expect(afterReplyDeleted.question.reply_count).toBe(0);
    expect(afterReplyDeleted.replies.total).toBe(0);

    await reply(other, question.question_id, 'The one by the library.');
    expect(
      (await call('DELETE', `/pool/questions/${question.question_id}`, moderator)).statusCode,
    ).toBe(204);
    expect(await auditOf('pool_question.deleted', question.question_id)).toHaveLength(1);
  });

  it('lists with filters, a search and `mine`, newest first, page by page', async () => {
    await createGroup(2030, 'Registration', 'Kayıt', 7);
    const older = await ask(other, {
      group_id: 2030,
      title: 'Ders kaydında ön koşul hatası',
      content: 'Öğrenci bilgi sistemi ön koşulu görmüyor.',
    });
    const newer = await ask(other, {
      group_id: 2030,
      title: 'Add-drop week deadline',
      content: 'When does the add-drop week end this term?',
    });
    const page = poolQuestionPageSchema.parse(
      (await call('GET', '/pool/questions?group_id=2030&page_size=10', student)).json(),
    );
    expect(page.items.map((item) => item.question_id)).toEqual([
      newer.question_id,
      older.question_id,
    ]);
    expect(page.items.every((item) => !item.is_mine)).toBe(true);
    const second = poolQuestionPageSchema.parse(
      (await call('GET', '/pool/questions?group_id=2030&page_size=10&page=2', student)).json(),
    );
    expect(second).toMatchObject({ items: [], total: 2, page: 2 });
    const search = poolQuestionPageSchema.parse(
      (await call('GET', `/pool/questions?q=${encodeURIComponent('ON KOSUL')}`, student)).json(),
    );
    expect(search.items.map((item) => item.question_id)).toEqual([older.question_id]);
    const mine = poolQuestionPageSchema.parse(
      (await call('GET', '/pool/questions?mine=true&group_id=2030', other)).json(),
    );
    expect(mine.total).toBe(2);
    expect(mine.items.every((item) => item.is_mine)).toBe(true);
    expect(
      poolQuestionPageSchema.parse(
        (await call('GET', '/pool/questions?mine=true&group_id=2030', student)).json(),
      ).total,
    ).toBe(0);
    expect((await call('GET', '/pool/questions?status=pending', student)).statusCode).toBe(400);
    expect((await call('GET', '/pool/questions?page_size=7', student)).statusCode).toBe(400);

    const groups = poolGroupPageSchema.parse((await call('GET', '/pool/groups', undefined)).json());
    expect(groups.items.find((group) => group.group_id === 2030)?.open_count).toBe(2);
  });
});

describe(`the anonymity guarantee on ${testDriver}`, () => {
  it('never puts an anonymous asker in any answer, for anyone but them (who sees is_mine)', async () => {
    await createGroup(2040, 'Health', 'Sağlık', 8);
    const secret = [asker.userId, asker.email, asker.firstName, asker.lastName];
    // Every raw answer below is scanned for the asker's id, e-mail and names.
    const scanned: { label: string; body: string }[] = [];
    async function scan(
      label: string,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      who: Person | undefined,
      payload?: object,
    ) {
      const response = await call(method, url, who, payload);
      expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300);
      scanned.push({ label, body: response.body });
      return response;
    }

    const created = await scan('ask anonymously', 'POST', '/pool/questions', asker, {
      group_id: 2040,
      title: 'Where can I talk to someone confidentially?',
      content: 'I have been feeling overwhelmed before finals and would like to talk to someone.',
      is_anonymous: true,
    });
    const question = poolQuestionSchema.parse(created.json());
    expect(question).toMatchObject({ is_anonymous: true, author: null, is_mine: true });
    const id = question.question_id;

    await scan('edit', 'PUT', `/pool/questions/${id}`, asker, {
      group_id: 2040,
      title: 'Where can I talk to someone in confidence?',
      content: 'I have been feeling overwhelmed before finals and would like to talk to someone.',
      is_anonymous: true,
    });
    const otherReply = await scan(
      'reply by another student',
      'POST',
      `/pool/questions/${id}/replies`,
      other,
      {
        content:
          'The Psychological Counselling Centre in the Library building is free and confidential.',
      },
    );
    expect(poolReplySchema.parse(otherReply.json()).author).toEqual({ display_name: 'Okan Y.' });
    const ownReply = await scan(
      'reply by the asker',
      'POST',
      `/pool/questions/${id}/replies`,
      asker,
      {
        content: 'Thank you, I booked an appointment.',
      },
    );
    expect(poolReplySchema.parse(ownReply.json())).toMatchObject({
      author: null,
      is_asker: true,
      is_mine: true,
    });
    await scan('mark answered', 'PUT', `/pool/questions/${id}/status`, asker, {
      status: 'answered',
    });

    for (const viewer of [student, other, moderator, asker]) {
      const who = `${viewer.firstName}'s`;
      await scan(`${who} list`, 'GET', '/pool/questions', viewer);
      await scan(`${who} group list`, 'GET', '/pool/questions?group_id=2040', viewer);
      await scan(
        `${who} status list`,
        'GET',
        '/pool/questions?status=answered&page_size=100',
        viewer,
      );
      await scan(`${who} search`, 'GET', '/pool/questions?q=confidence', viewer);
      await scan(`${who} own list`, 'GET', '/pool/questions?mine=true', viewer);
      const thread = await scan(`${who} thread`, 'GET', `/pool/questions/${id}`, viewer);
      await scan(`${who} replies`, 'GET', `/pool/questions/${id}/replies?page_size=10`, viewer);
      const parsed = poolThreadSchema.parse(thread.json());
      expect(parsed.question.author).toBeNull();
      expect(parsed.question.is_mine).toBe(viewer === asker);
      expect(
        parsed.replies.items.map((item) => [item.is_asker, item.is_mine, item.author]),
      ).toEqual([
        [false, viewer === other, { display_name: 'Okan Y.' }],
        [true, viewer === asker, null],
      ]);
    }
    await scan('groups signed out', 'GET', '/pool/groups', undefined);
    await scan('groups signed in', 'GET', '/pool/groups', student);
    await scan('moderator reopens', 'PUT', `/pool/questions/${id}/status`, moderator, {
      status: 'open',
    });
    await scan('moderator closes', 'PUT', `/pool/questions/${id}/status`, moderator, {
      status: 'closed',
    });

    const searched = poolQuestionPageSchema.parse(
      (await call('GET', '/pool/questions?q=confidence', moderator)).json(),
    );
    expect(searched.items.map((item) => item.question_id)).toEqual([id]);
    const own = poolQuestionPageSchema.parse(
      (await call('GET', '/pool/questions?mine=true', asker)).json(),
    );
    expect(own.items.map((item) => [item.question_id, item.is_mine, item.author])).toEqual([
      [id, true, null],
    ]);

    for (const { label, body } of scanned) {
      for (const value of secret) expect(body, label).not.toContain(value);
      expect(body, label).not.toContain('author_id');
    }
    expect(scanned.length).toBeGreaterThan(35);

    // The scan would see a name: a named question of the same thread's replier shows theirs.
    const namedQuestion = await ask(other, { group_id: 2040, title: 'Is the gym open in August?' });
    const namedList = await call('GET', '/pool/questions?group_id=2040', moderator);
    expect(namedList.body).toContain('Okan Y.');
    expect(namedQuestion.author).toEqual({ display_name: 'Okan Y.' });
  });

  it('names the asker of a named question in their own replies', async () => {
    const question = await ask(student, { title: 'Who signs the internship form?' });
    const own = poolReplySchema.parse(
      (await reply(student, question.question_id, 'Found it: the department secretary.')).json(),
    );
    expect(own).toMatchObject({ is_asker: true, author: { display_name: 'Selin S.' } });
    const replies = poolReplyPageSchema.parse(
      (await call('GET', `/pool/questions/${question.question_id}/replies`, other)).json(),
    );
    expect(replies.items[0]).toMatchObject({ is_asker: true, is_mine: false });
  });

  it('announces a reply to the asker, never naming the replier, nor the asker’s own reply', async () => {
    const replied: { question_id: string; reply_id: string; asker_id: string }[] = [];
    const stop = context.app.domainEvents.on('pool_question.replied', (payload) => {
      replied.push(payload);
    });
    const question = await ask(asker, { is_anonymous: true, title: 'Who grades the labs?' });
    await reply(asker, question.question_id, 'Adding the course code: PHYS 101.');
    expect(replied).toEqual([]);
    const answer = await reply(other, question.question_id, 'The teaching assistants do.');
    stop();
    expect(replied).toEqual([
      {
        question_id: question.question_id,
        reply_id: answer.json<{ reply_id: string }>().reply_id,
        asker_id: asker.userId,
      },
    ]);
    expect(JSON.stringify(replied)).not.toContain(other.userId);
  });
});
