import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessagePageSchema, feedbackItemPageSchema } from '@campus/contracts';
import { seedDatabase } from '../src/db/seed/seed';
import { createFileStore } from '../src/platform/file-store';
import { createTestApp, type TestContext } from './test-app';
import { bearer, nextClientAddress } from './accounts-helpers';

let context: TestContext;
let admin: string;
let student: string;

async function logIn(email: string, password: string): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: { user_email: email, user_password: password, remember_me: false },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

async function get(url: string, token: string): Promise<unknown> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  context = await createTestApp();
  await seedDatabase(context.database.db, {
    withDemoData: true,
    files: createFileStore(path.join(context.env.dataDir, 'uploads')),
  });
  [admin, student] = await Promise.all([
    logIn('admin@campushub.test', 'Demo-Admin-2026'),
    logIn('student@campushub.test', 'Demo-Student-2026'),
  ]);
}, 120_000);
afterAll(async () => {
  await context.close();
});

describe('the demo contact messages, feedback and suggestions', () => {
  it('has 6 contact messages, 2 of them answered by the demo admin', async () => {
    const all = contactMessagePageSchema.parse(await get('/admin/contacts', admin));
    expect(all.total).toBe(6);
    const handled = contactMessagePageSchema.parse(
      await get('/admin/contacts?status=handled', admin),
    );
    expect(handled.items).toHaveLength(2);
    for (const message of handled.items) {
      expect(message.reply).not.toBeNull();
      expect(message.handled_by_name).not.toBeNull();
    }
  });

  it('has 8 feedback items and 6 suggestions in mixed statuses, some by the demo student', async () => {
    const feedback = feedbackItemPageSchema.parse(
      await get('/admin/feedback?kind=feedback', admin),
    );
    const suggestions = feedbackItemPageSchema.parse(
      await get('/admin/feedback?kind=suggestion', admin),
    );
    expect(feedback.total).toBe(8);
    expect(suggestions.total).toBe(6);
    const statuses = new Set([...feedback.items, ...suggestions.items].map((item) => item.status));
    expect([...statuses].sort()).toEqual(['dismissed', 'done', 'new', 'reviewing']);
    const mine = feedbackItemPageSchema.parse(await get('/feedback/mine', student));
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expect(mine.items.some((item) => item.admin_reply !== null)).toBe(true);
  });
});
