import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  poolGroupPageSchema,
  poolQuestionPageSchema,
  poolQuestionSchema,
  poolReplyPageSchema,
  poolReplySchema,
  poolThreadSchema,
  qaEntryPageSchema,
  qaEntrySchema,
  qaGroupPageSchema,
  questionGroupSchema,
  type PoolQuestion,
  type QaEntry,
  type QaEntryWriteInput,
} from '@campus/contracts';
import {
  poolQuestions,
  qaEntries,
  questionGroups,
} from '../src/features/questions/questions.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser, type TestUser } from './support/factories/accounts';
import {
  createPoolQuestion,
  createPoolReply,
  createQaEntry,
  createQuestionGroup,
} from './support/factories/questions';
import { expectProblem, expectStatus, fieldErrors, type Method } from './support/http';
import { expectQueueGuard, readQueueTotal, readWaitingCount } from './support/moderation';

const t = useTestApp();

const unknownId = '00000000-0000-4000-8000-000000000000';

/** The people of these tests, with names of their own, so that a scan of an answer can look for them. */
const people = {
  moderator: () =>
    createUser(t, { role: 'moderator', firstName: 'Mehmet', lastName: 'Moderatöroğlu' }),
  student: () => createUser(t, { firstName: 'Selin', lastName: 'Sorucu' }),
  other: () => createUser(t, { firstName: 'Okan', lastName: 'Yanıtlayan' }),
  asker: () => createUser(t, { firstName: 'Gizemnur', lastName: 'Saklıkaya' }),
};

async function createGroup(
  moderator: string,
  groupId: number,
  nameEn: string,
  nameTr: string,
  order = 1,
) {
  const response = await t.api.call('POST', '/question-groups', moderator, {
    group_id: groupId,
    name_en: nameEn,
    name_tr: nameTr,
    display_order: order,
  });
  return expectStatus(response, 201, questionGroupSchema);
}

function entryBody(groupId: number, overrides: Partial<QaEntryWriteInput> = {}): QaEntryWriteInput {
  return {
    group_id: groupId,
    question_en: 'When does course registration open?',
    question_tr: 'Ders kaydı ne zaman açılıyor?',
    answer_en: 'In the week before classes start, on the student portal.',
    answer_tr: 'Derslerin başlamasından önceki hafta, öğrenci portalında.',
    author: 'Student Affairs Office',
    status: 'answered',
    ...overrides,
  };
}

async function createEntry(
  moderator: string,
  groupId: number,
  overrides: Partial<QaEntryWriteInput> = {},
): Promise<QaEntry> {
  const response = await t.api.call(
    'POST',
    '/qa/entries',
    moderator,
    entryBody(groupId, overrides),
  );
  return expectStatus(response, 201, qaEntrySchema);
}

async function ask(
  token: string,
  groupId: number,
  overrides: { title?: string; content?: string; is_anonymous?: boolean } = {},
): Promise<PoolQuestion> {
  const response = await t.api.call('POST', '/pool/questions', token, {
    group_id: groupId,
    title: 'Where can I find old exams?',
    content: 'I am looking for the old midterm exams of Calculus I.',
    is_anonymous: false,
    ...overrides,
  });
  return expectStatus(response, 201, poolQuestionSchema);
}

async function reply(token: string, questionId: string, content: string) {
  const response = await t.api.call('POST', `/pool/questions/${questionId}/replies`, token, {
    content,
  });
  expectStatus(response, 201);
  return response;
}

async function setStatus(token: string, questionId: string, status: string) {
  return t.api.call('PUT', `/pool/questions/${questionId}/status`, token, { status });
}

async function thread(questionId: string, token: string) {
  return t.api.read(`/pool/questions/${questionId}`, token, poolThreadSchema);
}

