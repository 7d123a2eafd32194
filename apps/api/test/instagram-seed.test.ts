import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { instagramFeaturedListSchema, instagramPostPageSchema } from '@campus/contracts';
import { demoInstagramPosts } from '../src/features/instagram/instagram.seed';
import { useTestApp } from './support/app';
import { demoUser } from './support/factories/accounts';

const t = useTestApp({ seeded: true });

describe('the demo Instagram posts', () => {
  it('seeds three active posts in order and one inactive, each with a generated image', async () => {
    const admin = await demoUser(t, 'admin');
    const all = await t.api.read('/instagram/posts', admin.token, instagramPostPageSchema);
    expect(all.total).toBe(demoInstagramPosts.length);
    expect(all.items.map((post) => post.post_url)).toEqual(
      demoInstagramPosts.map((post) => post.post_url),
    );
    expect(all.items.filter((post) => !post.is_active)).toHaveLength(1);

    const featured = await t.api.read(
      '/instagram/featured',
      undefined,
      instagramFeaturedListSchema,
    );
    expect(featured.items.map((post) => post.post_url)).toEqual(
      demoInstagramPosts.filter((post) => post.is_active).map((post) => post.post_url),
    );
    expect(featured.items).toHaveLength(3);
    for (const post of featured.items) {
      const image = await t.api.call('GET', post.image_url.replace(/^\/api/, ''));
      expect(image.statusCode).toBe(200);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 640,
        height: 640,
      });
    }
  });
});
