import { describe, expect, it } from 'vitest';
import {
  poolQuestionPageSchema,
  poolQuestionSchema,
  poolReplyPageSchema,
  poolReplySchema,
  poolThreadSchema,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import type { TestUser } from './support/factories/accounts';
import { createPoolQuestion, createQuestionGroup } from './support/factories/questions';
import type { Method } from './support/http';
import { createQaHelpers } from './support/questions';

const t = useTestApp();
const { ask, people, reply } = createQaHelpers(t);

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
