import { describe, expect, it } from 'vitest';
import {
  instagramFeaturedListSchema,
  instagramPostPageSchema,
  instagramPostSchema,
} from '@campus/contracts';
import { instagramPosts, type InstagramPostRow } from '../src/features/instagram/instagram.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import { createInstagramPost } from './support/factories/instagram';
import { expectProblem, expectStatus, unknownId } from './support/http';
import { createInstagramHelpers } from './support/instagram';

const t = useTestApp();
const { allPosts, featuredPost } = createInstagramHelpers(t);

async function featured() {
  return (await t.api.read('/instagram/featured', undefined, instagramFeaturedListSchema)).items;
}

describe('managing the featured Instagram posts', () => {
  it('moves posts up and down, renumbering them in order', async () => {
    const admin = await createUser(t, { role: 'admin' });
    // This test reads the whole order, so it starts from no posts.
    await t.database.db.delete(instagramPosts);
    const first = await createInstagramPost(t, { display_order: 990 });
    const second = await createInstagramPost(t, { display_order: 995 });
    const third = await createInstagramPost(t, { display_order: 999 });
    const ids = () => allPosts(admin.token).then((posts) => posts.map((post) => post.post_id));
    expect(await ids()).toEqual([first.post_id, second.post_id, third.post_id]);

    const moved = await t.api.call('POST', `/instagram/posts/${third.post_id}/move`, admin.token, {
      direction: 'up',
    });
    expectStatus(moved, 200);
    const after = await allPosts(admin.token);
    expect(after.map((post) => post.post_id)).toEqual([
      first.post_id,
      third.post_id,
      second.post_id,
    ]);
    expect(after.map((post) => post.display_order)).toEqual([1, 2, 3]);
    const moveAudits = await auditOf(t, 'instagram_post.moved', third.post_id);
    expect(moveAudits).toHaveLength(1);
    expect(moveAudits[0]?.details).toMatchObject({ direction: 'up', from: 999, to: 2 });

    expectStatus(
      await t.api.call('POST', `/instagram/posts/${first.post_id}/move`, admin.token, {
        direction: 'down',
      }),
      200,
    );
    expect(await ids()).toEqual([third.post_id, first.post_id, second.post_id]);
    // The last post cannot go further down: nothing changes and nothing is audited.
    const last = await t.api.call('POST', `/instagram/posts/${second.post_id}/move`, admin.token, {
      direction: 'down',
    });
    expectStatus(last, 200);
    expect(await auditOf(t, 'instagram_post.moved', second.post_id)).toHaveLength(0);
    expect(await ids()).toEqual([third.post_id, first.post_id, second.post_id]);
    const badDirection = await t.api.call(
      'POST',
      `/instagram/posts/${first.post_id}/move`,
      admin.token,
      { direction: 'left' },
    );
    expectProblem(badDirection, 400);
    const missing = await t.api.call('POST', `/instagram/posts/${unknownId}/move`, admin.token, {
      direction: 'up',
    });
    expectProblem(missing, 404);
  });

  it('shows only active posts on the home page, in order, to everyone', async () => {
    const admin = await createUser(t, { role: 'admin' });
    // This test reads the whole home page list, so it starts from no posts.
    await t.database.db.delete(instagramPosts);
    const hidden = await featuredPost(admin.token, { display_order: 1, is_active: false });
    const shown = await featuredPost(admin.token, { display_order: 1 });
    const later = await featuredPost(admin.token, { display_order: 2 });
    const items = await featured();
    const ids = items.map((item) => item.post_id);
    expect(ids).toEqual([shown.post_id, later.post_id]);
    expect(ids).not.toContain(hidden.post_id);
    expect(items.length).toBeLessThanOrEqual(12);
    const everyActive = (await allPosts(admin.token)).filter((post) => post.is_active);
    expect(ids).toEqual(everyActive.slice(0, 12).map((post) => post.post_id));
    expect(items.find((item) => item.post_id === shown.post_id)).toEqual({
      post_id: shown.post_id,
      post_url: shown.post_url,
      caption_en: shown.caption_en,
      caption_tr: shown.caption_tr,
      image_url: shown.image_url,
    });

    const deactivated = await t.api.call(
      'POST',
      `/instagram/posts/${shown.post_id}/deactivate`,
      admin.token,
    );
    expect(expectStatus(deactivated, 200, instagramPostSchema).is_active).toBe(false);
    expect((await featured()).map((item) => item.post_id)).toEqual([later.post_id]);
    expect(await auditOf(t, 'instagram_post.deactivated', shown.post_id)).toHaveLength(1);
    // Deactivating again changes nothing and is not audited twice.
    expectStatus(
      await t.api.call('POST', `/instagram/posts/${shown.post_id}/deactivate`, admin.token),
      200,
    );
    expect(await auditOf(t, 'instagram_post.deactivated', shown.post_id)).toHaveLength(1);

    const activated = await t.api.call(
      'POST',
      `/instagram/posts/${hidden.post_id}/activate`,
      admin.token,
    );
    expect(expectStatus(activated, 200, instagramPostSchema).is_active).toBe(true);
    expect((await featured()).map((item) => item.post_id)).toEqual([hidden.post_id, later.post_id]);
    expect(await auditOf(t, 'instagram_post.activated', hidden.post_id)).toHaveLength(1);
  });

  it('pages the admin list and answers 404 for unknown images', async () => {
    const admin = await createUser(t, { role: 'admin' });
    // This test counts every post, so it starts from none.
    await t.database.db.delete(instagramPosts);
    const made: InstagramPostRow[] = [];
    for (let index = 0; index < 11; index += 1) made.push(await createInstagramPost(t));
    const page = await t.api.read(
      '/instagram/posts?page=1&page_size=10',
      admin.token,
      instagramPostPageSchema,
    );
    expect(page.page_size).toBe(10);
    expect(page.items.length).toBeLessThanOrEqual(10);
    expect(page.items.map((item) => item.post_id)).toEqual(
      made.slice(0, 10).map((row) => row.post_id),
    );
    expect(page.total).toBe(11);
    const second = await t.api.read(
      '/instagram/posts?page=2&page_size=10',
      admin.token,
      instagramPostPageSchema,
    );
    expect(second.items.map((item) => item.post_id)).toEqual([made[10]?.post_id]);
    expectProblem(await t.api.call('GET', '/instagram/posts?page_size=7', admin.token), 400);
    expectProblem(await t.api.call('GET', `/instagram/image/${unknownId}.webp`), 404);
    expectProblem(await t.api.call('GET', '/instagram/image/..%2F..%2Fetc.webp'), 400);
  });
});
