import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  feedbackItemPageSchema,
  feedbackItemSchema,
  problemSchema,
  type FeedbackItem,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { feedbackItems } from '../src/features/feedback/feedback.tables';
import type { DomainEventMap } from '../src/platform/events';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let moderator: string;
let student: string;
let studentId: string;
let other: string;

const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [adminAccount, moderatorAccount, studentAccount, otherAccount] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
    registerVerifiedUser(context.app, mail),
  ]);
  admin = adminAccount.token;
  moderator = moderatorAccount.token;
  student = studentAccount.login.access_token;
  studentId = studentAccount.login.user_current.user_id;
  other = otherAccount.login.access_token;
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

function fieldMessages(body: string): Record<string, string> {
  const problem = problemSchema.parse(JSON.parse(body));
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

let counter = 0;
async function sendFeedback(token = student, rating?: number): Promise<FeedbackItem> {
  counter += 1;
  const response = await call('POST', '/feedback', token, {
    subject: `Course search ${String(counter)}`,
    message: 'Searching courses by code is fast and the Turkish letters work well.',
    ...(rating === undefined ? {} : { rating }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return feedbackItemSchema.parse(response.json());
}

async function sendSuggestion(token = student): Promise<FeedbackItem> {
  counter += 1;
  const response = await call('POST', '/suggestions', token, {
    subject: `Dark mode schedule ${String(counter)}`,
    message: 'Please let the theme follow the time of day automatically.',
    area: 'other',
  });
  expect(response.statusCode, response.body).toBe(201);
  return feedbackItemSchema.parse(response.json());
}

describe('sending feedback and suggestions', () => {
  it('needs a signed-in person', async () => {
    const body = { subject: 'Hello there', message: 'A message long enough.' };
    expect((await call('POST', '/feedback', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/suggestions', undefined, body)).statusCode).toBe(401);
    expect((await call('GET', '/feedback/mine', undefined)).statusCode).toBe(401);
  });

  it('keeps feedback with a rating and a suggestion with an area, both new', async () => {
    const feedback = await sendFeedback(student, 4);
    expect(feedback).toMatchObject({ kind: 'feedback', rating: 4, area: null, status: 'new' });
    const suggestion = await sendSuggestion();
    expect(suggestion).toMatchObject({ kind: 'suggestion', area: 'other', rating: null });
  });

  it('answers bad input with the SPEC messages and keeps nothing', async () => {
    const before = await context.database.db.$count(feedbackItems);
    const feedback = await call('POST', '/feedback', student, {
      subject: 'Hi',
      message: 'short',
      rating: 6,
    });
    expect(feedback.statusCode).toBe(400);
    expect(fieldMessages(feedback.body)).toMatchObject({
      'body.subject': 'subject must be at least 3 characters',
      'body.message': 'message must be at least 10 characters',
      'body.rating': 'rating must be at most 5',
    });
    const suggestion = await call('POST', '/suggestions', student, {
      message: 'x'.repeat(5001),
      area: 'cafeteria',
    });
    expect(fieldMessages(suggestion.body)).toMatchObject({
      'body.subject': 'subject is required',
      'body.message': 'must not exceed 5000 characters',
    });
    expect(fieldMessages(suggestion.body)['body.area']).toMatch(/^area must be one of courses/);
    expect(await context.database.db.$count(feedbackItems)).toBe(before);
  });

  it('lists a person’s own items of both kinds, newest first, and nobody else’s', async () => {
    const feedback = await sendFeedback(other);
    const suggestion = await sendSuggestion(other);
    const response = await call('GET', '/feedback/mine?page_size=10', other);
    const page = feedbackItemPageSchema.parse(response.json());
    expect(page.items.map((item) => item.item_id)).toEqual([suggestion.item_id, feedback.item_id]);
    const mine = feedbackItemPageSchema.parse(
      (await call('GET', '/feedback/mine', student)).json(),
    );
    expect(mine.items.map((item) => item.item_id)).not.toContain(feedback.item_id);
  });
});

describe('the admins’ lists', () => {
  it('is for admins only: 401 without a session, 403 for students and moderators', async () => {
    const item = await sendFeedback();
    expect((await call('GET', '/admin/feedback', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/admin/feedback', student)).statusCode).toBe(403);
    expect((await call('GET', '/admin/feedback', moderator)).statusCode).toBe(403);
    const url = `/admin/feedback/${item.item_id}`;
    expect((await call('PUT', url, undefined, { status: 'done' })).statusCode).toBe(401);
    expect((await call('PUT', url, student, { status: 'done' })).statusCode).toBe(403);
    expect((await call('PUT', url, moderator, { status: 'done' })).statusCode).toBe(403);
    const mine = feedbackItemPageSchema.parse(
      (await call('GET', '/feedback/mine', student)).json(),
    );
    expect(mine.items.find((entry) => entry.item_id === item.item_id)?.status).toBe('new');
  });

  it('lists one kind with its authors, filters by status and searches', async () => {
    const feedback = await sendFeedback();
    const suggestion = await sendSuggestion();
    const feedbackPage = feedbackItemPageSchema.parse(
      (await call('GET', '/admin/feedback?kind=feedback&status=new', admin)).json(),
    );
    const ids = feedbackPage.items.map((item) => item.item_id);
    expect(ids).toContain(feedback.item_id);
    expect(ids).not.toContain(suggestion.item_id);
    expect(feedbackPage.items.find((item) => item.item_id === feedback.item_id)?.author_name).toBe(
      'Deniz A.',
    );
    const suggestions = feedbackItemPageSchema.parse(
      (
        await call(
          'GET',
          `/admin/feedback?kind=suggestion&q=${encodeURIComponent('DARK MODE')}`,
          admin,
        )
      ).json(),
    );
    expect(suggestions.items.map((item) => item.item_id)).toContain(suggestion.item_id);
    const done = feedbackItemPageSchema.parse(
      (await call('GET', '/admin/feedback?kind=feedback&status=done', admin)).json(),
    );
    expect(done.items.map((item) => item.item_id)).not.toContain(feedback.item_id);
    expect((await call('GET', '/admin/feedback?status=closed', admin)).statusCode).toBe(400);
  });

  it('sets a status and an answer the author reads, audited, and tells the author', async () => {
    const item = await sendSuggestion();
    const announced: DomainEventMap['feedback.answered'][] = [];
    const stop = context.app.domainEvents.on('feedback.answered', (payload) => {
      announced.push(payload);
    });
    try {
      const response = await call('PUT', `/admin/feedback/${item.item_id}`, admin, {
        status: 'done',
        reply: 'Added to the theme menu in version 2.1.',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(feedbackItemSchema.parse(response.json())).toMatchObject({
        status: 'done',
        admin_reply: 'Added to the theme menu in version 2.1.',
      });
      expect(announced).toEqual([
        { item_id: item.item_id, kind: 'suggestion', author_id: studentId, status: 'done' },
      ]);
    } finally {
      stop();
    }
    const mine = feedbackItemPageSchema.parse(
      (await call('GET', '/feedback/mine', student)).json(),
    );
    const seen = mine.items.find((entry) => entry.item_id === item.item_id);
    expect(seen).toMatchObject({
      status: 'done',
      admin_reply: 'Added to the theme menu in version 2.1.',
    });
    expect(seen?.replied_at).not.toBeNull();

    const statusOnly = await call('PUT', `/admin/feedback/${item.item_id}`, admin, {
      status: 'reviewing',
    });
    expect(feedbackItemSchema.parse(statusOnly.json())).toMatchObject({
      status: 'reviewing',
      admin_reply: 'Added to the theme menu in version 2.1.',
    });
    const audits = await context.database.db
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
    const item = await sendFeedback();
    const bad = await call('PUT', `/admin/feedback/${item.item_id}`, admin, {
      status: 'closed',
      reply: 'x'.repeat(5001),
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad.body)).toMatchObject({
      'body.status': 'status must be one of new, reviewing, done, dismissed',
      'body.reply': 'must not exceed 5000 characters',
    });
    const unknown = await call('PUT', `/admin/feedback/${unknownId}`, admin, { status: 'done' });
    expect(unknown.statusCode).toBe(404);
    const mine = feedbackItemPageSchema.parse(
      (await call('GET', '/feedback/mine', student)).json(),
    );
    expect(mine.items.find((entry) => entry.item_id === item.item_id)?.status).toBe('new');
  });

  it('removes a person’s items with their account', async () => {
    const account = await registerVerifiedUser(context.app, mail);
    await sendFeedback(account.login.access_token);
    const authorId = account.login.user_current.user_id;
    expect(
      await context.database.db.$count(feedbackItems, eq(feedbackItems.author_id, authorId)),
    ).toBe(1);
    await context.database.db.delete(users).where(eq(users.user_id, authorId));
    expect(
      await context.database.db.$count(feedbackItems, eq(feedbackItems.author_id, authorId)),
    ).toBe(0);
  });
});
