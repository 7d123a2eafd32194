import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationCountSchema, notificationPageSchema } from '@campus/contracts';
import { seedDatabase } from '../src/db/seed/seed';
import { createFileStore } from '../src/platform/file-store';
import { createTestApp, type TestContext } from './test-app';
import { bearer, nextClientAddress } from './accounts-helpers';

let context: TestContext;
let student: string;

beforeAll(async () => {
  context = await createTestApp();
  await seedDatabase(context.database.db, {
    withDemoData: true,
    files: createFileStore(path.join(context.env.dataDir, 'uploads')),
  });
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: {
      user_email: 'student@campushub.test',
      user_password: 'Demo-Student-2026',
      remember_me: false,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  student = response.json<{ access_token: string }>().access_token;
}, 120_000);
afterAll(async () => {
  await context.close();
});

async function get(url: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    headers: bearer(student),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
}

describe('the demo notifications', () => {
  it('gives the demo student a few notifications about their own items, the newest unread', async () => {
    const page = notificationPageSchema.parse(await get('/notifications'));
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.filter((item) => item.read_at === null)).toEqual([page.items[0]]);
    expect(notificationCountSchema.parse(await get('/notifications/unread-count'))).toEqual({
      count: 1,
    });
    for (const item of page.items) expect(item.link).toMatch(/^\/[a-z-]/);
  });
});
