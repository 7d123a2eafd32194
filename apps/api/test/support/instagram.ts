import {
  instagramPostPageSchema,
  instagramPostSchema,
  type InstagramPost,
} from '@campus/contracts';
import type { TestContext } from './app';
import { createInstagramPost, type InstagramPostOptions } from './factories/instagram';

/** The instagram tests' helpers, bound to the test app of the file that uses them. */
export function createInstagramHelpers(t: TestContext) {
  /** A post made by the factory, as the admins' API shows it. */
  async function featuredPost(
    admin: string,
    options: InstagramPostOptions = {},
  ): Promise<InstagramPost> {
    const row = await createInstagramPost(t, options);
    return t.api.read(`/instagram/posts/${row.post_id}`, admin, instagramPostSchema);
  }

  async function allPosts(admin: string): Promise<InstagramPost[]> {
    return (await t.api.read('/instagram/posts?page_size=100', admin, instagramPostPageSchema))
      .items;
  }

  return { allPosts, featuredPost };
}
