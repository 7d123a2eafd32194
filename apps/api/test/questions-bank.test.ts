import { describe, expect, it } from 'vitest';
import {
  qaEntryPageSchema,
  qaEntrySchema,
  qaGroupPageSchema,
  type QaEntry,
  type QaEntryWriteInput,
} from '@campus/contracts';
import { qaEntries } from '../src/features/questions/questions.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createQaEntry, createQuestionGroup, qaEntryDefaults } from './support/factories/questions';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { expectQueueGuard, readQueueTotal, readWaitingCount } from './support/moderation';
import { createQaHelpers } from './support/questions';

const t = useTestApp();
const { people } = createQaHelpers(t);

function entryBody(groupId: number, overrides: Partial<QaEntryWriteInput> = {}): QaEntryWriteInput {
  return { group_id: groupId, ...qaEntryDefaults, ...overrides };
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

describe(`the Q&A bank on ${testDriver}`, () => {
  it('answers the SPEC messages and saves nothing on bad input', async () => {
    const moderator = await people.moderator();
    const { group_id: groupId } = await createQuestionGroup(t);
    const before = await t.database.db.select().from(qaEntries);
    const post = (body: object) => t.api.call('POST', '/qa/entries', moderator.token, body);
    const response = await post({
      ...entryBody(groupId, { question_tr: '   ', author: '' }),
      order: 0,
    });
    expect(fieldErrors(response)).toMatchObject({
      'body.order': 'Order must be a positive number',
    });

    const rules = await post(entryBody(groupId, { question_tr: ' ', author: '' }));
    expect(fieldErrors(rules)).toEqual({
      'body.question_tr': 'Question is required in both languages',
      'body.author': 'Author is required',
    });
    expect(expectProblem(rules, 400).detail).toBe('Question is required in both languages');

    const unanswered = await post(entryBody(groupId, { answer_tr: '', status: 'answered' }));
    expect(fieldErrors(unanswered)).toEqual({
      'body.answer_tr': 'An answered question needs the answer in both languages',
    });

    const longText = await post(entryBody(groupId, { question_en: 'x'.repeat(501) }));
    expect(fieldErrors(longText)).toEqual({
      'body.question_en': 'must not exceed 500 characters',
    });

    const unknownGroup = await post(entryBody(8765));
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