describe(`question groups on ${testDriver}`, () => {
  it('are managed by moderators only: 401 signed out, 403 for students', async () => {
    const student = await people.student();
    const body = { group_id: 2999, name_en: 'Rules', name_tr: 'Kurallar', display_order: 1 };
    expectProblem(await t.api.call('POST', '/question-groups', undefined, body), 401);
    expectProblem(
      await t.api.call('POST', '/question-groups', student.token, body),
      403,
      'forbidden',
    );
    expectProblem(await t.api.call('PUT', '/question-groups/2999', student.token, body), 403);
    expectProblem(await t.api.call('DELETE', '/question-groups/2999', student.token), 403);
    expect(
      await t.database.db.select().from(questionGroups).where(eq(questionGroups.group_id, 2999)),
    ).toEqual([]);
  });

  it('check the 4-digit id, the 30-character names and the display order', async () => {
    const moderator = await people.moderator();
    const response = await t.api.call('POST', '/question-groups', moderator.token, {
      group_id: 123,
      name_en: 'x'.repeat(31),
      name_tr: '',
      display_order: 0,
    });
    expect(fieldErrors(response)).toEqual({
      'body.group_id': 'Group id must be a 4-digit number',
      'body.name_en': 'must not exceed 30 characters',
      'body.name_tr': 'name_tr is required',
      'body.display_order': 'Display order must be a positive number',
    });
    expectProblem(await t.api.call('PUT', '/question-groups/99', moderator.token, {}), 400);
  });

  it('refuse a taken id with a 409 naming it, and keep the first group unchanged', async () => {
    const moderator = await people.moderator();
    await createGroup(moderator.token, 2001, 'Courses', 'Dersler', 1);
    const taken = await t.api.call('POST', '/question-groups', moderator.token, {
      group_id: 2001,
      name_en: 'Other',
      name_tr: 'Diğer',
      display_order: 5,
    });
    expect(expectProblem(taken, 409).detail).toBe('Group id 2001 is already in use');
    const [group] = await t.database.db
      .select()
      .from(questionGroups)
      .where(eq(questionGroups.group_id, 2001));
    expect(group).toMatchObject({ name_en: 'Courses', display_order: 1 });
    expect(await auditOf(t, 'question_group.created', '2001')).toHaveLength(1);
  });

  it('are renamed and deleted when empty; a group in use is refused with what uses it', async () => {
    const [moderator, student] = await Promise.all([people.moderator(), people.student()]);
    await createQuestionGroup(t, {
      group_id: 2002,
      name_en: 'Housing',
      name_tr: 'Barınma',
      display_order: 3,
    });
    const renamed = await t.api.call('PUT', '/question-groups/2002', moderator.token, {
      name_en: 'Dormitories',
      name_tr: 'Yurtlar',
      display_order: 2,
    });
    expect(expectStatus(renamed, 200, questionGroupSchema)).toEqual({
      group_id: 2002,
      name_en: 'Dormitories',
      name_tr: 'Yurtlar',
      display_order: 2,
    });
    const [audit] = await auditOf(t, 'question_group.updated', '2002');
    expect(audit?.details).toEqual({ changed: ['name_en', 'name_tr', 'display_order'] });

    await createQuestionGroup(t, {
      group_id: 2003,
      name_en: 'Careers',
      name_tr: 'Kariyer',
      display_order: 4,
    });
    await createQaEntry(t, { group_id: 2003 });
    await createPoolQuestion(t, { group_id: 2003, author_id: student.id });
    const inUse = expectProblem(
      await t.api.call('DELETE', '/question-groups/2003', moderator.token),
      409,
    );
    expect(inUse.detail).toBe(
      'Group 2003 still holds 1 Q&A entry and 1 pool question; move or delete them first',
    );

    expectStatus(await t.api.call('DELETE', '/question-groups/2002', moderator.token), 204);
    expect(await auditOf(t, 'question_group.deleted', '2002')).toHaveLength(1);
    expectProblem(await t.api.call('DELETE', '/question-groups/2002', moderator.token), 404);
    expectProblem(
      await t.api.call('PUT', '/question-groups/4321', moderator.token, {
        name_en: 'A',
        name_tr: 'B',
        display_order: 1,
      }),
      404,
    );
  });
});

