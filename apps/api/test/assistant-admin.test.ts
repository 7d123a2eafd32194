import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  assistantFeedbackPageSchema,
  assistantFeedbackSchema,
  assistantIndexStatusSchema,
  assistantRebuildSchema,
  assistantSharedPageSchema,
  assistantUsageSchema,
  profileExportSchema,
} from '@campus/contracts';
import { assistantConversations } from '../src/features/assistant/assistant.tables';
import { loggerOptions } from '../src/platform/logging';
import { useTestApp } from './support/app';
import { expectAdminOnly } from './support/access';
import { createUser } from './support/factories/accounts';
import { ask, createConversation } from './support/factories/assistant';
import { expectProblem, expectStatus, fieldErrors } from './support/http';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(chunk.toString());
    callback();
  },
});

// Jobs run when a test says so (runDue); the log is kept to check that no message text reaches it.
const t = useTestApp({
  dependencies: {
    runJobs: false,
    logger: { ...(loggerOptions('trace', false) as object), stream: logStream },
  },
});

const today = () => new Date().toISOString().slice(0, 10);

describe('ratings', () => {
  it('take a thumbs down with a reason, shared with the team, and count per day', async () => {
    const [student, admin] = await Promise.all([createUser(t), createUser(t, { role: 'admin' })]);
    const answer = await ask(t, student.token, { question: 'How do I unlock VIP?' });
    const path = `/assistant/messages/${answer.sources.message_id}/feedback`;
    const up = await t.api.call('PUT', path, student.token, { rating: 'up' });
    expect(expectStatus(up, 200, assistantFeedbackSchema)).toEqual({
      rating: 'up',
      reason: null,
      comment: null,
      shared: false,
    });
    const down = await t.api.call('PUT', path, student.token, {
      rating: 'down',
      reason: 'incomplete',
      comment: '  It missed the graduates.  ',
      share: true,
    });
    expect(expectStatus(down, 200, assistantFeedbackSchema)).toMatchObject({
      rating: 'down',
      comment: 'It missed the graduates.',
      shared: true,
    });
    expect(
      fieldErrors(await t.api.call('PUT', path, student.token, { rating: 'meh' })),
    ).toHaveProperty('body.rating');
    const other = await createUser(t);
    expectProblem(await t.api.call('PUT', path, other.token, { rating: 'up' }), 404);
    expectProblem(
      await t.api.call(
        'PUT',
        `/assistant/messages/${answer.sources.question_message_id}/feedback`,
        student.token,
        { rating: 'up' },
      ),
      404,
    );

    const ratings = await t.api.read(
      '/admin/assistant/feedback?rating=down',
      admin.token,
      assistantFeedbackPageSchema,
    );
    expect(
      ratings.items.find((item) => item.message_id === answer.sources.message_id),
    ).toMatchObject({
      rating: 'down',
      reason: 'incomplete',
      comment: 'It missed the graduates.',
      mode: 'offline',
    });
    const shared = await t.api.read(
      '/admin/assistant/shared',
      admin.token,
      assistantSharedPageSchema,
    );
    expect(
      shared.items.find((item) => item.message_id === answer.sources.message_id),
    ).toMatchObject({
      question: 'How do I unlock VIP?',
      answer: answer.text,
    });
    const usage = await t.api.read(
      '/admin/assistant/usage?days=7',
      admin.token,
      assistantUsageSchema,
    );
    const day = usage.items.find((item) => item.day === today());
    expect(day).toBeDefined();
    expect(day?.questions).toBeGreaterThanOrEqual(1);
    expect(day?.offline_answers).toBeGreaterThanOrEqual(1);
    expect(day?.thumbs_down).toBeGreaterThanOrEqual(1);
  });
});

describe('the admins’ pages', () => {
  it('are for admins only', async () => {
    for (const url of [
      '/admin/assistant/usage',
      '/admin/assistant/feedback',
      '/admin/assistant/shared',
      '/admin/assistant/index',
    ])
      await expectAdminOnly(t, { method: 'GET', url });
    await expectAdminOnly(t, { method: 'POST', url: '/admin/assistant/index/rebuild' }, [202]);
  });

  it('queue a rebuild of the index, which the job queue runs', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const queued = await t.api.call('POST', '/admin/assistant/index/rebuild', admin.token);
    expectStatus(queued, 202, assistantRebuildSchema);
    const waiting = await t.api.read(
      '/admin/assistant/index',
      admin.token,
      assistantIndexStatusSchema,
    );
    expect(waiting.rebuild_queued).toBe(true);
    await t.app.jobs.runDue();
    const built = await t.api.read(
      '/admin/assistant/index',
      admin.token,
      assistantIndexStatusSchema,
    );
    expect(built.rebuild_queued).toBe(false);
    // The FAQ is always there: 16 public items, a chunk in each language.
    expect(built.sources).toContainEqual({ source_type: 'faq', visibility: 'public', chunks: 32 });
    expect(built.last_indexed_at).not.toBeNull();
  });
});

describe('keeping conversations', () => {
  it('deletes those untouched for 90 days with the daily job', async () => {
    const student = await createUser(t);
    const old = await createConversation(t, { user_id: student.id, title: 'Old' });
    const recent = await createConversation(t, { user_id: student.id, title: 'Recent' });
    await t.database.db
      .update(assistantConversations)
      .set({ updated_at: sql`now() - interval '91 days'` })
      .where(eq(assistantConversations.conversation_id, old));
    await t.database.db
      .update(assistantConversations)
      .set({ updated_at: sql`now() - interval '89 days'` })
      .where(eq(assistantConversations.conversation_id, recent));
    await t.app.jobs.enqueue('assistant.retention', {}, { singletonKey: 'assistant-retention' });
    await t.app.jobs.runDue({ names: ['assistant.retention'] });
    expectProblem(await t.api.call('GET', `/assistant/conversations/${old}`, student.token), 404);
    expectStatus(await t.api.call('GET', `/assistant/conversations/${recent}`, student.token), 200);
  });

  it('exports them with the personal data and deletes them with the account', async () => {
    const student = await createUser(t);
    const answer = await ask(t, student.token, { question: 'Where is the GPA calculator?' });
    const exported = profileExportSchema.parse(
      (await t.api.call('GET', '/profile/me/export', student.token)).json(),
    );
    expect(exported.assistant_conversations).toHaveLength(1);
    expect(exported.assistant_conversations[0]).toMatchObject({
      conversation_id: answer.sources.conversation_id,
      title: 'Where is the GPA calculator?',
    });
    expect(exported.assistant_conversations[0]?.messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
    ]);

    expectStatus(
      await t.api.call('DELETE', '/profile/me', student.token, { user_password: student.password }),
      204,
    );
    const rows = await t.database.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.user_id, student.id));
    expect(rows).toEqual([]);
  });

  it('never writes a question or an answer to the log', async () => {
    const student = await createUser(t);
    const question = 'Which dormitory has the quietest rooms xq91?';
    const answer = await ask(t, student.token, { question });
    const log = lines.join('');
    expect(log).toContain(answer.sources.message_id);
    expect(log).not.toContain('xq91');
    expect(log).not.toContain('quietest');
  });
});
