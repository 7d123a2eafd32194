import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eventAdminPageSchema, eventSidebarListSchema } from '@campus/contracts';
import { seedDatabase } from '../src/db/seed/seed';
import { demoEvents } from '../src/db/seed/events';
import { createFileStore } from '../src/platform/file-store';
import { createTestApp, type TestContext } from './test-app';
import { bearer, nextClientAddress } from './accounts-helpers';

let context: TestContext;
let moderatorToken: string;

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

beforeAll(async () => {
  context = await createTestApp();
  await seedDatabase(context.database.db, {
    withDemoData: true,
    files: createFileStore(path.join(context.env.dataDir, 'uploads')),
  });
  moderatorToken = await logIn('moderator@campushub.test', 'Demo-Moderator-2026');
}, 120_000);
afterAll(async () => {
  await context.close();
});

function get(url: string, token?: string) {
  return context.app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
  });
}

describe('the demo events', () => {
  it('seeds events around the seeding day: upcoming ones in the drawer, one inactive, one past', async () => {
    const board = eventAdminPageSchema.parse(
      (await get('/event/manage?page_size=25', moderatorToken)).json(),
    );
    expect(board.total).toBe(demoEvents.length);
    expect(board.items.filter((event) => event.status === 'inactive')).toHaveLength(1);
    expect(
      board.items.find((event) => event.event_name === 'Bahar Şenliği')?.event_date_times,
    ).toHaveLength(3);

    const sidebar = eventSidebarListSchema.parse(
      (await get('/event/sidebar/active', moderatorToken)).json(),
    );
    expect(sidebar.map((event) => event.event_name)).toEqual([
      'AI Research Seminar',
      'Spring Career Fair 2027',
      'Open Mic Night',
      'Bahar Şenliği',
      'Campus Chess Open',
      'Hackathon 48',
    ]);
    for (const event of sidebar) {
      expect(event.images).toHaveLength(1);
      expect(event.images[0]?.image_type).toBe('cover');
    }
  });

  it('serves each generated cover as a WebP image', async () => {
    const sidebar = eventSidebarListSchema.parse(
      (await get('/event/sidebar/active', moderatorToken)).json(),
    );
    const url = sidebar[0]?.images[0]?.image_url ?? '';
    const served = await get(url.replace(/^\/api/, ''));
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 450,
    });
  });
});