describe(`the Q&A bank on ${testDriver}`, () => {
  it('answers the SPEC messages and saves nothing on bad input', async () => {
    const moderator = await people.moderator();
    const { group_id: groupId } = await createQuestionGroup(t);
    const before = await t.database.db.select().from(qaEntries);
    const response = await t.api.call('POST', '/qa/entries', moderator.token, {
      ...entryBody(groupId, { question_tr: '   ', author: '' }),
      order: 0,
    });
    expect(fieldErrors(response)).toMatchObject({
      'body.order': 'Order must be a positive number',
    });

    const rules = await t.api.call(
      'POST',
      '/qa/entries',
      moderator.token,
      entryBody(groupId, { question_tr: ' ', author: '' }),
    );
    expect(fieldErrors(rules)).toEqual({
      'body.question_tr': 'Question is required in both languages',
      'body.author': 'Author is required',
    });
    expect(expectProblem(rules, 400).detail).toBe('Question is required in both languages');

    const unanswered = await t.api.call(
      'POST',
      '/qa/entries',
      moderator.token,
      entryBody(groupId, { answer_tr: '', status: 'answered' }),
    );
    expect(fieldErrors(unanswered)).toEqual({
      'body.answer_tr': 'An answered question needs the answer in both languages',
    });

    const longText = await t.api.call(
      'POST',
      '/qa/entries',
      moderator.token,
      entryBody(groupId, { question_en: 'x'.repeat(501) }),
    );
    expect(fieldErrors(longText)).toEqual({
      'body.question_en': 'must not exceed 500 characters',
    });

    const unknownGroup = await t.api.call('POST', '/qa/entries', moderator.token, entryBody(8765));
    expect(fieldErrors(unknownGroup)).toEqual({
      'body.group_id': 'There is no question group 8765',
    });
    expect(await t.database.db.select().from(qaEntries)).toHaveLength(before.length);
  });

  it('shows answered entries to everyone, every status to moderators, with a Turkish-aware search', async () => {
    const [moderator, student] = await Promise.all([people.moderator(), people.student()]);
    // The searches below go over the whole bank, so it starts empty.
    await t.database.db.delete(qaEntries);
    await createQuestionGroup(t, {
      group_id: 2010,
      name_en: 'Campus life',
      name_tr: 'Kampüs yaşamı',
      display_order: 2,
    });
    const first = await createEntry(moderator.token, 2010, {
      question_en: 'Where is the student club office?',
      question_tr: 'Öğrenci kulüpleri ofisi nerede?',
      answer_en: 'In the Culture Centre, ground floor.',
      answer_tr: 'Kültür Merkezi’nin zemin katında.',
    });
    const second = await createEntry(moderator.token, 2010, {
      question_en: 'Is there a shuttle at night?',
      question_tr: 'Gece servis var mı?',
      answer_en: 'Until midnight on weekdays.',
      answer_tr: 'Hafta içi gece yarısına kadar.',
    });
    const pending = await createEntry(moderator.token, 2010, {
      question_en: 'Can I bring a guest to the library?',
      question_tr: 'Kütüphaneye misafir getirebilir miyim?',
      answer_en: '',
      answer_tr: '',
      status: 'pending',
    });
    expect([first.order, second.order, pending.order]).toEqual([1, 2, 3]);

    const publicList = await t.api.read('/qa/entries?group_id=2010', undefined, qaEntryPageSchema);
    expect(publicList.items.map((entry) => entry.entry_id)).toEqual([
      first.entry_id,
      second.entry_id,
    ]);
    expect(publicList.total).toBe(2);

    expectProblem(await t.api.call('GET', '/qa/entries?status=pending', student.token), 403);
    expectProblem(await t.api.call('GET', `/qa/entries/${pending.entry_id}`), 404);
    expectStatus(await t.api.call('GET', `/qa/entries/${pending.entry_id}`, moderator.token), 200);

    const moderatorList = await t.api.read(
      '/qa/entries?group_id=2010&status=pending',
      moderator.token,
      qaEntryPageSchema,
    );
    expect(moderatorList.items.map((entry) => entry.entry_id)).toEqual([pending.entry_id]);
    const everything = await t.api.read(
      '/qa/entries?group_id=2010',
      moderator.token,
      qaEntryPageSchema,
    );
    expect(everything.total).toBe(3);

    // "ogrenci KULUPLERI" finds "Öğrenci kulüpleri": the query and the text are folded alike.
    const search = await t.api.read(
      `/qa/entries?q=${encodeURIComponent('ogrenci KULUPLERI')}`,
      undefined,
      qaEntryPageSchema,
    );
    expect(search.items.map((entry) => entry.entry_id)).toEqual([first.entry_id]);
    const searchEnglish = await t.api.read('/qa/entries?q=shuttle', undefined, qaEntryPageSchema);
    expect(searchEnglish.items.map((entry) => entry.entry_id)).toEqual([second.entry_id]);
    const hiddenFromSearch = await t.api.read(
      '/qa/entries?q=misafir',
      undefined,
      qaEntryPageSchema,
    );
    expect(hiddenFromSearch.total).toBe(0);

    const groups = await t.api.read('/qa/groups?page_size=100', undefined, qaGroupPageSchema);
    expect(groups.items.find((group) => group.group_id === 2010)?.entry_count).toBe(2);
    const groupsForModerator = await t.api.read(
      '/qa/groups?page_size=100',
      moderator.token,
      qaGroupPageSchema,
    );
    expect(groupsForModerator.items.find((group) => group.group_id === 2010)?.entry_count).toBe(3);
  });

  it('edits, reorders and deletes, audited; students cannot', async () => {
    const [moderator, student] = await Promise.all([people.moderator(), people.student()]);
    await createQuestionGroup(t, {
      group_id: 2020,
      name_en: 'Exchange',
      name_tr: 'Değişim',
      display_order: 6,
    });
    const a = await createQaEntry(t, { group_id: 2020, question_en: 'A?' });
    const b = await createQaEntry(t, { group_id: 2020, question_en: 'B?' });
    const c = await createQaEntry(t, { group_id: 2020, question_en: 'C?' });

    expectProblem(
      await t.api.call('PUT', `/qa/entries/${a.entry_id}`, student.token, entryBody(2020)),
      403,
    );
    expectProblem(await t.api.call('DELETE', `/qa/entries/${a.entry_id}`), 401);
    expectProblem(
      await t.api.call('PUT', '/qa/groups/2020/order', student.token, { entry_ids: [c.entry_id] }),
      403,
    );

    const edited = await t.api.call(
      'PUT',
      `/qa/entries/${b.entry_id}`,
      moderator.token,
      entryBody(2020, { question_en: 'B, edited?', status: 'in_review' }),
    );
    expect(expectStatus(edited, 200, qaEntrySchema)).toMatchObject({
      question_en: 'B, edited?',
      status: 'in_review',
      order: 2,
    });
    const [audit] = await auditOf(t, 'qa_entry.updated', b.entry_id);
    expect(audit?.details).toEqual({ changed: ['question_en', 'status'] });

    const partial = await t.api.call('PUT', '/qa/groups/2020/order', moderator.token, {
      entry_ids: [c.entry_id, a.entry_id],
    });
    expect(expectProblem(partial, 400).detail).toBe(
      'The new order must list every entry of group 2020 exactly once',
    );
    const reordered = await t.api.call('PUT', '/qa/groups/2020/order', moderator.token, {
      entry_ids: [c.entry_id, a.entry_id, b.entry_id],
    });
    expect(
      expectStatus(reordered, 200, qaEntryPageSchema).items.map((entry) => [
        entry.entry_id,
        entry.order,
      ]),
    ).toEqual([
      [c.entry_id, 1],
      [a.entry_id, 2],
      [b.entry_id, 3],
    ]);
    expect(await auditOf(t, 'qa_entry.reordered', '2020')).toHaveLength(1);

    expectStatus(await t.api.call('DELETE', `/qa/entries/${a.entry_id}`, moderator.token), 204);
    expect(await auditOf(t, 'qa_entry.deleted', a.entry_id)).toHaveLength(1);
    expectProblem(await t.api.call('DELETE', `/qa/entries/${a.entry_id}`, moderator.token), 404);
    expectProblem(
      await t.api.call('PUT', `/qa/entries/${unknownId}`, moderator.token, entryBody(2020)),
      404,
    );
    expectProblem(await t.api.call('GET', '/qa/entries/not-an-id'), 400);
  });
});

