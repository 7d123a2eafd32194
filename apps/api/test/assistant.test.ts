import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  assistantConversationDetailSchema,
  assistantConversationPageSchema,
  assistantConversationSchema,
  assistantStatusSchema,
} from '@campus/contracts';
import {
  assistantConversations,
  assistantMessages,
  assistantUsage,
} from '../src/features/assistant/assistant.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { ask, createConversation, indexAssistant } from './support/factories/assistant';
import { createCourse, createExperience } from './support/factories/courses';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';

// Jobs run when a test says so (runDue).
const t = useTestApp({ dependencies: { runJobs: false } });

async function messagesOf(conversationId: string) {
  return t.database.db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversation_id, conversationId))
    .orderBy(assistantMessages.created_at);
}

/** A course with one approved experience, indexed. */
async function indexedCourse(code: string, summary: string) {
  const author = await createUser(t);
  const course = await createCourse(t, {
    course_code: code,
    name_en: 'Compiler Construction',
    name_tr: 'Derleyici Tasarımı',
  });
  await createExperience(t, {
    user_id: author.id,
    course_id: course.course_id,
    status: 'approved',
    summary,
  });
  await indexAssistant(t);
  return course;
}

describe('the assistant without a session', () => {
  it('answers 401 on every route', async () => {
    for (const [method, path, body] of [
      ['GET', '/assistant/status', undefined],
      ['GET', '/assistant/conversations', undefined],
      ['DELETE', '/assistant/conversations', undefined],
      ['GET', `/assistant/conversations/${unknownId}`, undefined],
      ['POST', '/assistant/ask', { question: 'Is CMPE 216 hard?' }],
      ['POST', `/assistant/messages/${unknownId}/stop`, undefined],
    ] as const)
      expectProblem(await t.api.call(method, path, undefined, body), 401);
  });
});

