import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { instagramFeaturedListSchema, instagramPostPageSchema } from '@campus/contracts';
import { seedDatabase } from '../src/db/seed/seed';
import { demoInstagramPosts } from '../src/db/seed/instagram';
import { createFileStore } from '../src/platform/file-store';
import { createTestApp, type TestContext } from './test-app';
import { bearer, nextClientAddress } from './accounts-helpers';

let context: TestContext;
let adminToken: string;

function get(url: string, token?: string) {
  return context.app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
  });
}

beforeAll(async () => {
  context = await createTestApp();
  const seed = () =>
    seedDatabase(context.database.db, {
      withDemoData: true,
      files: createFileStore(path.join(context.env.dataDir, 'uploads')),
    });
  await seed();
  // A second run (a restart) leaves the seeded database alone.
  await seed();
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

describe('the demo Instagram posts', () => {
  it('seeds three active posts in order and one inactive, each with a generated image', async () => {
    const all = instagramPostPageSchema.parse((await get('/instagram/posts', adminToken)).json());
    expect(all.total).toBe(demoInstagramPosts.length);
    expect(all.items.filter((post) => !post.is_active)).toHaveLength(1);

    const featured = instagramFeaturedListSchema.parse((await get('/instagram/featured')).json());
    expect(featured.items.map((post) => post.post_url)).toEqual(
      demoInstagramPosts.filter((post) => post.is_active).map((post) => post.post_url),
    );
    for (const post of featured.items) {
      const image = await get(post.image_url.replace(/^\/api/, ''));
      expect(image.statusCode).toBe(200);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 640,
        height: 640,
      });
    }
  });
});
