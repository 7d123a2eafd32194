import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { feedbackItemPageSchema, feedbackItemSchema, type FeedbackItem } from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { feedbackItems } from '../src/features/feedback/feedback.tables';
import type { DomainEventMap } from '../src/platform/events';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { createFeedbackItem } from './support/factories/feedback';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { expectQueueGuard, readQueueTotal, readWaitingCount } from './support/moderation';

const t = useTestApp();

const minute = 60 * 1000;

async function sendFeedback(token: string, rating?: number): Promise<FeedbackItem> {
  const response = await t.api.call('POST', '/feedback', token, {
    subject: 'Course search',
    message: 'Searching courses by code is fast and the Turkish letters work well.',
    ...(rating === undefined ? {} : { rating }),
  });
  return expectStatus(response, 201, feedbackItemSchema);
}

async function sendSuggestion(token: string): Promise<FeedbackItem> {
  const response = await t.api.call('POST', '/suggestions', token, {
    subject: 'Dark mode schedule',
    message: 'Please let the theme follow the time of day automatically.',
    area: 'other',
  });
  return expectStatus(response, 201, feedbackItemSchema);
}

async function statusSeenBy(token: string, itemId: string) {
  const mine = await t.api.read('/feedback/mine', token, feedbackItemPageSchema);
  return mine.items.find((entry) => entry.item_id === itemId)?.status;
}

describe('sending feedback and suggestions', () => {
  it('needs a signed-in person', async () => {
    const body = { subject: 'Hello there', message: 'A message long enough.' };
    expectProblem(await t.api.call('POST', '/feedback', undefined, body), 401);
    expectProblem(await t.api.call('POST', '/suggestions', undefined, body), 401);
    expectProblem(await t.api.call('GET', '/feedback/mine'), 401);
  });

  it('keeps feedback with a rating and a suggestion with an area, both new', async () => {
    const student = await createUser(t);
    const feedback = await sendFeedback(student.token, 4);
    expect(feedback).toMatchObject({ kind: 'feedback', rating: 4, area: null, status: 'new' });
    const suggestion = await sendSuggestion(student.token);
    expect(suggestion).toMatchObject({ kind: 'suggestion', area: 'other', rating: null });
  });

  it('answers bad input with the SPEC messages and keeps nothing', async () => {
    const student = await createUser(t);
    const before = await t.database.db.$count(feedbackItems);
    const feedback = await t.api.call('POST', '/feedback', student.token, {
      subject: 'Hi',
      message: 'short',
      rating: 6,
    });
    expect(fieldErrors(feedback)).toMatchObject({
      'body.subject': 'subject must be at least 3 characters',
      'body.message': 'message must be at least 10 characters',
      'body.rating': 'rating must be at most 5',
    });
    const suggestion = await t.api.call('POST', '/suggestions', student.token, {
      message: 'x'.repeat(5001),
      area: 'cafeteria',
    });
    expect(fieldErrors(suggestion)).toMatchObject({
      'body.subject': 'subject is required',
      'body.message': 'must not exceed 5000 characters',
    });
    expect(fieldErrors(suggestion)['body.area']).toMatch(/^area must be one of courses/);
    expect(await t.database.db.$count(feedbackItems)).toBe(before);
  });

  it('lists a person’s own items of both kinds, newest first, and nobody else’s', async () => {
    const [student, other] = await Promise.all([createUser(t), createUser(t)]);
    const now = Date.now();
    const feedback = await createFeedbackItem(
      t,
      other.id,
      {},
      { created_at: new Date(now - 2 * minute) },
    );
    const suggestion = await createFeedbackItem(
      t,
      other.id,
      { kind: 'suggestion' },
      { created_at: new Date(now - minute) },
    );
    const own = await createFeedbackItem(t, student.id);
    const page = await t.api.read(
      '/feedback/mine?page_size=10',
      other.token,
      feedbackItemPageSchema,
    );
    expect(page.items.map((item) => item.item_id)).toEqual([suggestion.item_id, feedback.item_id]);
    const mine = await t.api.read('/feedback/mine', student.token, feedbackItemPageSchema);
    expect(mine.items.map((item) => item.item_id)).toEqual([own.item_id]);
    expect(mine.items.map((item) => item.item_id)).not.toContain(feedback.item_id);
  });
});