describe(`the question pool on ${testDriver}`, () => {
  it('needs a signed-in user for questions; the groups and the demo thread are public', async () => {
    const group = await createQuestionGroup(t, { name_en: 'Library', name_tr: 'Kütüphane' });
    expectProblem(await t.api.call('GET', '/pool/questions'), 401);
    expectProblem(await t.api.call('POST', '/pool/questions', undefined, {}), 401);
    expectProblem(await t.api.call('GET', `/pool/questions/${unknownId}`), 401);
    const groups = await t.api.read('/pool/groups?page_size=100', undefined, poolGroupPageSchema);
    expect(groups.items.filter((item) => item.group_id === group.group_id)).toEqual([
      {
        group_id: group.group_id,
        name_en: 'Library',
        name_tr: 'Kütüphane',
        display_order: 1,
        open_count: 0,
      },
    ]);

    const english = await t.api.read('/thread/display/demo?locale=en', undefined, poolThreadSchema);
    const turkish = expectStatus(
      await t.api.call('GET', '/thread/display/demo', undefined, undefined, {
        headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' },
      }),
      200,
      poolThreadSchema,
    );
    expect(english.question.title).toBe('How do I prepare for the Calculus I final in two weeks?');
    expect(turkish.question.title).toBe('Matematik I finaline iki haftada nasıl hazırlanırım?');
    expect(english.question).toMatchObject({ is_anonymous: true, author: null, is_mine: false });
    expect(english.replies.items.filter((item) => item.is_asker)).toEqual([
      expect.objectContaining({ author: null }),
    ]);
    expectProblem(await t.api.call('GET', '/thread/display/demo?locale=de'), 400);
  });

  it('checks titles, texts and groups, and saves nothing on bad input', async () => {
    const [student, other] = await Promise.all([people.student(), people.other()]);
    const { group_id: groupId } = await createQuestionGroup(t);
    const before = await t.database.db.select().from(poolQuestions);
    const response = await t.api.call('POST', '/pool/questions', student.token, {
      group_id: groupId,
      title: 'Why',
      content: 'x'.repeat(5001),
    });
    expect(fieldErrors(response)).toEqual({
      'body.title': 'title must be at least 5 characters',
      'body.content': 'must not exceed 5000 characters',
    });
    const empty = await t.api.call('POST', '/pool/questions', student.token, {
      group_id: groupId,
      title: '     ',
      content: '',
    });
    expect(fieldErrors(empty)).toEqual({
      'body.title': 'title must be at least 5 characters',
      'body.content': 'content is required',
    });
    const wrongGroup = await t.api.call('POST', '/pool/questions', student.token, {
      group_id: 7777,
      title: 'A good title',
      content: 'A long enough question text.',
    });
    expect(fieldErrors(wrongGroup)).toEqual({
      'body.group_id': 'There is no question group 7777',
    });
    expect(await t.database.db.select().from(poolQuestions)).toHaveLength(before.length);

    const question = await createPoolQuestion(t, { group_id: groupId, author_id: student.id });
    const emptyReply = await t.api.call(
      'POST',
      `/pool/questions/${question.question_id}/replies`,
      other.token,
      { content: '   ' },
    );
    expect(fieldErrors(emptyReply)).toEqual({ 'body.content': 'content is required' });
    const longReply = await t.api.call(
      'POST',
      `/pool/questions/${question.question_id}/replies`,
      other.token,
      { content: 'y'.repeat(5001) },
    );
    expect(fieldErrors(longReply)).toEqual({
      'body.content': 'must not exceed 5000 characters',
    });
    expectProblem(
      await t.api.call('POST', `/pool/questions/${unknownId}/replies`, other.token, {
        content: 'Hi',
      }),
      404,
    );
    expectProblem(await t.api.call('GET', '/pool/questions/12', other.token), 400);
  });

  it('lets the asker edit and withdraw only while open without replies; others get 403', async () => {
    const [student, other] = await Promise.all([people.student(), people.other()]);
    const { group_id: groupId } = await createQuestionGroup(t);
    const question = await ask(student.token, groupId, { title: 'Is the library open on Sunday?' });
    expect(question).toMatchObject({ is_mine: true, author: { display_name: 'Selin S.' } });
    const edit = {
      group_id: groupId,
      title: 'Is the central library open on Sunday?',
      content: 'I would like to study there this weekend.',
      is_anonymous: false,
    };
    const path = `/pool/questions/${question.question_id}`;
    expectProblem(await t.api.call('PUT', path, other.token, edit), 403);
    expectProblem(await t.api.call('DELETE', path, other.token), 403);

    const edited = await t.api.call('PUT', path, student.token, edit);
    expect(expectStatus(edited, 200, poolQuestionSchema).title).toBe(edit.title);

    await createPoolReply(t, {
      question_id: question.question_id,
      author_id: other.id,
      content: 'Yes, from 10:00 to 22:00.',
    });
    const late = expectProblem(await t.api.call('PUT', path, student.token, edit), 409);
    expect(late.detail).toBe('A question can be edited only while it is open and has no replies');
    expectProblem(await t.api.call('DELETE', path, student.token), 409);

    const fresh = await createPoolQuestion(t, {
      group_id: groupId,
      author_id: student.id,
      title: 'A question to withdraw',
    });
    expectStatus(
      await t.api.call('DELETE', `/pool/questions/${fresh.question_id}`, student.token),
      204,
    );
    expectProblem(
      await t.api.call('GET', `/pool/questions/${fresh.question_id}`, student.token),
      404,
    );
    expect(await auditOf(t, 'pool_question.deleted', fresh.question_id)).toEqual([]);
  });

  it('lets the asker mark answered, moderators close and reopen; a closed thread takes no replies', async () => {
    const [moderator, student, other] = await Promise.all([
      people.moderator(),
      people.student(),
      people.other(),
    ]);
    const { group_id: groupId } = await createQuestionGroup(t);
    const { question_id: id } = await createPoolQuestion(t, {
      group_id: groupId,
      author_id: student.id,
      title: 'Where do I pay the tuition fee?',
    });
    expectProblem(await setStatus(other.token, id, 'answered'), 403);
    expectProblem(await setStatus(student.token, id, 'closed'), 403);

    const answered = await setStatus(student.token, id, 'answered');
    expect(expectStatus(answered, 200, poolQuestionSchema).status).toBe('answered');
    await reply(other.token, id, 'At the bank branch on campus.');

    const closed = await setStatus(moderator.token, id, 'closed');
    expectStatus(closed, 200);
    const [audit] = await auditOf(t, 'pool_question.status_changed', id);
    expect(audit?.details).toEqual({ from: 'answered', to: 'closed' });

    const refused = await t.api.call('POST', `/pool/questions/${id}/replies`, other.token, {
      content: 'One more thing.',
    });
    expect(expectProblem(refused, 409).detail).toBe(
      'This question is closed and takes no more replies',
    );
    expectProblem(await setStatus(student.token, id, 'open'), 403);
    expectStatus(await setStatus(moderator.token, id, 'open'), 200);
    await reply(other.token, id, 'One more thing, now that it is open.');
    expect((await thread(id, student.token)).question.reply_count).toBe(2);
  });

  it('lets moderators delete replies and questions (audited); students cannot', async () => {
    const [moderator, student, other] = await Promise.all([
      people.moderator(),
      people.student(),
      people.other(),
    ]);
    const { group_id: groupId } = await createQuestionGroup(t);
    const { question_id: id } = await createPoolQuestion(t, {
      group_id: groupId,
      author_id: student.id,
      title: 'Which dining hall is cheapest?',
    });
    const created = await createPoolReply(t, {
      question_id: id,
      author_id: other.id,
      content: 'The one by the lake.',
    });
    expect((await thread(id, student.token)).question.reply_count).toBe(1);
    const replyPath = `/pool/replies/${created.reply_id}`;
    expectProblem(await t.api.call('DELETE', replyPath, student.token), 403);
    expectStatus(await t.api.call('DELETE', replyPath, moderator.token), 204);
    expect(await auditOf(t, 'pool_reply.deleted', created.reply_id)).toHaveLength(1);
    expectProblem(await t.api.call('DELETE', replyPath, moderator.token), 404);
    const afterReplyDeleted = await thread(id, student.token);
    expect(afterReplyDeleted.question.reply_count).toBe(0);
    expect(afterReplyDeleted.replies.total).toBe(0);

    await createPoolReply(t, {
      question_id: id,
      author_id: other.id,
      content: 'The one by the library.',
    });
    expectStatus(await t.api.call('DELETE', `/pool/questions/${id}`, moderator.token), 204);
    expect(await auditOf(t, 'pool_question.deleted', id)).toHaveLength(1);
  });

  it('lists with filters, a search and `mine`, newest first, page by page', async () => {
    const [student, other] = await Promise.all([people.student(), people.other()]);
    // The search below goes over the whole pool, so it starts empty.
    await t.database.db.delete(poolQuestions);
    await createQuestionGroup(t, {
      group_id: 2030,
      name_en: 'Registration',
      name_tr: 'Kayıt',
      display_order: 7,
    });
    const older = await createPoolQuestion(t, {
      group_id: 2030,
      author_id: other.id,
      title: 'Ders kaydında ön koşul hatası',
      content: 'Öğrenci bilgi sistemi ön koşulu görmüyor.',
    });
    const newer = await createPoolQuestion(t, {
      group_id: 2030,
      author_id: other.id,
      title: 'Add-drop week deadline',
      content: 'When does the add-drop week end this term?',
    });
    const page = await t.api.read(
      '/pool/questions?group_id=2030&page_size=10',
      student.token,
      poolQuestionPageSchema,
    );
    expect(page.items.map((item) => item.question_id)).toEqual([
      newer.question_id,
      older.question_id,
    ]);
    expect(page.items.every((item) => !item.is_mine)).toBe(true);
    const second = await t.api.read(
      '/pool/questions?group_id=2030&page_size=10&page=2',
      student.token,
      poolQuestionPageSchema,
    );
    expect(second).toMatchObject({ items: [], total: 2, page: 2 });
    const search = await t.api.read(
      `/pool/questions?q=${encodeURIComponent('ON KOSUL')}`,
      student.token,
      poolQuestionPageSchema,
    );
    expect(search.items.map((item) => item.question_id)).toEqual([older.question_id]);
    const mine = await t.api.read(
      '/pool/questions?mine=true&group_id=2030',
      other.token,
      poolQuestionPageSchema,
    );
    expect(mine.total).toBe(2);
    expect(mine.items.map((item) => item.question_id)).toEqual([
      newer.question_id,
      older.question_id,
    ]);
    expect(mine.items.every((item) => item.is_mine)).toBe(true);
    expect(
      (
        await t.api.read(
          '/pool/questions?mine=true&group_id=2030',
          student.token,
          poolQuestionPageSchema,
        )
      ).total,
    ).toBe(0);
    expectProblem(await t.api.call('GET', '/pool/questions?status=pending', student.token), 400);
    expectProblem(await t.api.call('GET', '/pool/questions?page_size=7', student.token), 400);

    const groups = await t.api.read('/pool/groups?page_size=100', undefined, poolGroupPageSchema);
    expect(groups.items.find((group) => group.group_id === 2030)?.open_count).toBe(2);
  });
});

