import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerApplicationPageSchema, careerPositionPageSchema } from '@campus/contracts';
import { seedDatabase } from '../src/db/seed/seed';
import { createFileStore } from '../src/platform/file-store';
import { looksLikePdf } from '../src/platform/uploads';
import { createTestApp, type TestContext } from './test-app';
import { bearer, nextClientAddress } from './accounts-helpers';

let context: TestContext;
let adminToken: string;

beforeAll(async () => {
  context = await createTestApp();
  await seedDatabase(context.database.db, {
    withDemoData: true,
    files: createFileStore(path.join(context.env.dataDir, 'uploads')),
  });
  const login = await context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: {
      user_email: 'admin@campushub.test',
      user_password: 'Demo-Admin-2026',
      remember_me: false,
    },
  });
  expect(login.statusCode, login.body).toBe(200);
  adminToken = login.json<{ access_token: string }>().access_token;
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

describe('the demo career data', () => {
  it('seeds five open positions for visitors and one closed one for admins', async () => {
    const open = careerPositionPageSchema.parse((await get('/career/positions')).json());
    expect(open.total).toBe(5);
    expect(open.items.map((position) => position.title)).toContain('Content editor (Turkish)');
    const all = careerPositionPageSchema.parse(
      (await get('/career/positions?status=all', adminToken)).json(),
    );
    expect(all.items.filter((position) => position.status === 'closed')).toHaveLength(1);
  });

  it('seeds eight applications in mixed statuses, each with a downloadable PDF CV', async () => {
    const page = careerApplicationPageSchema.parse(
      (await get('/career/applications?page_size=25', adminToken)).json(),
    );
    expect(page.total).toBe(8);
    expect(new Set(page.items.map((item) => item.status))).toEqual(
      new Set(['new', 'reviewing', 'interview', 'accepted', 'rejected']),
    );
    expect(page.items.some((item) => item.position_id === null)).toBe(true);
    for (const item of page.items) {
      const cv = await get(`/career/applications/${item.career_id}/cv`, adminToken);
      expect(cv.statusCode, cv.body).toBe(200);
      expect(looksLikePdf(cv.rawPayload)).toBe(true);
      expect(cv.rawPayload.length).toBe(item.cv_size);
    }
  });
});