describe('asking', () => {
  it('streams sources first, then the text, then done, and saves both messages', async () => {
    const student = await createUser(t);
    const course = await indexedCourse('CMP 441', 'Parsing theory is hard but the labs help.');
    const status = await t.api.read('/assistant/status', student.token, assistantStatusSchema);
    expect(status).toMatchObject({ mode: 'offline', question_max_length: 1000 });

    const started = Date.now();
    const answer = await ask(t, student.token, { question: 'Is CMP 441 hard?', locale: 'en' });
    // Offline answers are made at once (the benchmark measures the first event).
    expect(Date.now() - started).toBeLessThan(2000);
    const names = answer.events.map((event) => event.event);
    expect(names.filter((name) => name === 'sources')).toHaveLength(1);
    expect(names.slice(1, -1).every((name) => name === 'text')).toBe(true);
    expect(answer.done).toMatchObject({ status: 'complete', mode: 'offline' });
    expect(answer.done.content).toBe(answer.text);
    expect(answer.text).toContain('CMP 441 Compiler Construction');
    expect(answer.text).toContain('Parsing theory is hard but the labs help.');
    // A student without VIP access reads how to unlock it.
    expect(answer.text).toContain('three of your course experiences');
    expect(answer.sources.sources[0]).toMatchObject({
      n: 1,
      source_type: 'course',
      source_id: course.course_id,
      path: `/courses/${course.course_id}`,
    });

    const messages = await messagesOf(answer.sources.conversation_id);
    expect(messages.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(messages[1]?.reply_to).toBe(messages[0]?.message_id);
    const conversation = await t.api.read(
      `/assistant/conversations/${answer.sources.conversation_id}`,
      student.token,
      assistantConversationDetailSchema,
    );
    expect(conversation).toMatchObject({ title: 'Is CMP 441 hard?', message_count: 2 });
    expect(conversation.messages[1]).toMatchObject({
      content: answer.text,
      mode: 'offline',
      sources: answer.done.sources,
    });
  });

  it('answers in Turkish when asked in Turkish, and says when nothing is found', async () => {
    const student = await createUser(t);
    await indexedCourse('CMP 443', 'Derleyici dersi çok öğretici.');
    const turkish = await ask(t, student.token, { question: 'CMP443 zor mu?', locale: 'en' });
    expect(turkish.text).toContain('Derleyici Tasarımı');
    expect(turkish.text).toContain('onaylı deneyime göre');

    const nothing = await ask(t, student.token, { question: 'What is the weather in Paris?' });
    expect(nothing.sources.sources).toEqual([]);
    expect(nothing.text).toContain('could not find');
    expect(nothing.text).toContain('(/questions)');
  });

  it('keeps a follow-up in its conversation and borrows the course it asked about', async () => {
    const student = await createUser(t);
    const course = await indexedCourse('CMP 445', 'The exams follow the homework closely.');
    const first = await ask(t, student.token, { question: 'Tell me about CMP 445' });
    const follow = await ask(t, student.token, {
      question: 'and what about its exams?',
      conversation_id: first.sources.conversation_id,
    });
    expect(follow.sources.conversation_id).toBe(first.sources.conversation_id);
    expect(follow.sources.sources.map((source) => source.source_id)).toContain(course.course_id);
    expect(await messagesOf(first.sources.conversation_id)).toHaveLength(4);
  });

  it('refuses an empty or too long question and saves nothing', async () => {
    const student = await createUser(t);
    expect(
      fieldErrors(await t.api.call('POST', '/assistant/ask', student.token, { question: '   ' })),
    ).toEqual({ 'body.question': 'question must be at least 1 characters' });
    expect(
      fieldErrors(
        await t.api.call('POST', '/assistant/ask', student.token, { question: 'x'.repeat(1001) }),
      ),
    ).toEqual({ 'body.question': 'must not exceed 1000 characters' });
    expectProblem(
      await t.api.call('POST', '/assistant/ask', student.token, {
        question: 'Hello',
        conversation_id: 'not-an-id',
      }),
      400,
    );
    const [row] = await t.database.db
      .select({ value: sql<number>`count(*)::int` })
      .from(assistantConversations)
      .where(eq(assistantConversations.user_id, student.id));
    expect(row?.value).toBe(0);
  });
});

describe('conversations', () => {
  it('are listed newest first, renamed and deleted by their owner only', async () => {
    const [owner, other] = await Promise.all([createUser(t), createUser(t)]);
    const older = await createConversation(t, { user_id: owner.id, title: 'Older' });
    const newer = await createConversation(t, { user_id: owner.id, title: 'Newer' });
    await t.database.db
      .update(assistantConversations)
      .set({ updated_at: sql`now() - interval '1 hour'` })
      .where(eq(assistantConversations.conversation_id, older));
    const list = await t.api.read(
      '/assistant/conversations',
      owner.token,
      assistantConversationPageSchema,
    );
    expect(list.items.map((item) => item.conversation_id)).toEqual([newer, older]);

    const renamed = await t.api.call('PATCH', `/assistant/conversations/${older}`, owner.token, {
      title: '  Exams  ',
    });
    expect(expectStatus(renamed, 200, assistantConversationSchema).title).toBe('Exams');

    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.api.call(
        method,
        `/assistant/conversations/${older}`,
        other.token,
        body,
      );
      expect(expectProblem(response, 404).detail).toBe('There is no such conversation');
    }
    const theirs = await t.api.call('POST', '/assistant/ask', other.token, {
      question: 'Hello',
      conversation_id: older,
    });
    expectProblem(theirs, 404);
    expectProblem(await t.api.call('GET', '/assistant/conversations/12', owner.token), 400);

    expectStatus(await t.api.call('DELETE', `/assistant/conversations/${older}`, owner.token), 204);
    expectProblem(await t.api.call('GET', `/assistant/conversations/${older}`, owner.token), 404);
    const mine = await createConversation(t, { user_id: other.id });
    expectStatus(await t.api.call('DELETE', '/assistant/conversations', owner.token), 204);
    const after = await t.api.read(
      '/assistant/conversations',
      owner.token,
      assistantConversationPageSchema,
    );
    expect(after.total).toBe(0);
    // Someone else's conversation stays.
    expect(
      await t.api.read(
        `/assistant/conversations/${mine}`,
        other.token,
        assistantConversationDetailSchema,
      ),
    ).toMatchObject({ conversation_id: mine });
  });

  it('regenerates an answer beside the earlier one', async () => {
    const student = await createUser(t);
    await indexedCourse('CMP 447', 'Lots of reading every week.');
    const first = await ask(t, student.token, { question: 'CMP 447 workload?' });
    const regenerate = (messageId: string, token: string) =>
      t.api.call('POST', `/assistant/messages/${messageId}/regenerate`, token, {});
    const again = await regenerate(first.sources.message_id, student.token);
    expect(again.statusCode).toBe(200);
    const messages = await messagesOf(first.sources.conversation_id);
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'assistant']);
    expect(messages[1]?.reply_to).toBe(messages[0]?.message_id);
    expect(messages[2]?.reply_to).toBe(messages[0]?.message_id);
    expect(messages[1]?.content).toBe(first.text);

    const other = await createUser(t);
    expectProblem(await regenerate(first.sources.message_id, other.token), 404);
    // A question is not an answer to regenerate.
    expectProblem(await regenerate(first.sources.question_message_id, student.token), 404);
  });

  it('hold at most 50 messages', async () => {
    const student = await createUser(t);
    const full = await createConversation(t, {
      user_id: student.id,
      messages: Array.from({ length: 49 }, (_, index) => ({
        role: 'user' as const,
        content: `Question ${String(index)}`,
        status: 'complete' as const,
        mode: null,
        reply_to: null,
      })),
    });
    const response = await t.api.call('POST', '/assistant/ask', student.token, {
      question: 'One more?',
      conversation_id: full,
    });
    expect(expectProblem(response, 409).detail).toContain('at most 50 messages');
    expect(await messagesOf(full)).toHaveLength(49);
  });
});

describe('the limits', () => {
  it('answer 429 with Retry-After past 10 questions a minute, a day’s questions, or a second stream', async () => {
    const student = await createUser(t);
    for (let index = 0; index < 10; index += 1)
      await ask(t, student.token, { question: `Question number ${String(index)}` });
    const tooFast = await t.api.call('POST', '/assistant/ask', student.token, {
      question: 'More?',
    });
    expectProblem(tooFast, 429, 'rate_limited');
    const wait = Number(tooFast.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);

    const busy = await createUser(t);
    await t.database.db.insert(assistantUsage).values({
      day: new Date().toISOString().slice(0, 10),
      user_id: busy.id,
      questions: 300,
    });
    const tooMany = await t.api.call('POST', '/assistant/ask', busy.token, { question: 'More?' });
    expect(expectProblem(tooMany, 429).detail).toContain('300 questions a day');
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);

    const streaming = await createUser(t);
    await createConversation(t, {
      user_id: streaming.id,
      messages: [
        { role: 'assistant', content: '', status: 'streaming', mode: 'offline', reply_to: null },
      ],
    });
    const second = await t.api.call('POST', '/assistant/ask', streaming.token, { question: 'Hi' });
    expect(expectProblem(second, 429).detail).toContain('still being written');
    expect(second.headers['retry-after']).toBe('5');
  });
});
