import { describe, expect, it } from 'vitest';
import {
  poolGroupPageSchema,
  poolQuestionPageSchema,
  poolQuestionSchema,
  poolThreadSchema,
} from '@campus/contracts';
import { poolQuestions } from '../src/features/questions/questions.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import {
  createPoolQuestion,
  createPoolReply,
  createQuestionGroup,
} from './support/factories/questions';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { createQaHelpers } from './support/questions';

const t = useTestApp();
const { ask, people, reply } = createQaHelpers(t);

async function setStatus(token: string, questionId: string, status: string) {
  return t.api.call('PUT', `/pool/questions/${questionId}/status`, token, { status });
}

async function thread(questionId: string, token: string) {
  return t.api.read(`/pool/questions/${questionId}`, token, poolThreadSchema);
}

/** A moderator, a student and another student, and a question of the student's in a new group. */
async function studentsQuestion(title: string) {
  const [moderator, student, other] = await Promise.all([
    people.moderator(),
    people.student(),
    people.other(),
  ]);
  const { group_id: groupId } = await createQuestionGroup(t);
  const { question_id: id } = await createPoolQuestion(t, {
    group_id: groupId,
    author_id: student.id,
    title,
  });
  return { moderator, student, other, id };
}

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
    const { moderator, student, other, id } = await studentsQuestion(
      'Where do I pay the tuition fee?',
    );
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
    const { moderator, student, other, id } = await studentsQuestion(
      'Which dining hall is cheapest?',
    );
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
