import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { questionGroupSchema } from '@campus/contracts';
import { questionGroups } from '../src/features/questions/questions.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import {
  createPoolQuestion,
  createQaEntry,
  createQuestionGroup,
} from './support/factories/questions';
import { expectProblem, expectStatus, fieldErrors } from './support/http';
import { createQaHelpers } from './support/questions';

const t = useTestApp();
const { people } = createQaHelpers(t);

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