describe('the admins’ lists', () => {
  it('is for admins only: 401 without a session, 403 for students and moderators', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    const item = await createFeedbackItem(t, student.id);
    expectProblem(await t.api.call('GET', '/admin/feedback'), 401);
    expectProblem(await t.api.call('GET', '/admin/feedback', student.token), 403);
    expectProblem(await t.api.call('GET', '/admin/feedback', moderator.token), 403);
    const url = `/admin/feedback/${item.item_id}`;
    expectProblem(await t.api.call('PUT', url, undefined, { status: 'done' }), 401);
    expectProblem(await t.api.call('PUT', url, student.token, { status: 'done' }), 403);
    expectProblem(await t.api.call('PUT', url, moderator.token, { status: 'done' }), 403);
    expect(await statusSeenBy(student.token, item.item_id)).toBe('new');
  });

  it('lists one kind with its authors, filters by status and searches', async () => {
    const [admin, student] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    // This test lists every item of a kind, so it starts from none.
    await t.database.db.delete(feedbackItems);
    const feedback = await createFeedbackItem(t, student.id);
    const suggestion = await createFeedbackItem(t, student.id, { kind: 'suggestion' });
    const feedbackPage = await t.api.read(
      '/admin/feedback?kind=feedback&status=new',
      admin.token,
      feedbackItemPageSchema,
    );
    const ids = feedbackPage.items.map((item) => item.item_id);
    expect(ids).toEqual([feedback.item_id]);
    expect(ids).not.toContain(suggestion.item_id);
    expect(feedbackPage.items.find((item) => item.item_id === feedback.item_id)?.author_name).toBe(
      'Deniz A.',
    );
    const suggestions = await t.api.read(
      `/admin/feedback?kind=suggestion&q=${encodeURIComponent('DARK MODE')}`,
      admin.token,
      feedbackItemPageSchema,
    );
    expect(suggestions.items.map((item) => item.item_id)).toEqual([suggestion.item_id]);
    const done = await t.api.read(
      '/admin/feedback?kind=feedback&status=done',
      admin.token,
      feedbackItemPageSchema,
    );
    expect(done.items).toEqual([]);
    expectProblem(await t.api.call('GET', '/admin/feedback?status=closed', admin.token), 400);
  });

  it('sets a status and an answer the author reads, audited, and tells the author', async () => {
    const [admin, student] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    const item = await createFeedbackItem(t, student.id, { kind: 'suggestion' });
    const announced: DomainEventMap['feedback.answered'][] = [];
    const stop = t.app.domainEvents.on('feedback.answered', (payload) => {
      announced.push(payload);
    });
    try {
      const response = await t.api.call('PUT', `/admin/feedback/${item.item_id}`, admin.token, {
        status: 'done',
        reply: 'Added to the theme menu in version 2.1.',
      });
      expect(expectStatus(response, 200, feedbackItemSchema)).toMatchObject({
        status: 'done',
        admin_reply: 'Added to the theme menu in version 2.1.',
      });
      // Events are delivered by the job queue after the commit.
      await t.app.domainEvents.idle();
      expect(announced).toEqual([
        { item_id: item.item_id, kind: 'suggestion', author_id: student.id, status: 'done' },
      ]);
    } finally {
      stop();
    }
    const mine = await t.api.read('/feedback/mine', student.token, feedbackItemPageSchema);
    const seen = mine.items.find((entry) => entry.item_id === item.item_id);
    expect(seen).toMatchObject({
      status: 'done',
      admin_reply: 'Added to the theme menu in version 2.1.',
    });
    expect(seen?.replied_at).not.toBeNull();

    const statusOnly = await t.api.call('PUT', `/admin/feedback/${item.item_id}`, admin.token, {
      status: 'reviewing',
    });
    expect(expectStatus(statusOnly, 200, feedbackItemSchema)).toMatchObject({
      status: 'reviewing',
      admin_reply: 'Added to the theme menu in version 2.1.',
    });
    const audits = await t.database.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'suggestion.reviewed'),
          eq(auditEntries.target_id, item.item_id),
        ),
      );
    expect(audits).toHaveLength(2);
    expect(JSON.stringify(audits.map((audit) => audit.details))).not.toContain('theme menu');
  });

  it('rejects a bad status or answer, and 404 for an unknown item', async () => {
    const [admin, student] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    const item = await createFeedbackItem(t, student.id);
    const bad = await t.api.call('PUT', `/admin/feedback/${item.item_id}`, admin.token, {
      status: 'closed',
      reply: 'x'.repeat(5001),
    });
    expect(fieldErrors(bad)).toMatchObject({
      'body.status': 'status must be one of new, reviewing, done, dismissed',
      'body.reply': 'must not exceed 5000 characters',
    });
    expectProblem(
      await t.api.call('PUT', `/admin/feedback/${unknownId}`, admin.token, { status: 'done' }),
      404,
    );
    expect(await statusSeenBy(student.token, item.item_id)).toBe('new');
  });

  it('removes a person’s items with their account', async () => {
    const author = await createUser(t);
    await createFeedbackItem(t, author.id);
    expect(await t.database.db.$count(feedbackItems, eq(feedbackItems.author_id, author.id))).toBe(
      1,
    );
    await t.database.db.delete(users).where(eq(users.user_id, author.id));
    expect(await t.database.db.$count(feedbackItems, eq(feedbackItems.author_id, author.id))).toBe(
      0,
    );
  });
});

describe('the waiting count', () => {
  const url = (kind: string) => `/admin/feedback/waiting-count?kind=${kind}`;

  it('answers admins how many items of a kind are new, as the list counts them, and follows a review', async () => {
    await expectQueueGuard(t, url('feedback'), 'admin');
    const [admin, author] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    const list = (kind: string) => `/admin/feedback?kind=${kind}&status=new`;
    const feedbackBefore = await readWaitingCount(t, url('feedback'), admin.token);
    const suggestionsBefore = await readWaitingCount(t, url('suggestion'), admin.token);
    expect(feedbackBefore).toBe(await readQueueTotal(t, list('feedback'), admin.token));
    expect(suggestionsBefore).toBe(await readQueueTotal(t, list('suggestion'), admin.token));
    const item = await createFeedbackItem(t, author.id);
    await createFeedbackItem(t, author.id, { kind: 'suggestion' });
    expect(await readWaitingCount(t, url('feedback'), admin.token)).toBe(feedbackBefore + 1);
    expect(await readWaitingCount(t, url('suggestion'), admin.token)).toBe(suggestionsBefore + 1);

    expectStatus(
      await t.api.call('PUT', `/admin/feedback/${item.item_id}`, admin.token, { status: 'done' }),
      200,
    );
    expect(await readWaitingCount(t, url('feedback'), admin.token)).toBe(feedbackBefore);
    expect(await readQueueTotal(t, list('feedback'), admin.token)).toBe(feedbackBefore);
    expect(await readWaitingCount(t, url('suggestion'), admin.token)).toBe(suggestionsBefore + 1);
  });
});
