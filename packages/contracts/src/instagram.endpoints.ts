import { defineEndpoints } from './endpoint';
import {
  instagramFeaturedListSchema,
  instagramImageParamsSchema,
  instagramLimits,
  instagramListQuerySchema,
  instagramMoveBodySchema,
  instagramPostFieldsSchema,
  instagramPostIdParamsSchema,
  instagramPostPageSchema,
  instagramPostSchema,
} from './instagram';
import { binaryFileSchema } from './schema-parts';

const formDescription =
  'multipart: post_url (https://www.instagram.com/p/…, /reel/… or /tv/…), caption_en and caption_tr (1–300 characters each), display_order (1–999; last when absent), is_active (true|false), and the image `file` (PNG, JPG or WebP up to 2 MB, stored as WebP without metadata)';

/** What an upload may answer besides its kind's problems. */
const uploadProblems = [404, 409, 413, 415] as const;

/** The Instagram posts featured on the home page, and their management (admins). */
export const instagramEndpoints = defineEndpoints('instagram', {
  listFeatured: {
    method: 'GET',
    path: '/instagram/featured',
    access: 'public',
    summary: `The home page's Instagram posts: the first ${String(instagramLimits.featuredMax)} active ones in display order`,
    response: instagramFeaturedListSchema,
  },
  getImage: {
    method: 'GET',
    path: '/instagram/image/:file',
    access: 'public',
    summary: "A post's image (`{post_id}.webp`), public so that <img> needs no token",
    params: instagramImageParamsSchema,
    response: binaryFileSchema,
    responseKind: 'file',
    problems: [404],
  },
  list: {
    method: 'GET',
    path: '/instagram/posts',
    access: 'admin',
    summary: 'Every featured post, active or not, in display order (admins)',
    query: instagramListQuerySchema,
    response: instagramPostPageSchema,
  },
  get: {
    method: 'GET',
    path: '/instagram/posts/:post_id',
    access: 'admin',
    summary: 'One featured post (admins)',
    params: instagramPostIdParamsSchema,
    response: instagramPostSchema,
    problems: [404],
  },
  create: {
    method: 'POST',
    path: '/instagram/posts',
    access: 'admin',
    summary: `Feature a post (admins); ${formDescription}, required`,
    body: instagramPostFieldsSchema,
    bodyKind: 'multipart',
    status: 201,
    response: instagramPostSchema,
    problems: uploadProblems,
  },
  update: {
    method: 'PUT',
    path: '/instagram/posts/:post_id',
    access: 'admin',
    summary: `Edit a featured post (admins); ${formDescription}, optional: a new one replaces the old`,
    params: instagramPostIdParamsSchema,
    body: instagramPostFieldsSchema,
    bodyKind: 'multipart',
    response: instagramPostSchema,
    problems: uploadProblems,
  },
  move: {
    method: 'POST',
    path: '/instagram/posts/:post_id/move',
    access: 'admin',
    summary:
      'Move a post one place up or down; the posts are then numbered 1, 2, 3… in order (admins)',
    params: instagramPostIdParamsSchema,
    body: instagramMoveBodySchema,
    response: instagramPostSchema,
    problems: [404],
  },
  activate: {
    method: 'POST',
    path: '/instagram/posts/:post_id/activate',
    access: 'admin',
    summary: 'Show the post on the home page (admins)',
    params: instagramPostIdParamsSchema,
    response: instagramPostSchema,
    problems: [404],
  },
  deactivate: {
    method: 'POST',
    path: '/instagram/posts/:post_id/deactivate',
    access: 'admin',
    summary: 'Hide the post from the home page (admins)',
    params: instagramPostIdParamsSchema,
    response: instagramPostSchema,
    problems: [404],
  },
  remove: {
    method: 'DELETE',
    path: '/instagram/posts/:post_id',
    access: 'admin',
    summary: 'Delete a featured post and its image (admins)',
    params: instagramPostIdParamsSchema,
    status: 204,
    response: 'empty',
    problems: [404],
  },
});