describe(`the anonymity guarantee on ${testDriver}`, () => {
  it('never puts an anonymous asker in any answer, for anyone but them (who sees is_mine)', async () => {
    const [moderator, student, other, asker] = await Promise.all([
      people.moderator(),
      people.student(),
      people.other(),
      people.asker(),
    ]);
    await createQuestionGroup(t, {
      group_id: 2040,
      name_en: 'Health',
      name_tr: 'Sağlık',
      display_order: 8,
    });
    const secret = [asker.id, asker.email, asker.firstName, asker.lastName];
    // Every raw answer below is scanned for the asker's id, e-mail and names.
    const scanned: { label: string; body: string }[] = [];
    async function scan(
      label: string,
      method: Method,
      path: string,
      who: TestUser | undefined,
      payload?: object,
    ) {
      const response = await t.api.call(method, path, who?.token, payload);
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
      { content: 'Thank you, I booked an appointment.' },
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
      const viewed = await scan(`${who} thread`, 'GET', `/pool/questions/${id}`, viewer);
      await scan(`${who} replies`, 'GET', `/pool/questions/${id}/replies?page_size=10`, viewer);
      const parsed = poolThreadSchema.parse(viewed.json());
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

    const searched = await t.api.read(
      '/pool/questions?q=confidence',
      moderator.token,
      poolQuestionPageSchema,
    );
    expect(searched.items.map((item) => item.question_id)).toEqual([id]);
    const own = await t.api.read('/pool/questions?mine=true', asker.token, poolQuestionPageSchema);
    expect(own.items.map((item) => [item.question_id, item.is_mine, item.author])).toEqual([
      [id, true, null],
    ]);

    for (const { label, body } of scanned) {
      for (const value of secret) expect(body, label).not.toContain(value);
      expect(body, label).not.toContain('author_id');
    }
    // 5 writes, 7 reads by each of 4 viewers, 2 group lists, 2 status changes.
    expect(scanned).toHaveLength(37);

    // The scan would see a name: a named question of the same thread's replier shows theirs.
    const namedQuestion = await ask(other.token, 2040, { title: 'Is the gym open in August?' });
    const namedList = await t.api.call('GET', '/pool/questions?group_id=2040', moderator.token);
    expect(namedList.body).toContain('Okan Y.');
    expect(namedQuestion.author).toEqual({ display_name: 'Okan Y.' });
  });

  it('names the asker of a named question in their own replies', async () => {
    const [student, other] = await Promise.all([people.student(), people.other()]);
    const { group_id: groupId } = await createQuestionGroup(t);
    const question = await createPoolQuestion(t, {
      group_id: groupId,
      author_id: student.id,
      title: 'Who signs the internship form?',
    });
    const own = poolReplySchema.parse(
      (
        await reply(student.token, question.question_id, 'Found it: the department secretary.')
      ).json(),
    );
    expect(own).toMatchObject({ is_asker: true, author: { display_name: 'Selin S.' } });
    const replies = await t.api.read(
      `/pool/questions/${question.question_id}/replies`,
      other.token,
      poolReplyPageSchema,
    );
    expect(replies.items).toHaveLength(1);
    expect(replies.items[0]).toMatchObject({ is_asker: true, is_mine: false });
  });

  it('announces a reply to the asker, never naming the replier, nor the asker’s own reply', async () => {
    const [asker, other] = await Promise.all([people.asker(), people.other()]);
    const { group_id: groupId } = await createQuestionGroup(t);
    const question = await createPoolQuestion(t, {
      group_id: groupId,
      author_id: asker.id,
      is_anonymous: true,
      title: 'Who grades the labs?',
    });
    const replied: { question_id: string; reply_id: string; asker_id: string }[] = [];
    const stop = t.app.domainEvents.on('pool_question.replied', (payload) => {
      replied.push(payload);
    });
    try {
      await reply(asker.token, question.question_id, 'Adding the course code: PHYS 101.');
      // Events are delivered by the job queue after the commit.
      await t.app.domainEvents.idle();
      expect(replied).toEqual([]);
      const answer = await reply(other.token, question.question_id, 'The teaching assistants do.');
      await t.app.domainEvents.idle();
      expect(replied).toEqual([
        {
          question_id: question.question_id,
          reply_id: answer.json<{ reply_id: string }>().reply_id,
          asker_id: asker.id,
        },
      ]);
    } finally {
      stop();
    }
    expect(JSON.stringify(replied)).not.toContain(other.id);
  });
});

describe('the waiting count', () => {
  const url = '/qa/entries/waiting-count';

  it('answers moderators how many entries are pending or in review, as the bank counts them, and follows an answer', async () => {
    await expectQueueGuard(t, url, 'moderator');
    const moderator = await createUser(t, { role: 'moderator' });
    const { group_id: groupId } = await createQuestionGroup(t);
    const queues = async () =>
      (await readQueueTotal(t, '/qa/entries?status=pending', moderator.token)) +
      (await readQueueTotal(t, '/qa/entries?status=in_review', moderator.token));
    const before = await readWaitingCount(t, url, moderator.token);
    expect(before).toBe(await queues());
    const pending = await createQaEntry(t, { group_id: groupId, status: 'pending' });
    await createQaEntry(t, { group_id: groupId, status: 'in_review' });
    await createQaEntry(t, { group_id: groupId });
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before + 2);

    expectStatus(
      await t.api.call(
        'PUT',
        `/qa/entries/${pending.entry_id}`,
        moderator.token,
        entryBody(groupId),
      ),
      200,
    );
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before + 1);
    expect(await queues()).toBe(before + 1);
  });
});
