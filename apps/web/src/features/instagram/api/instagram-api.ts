import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  instagramFeaturedListSchema,
  instagramLimits,
  instagramPostPageSchema,
  instagramPostSchema,
  type InstagramFeaturedPost,
  type InstagramPost,
  type InstagramPostPage,
} from '@campus/contracts';
import type { ResponsePromise } from 'ky';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/** TanStack Query keys of the Instagram feature. */
export const instagramKeys = {
  all: ['instagram'] as const,
  featured: () => [...instagramKeys.all, 'featured'] as const,
  admin: () => [...instagramKeys.all, 'admin'] as const,
};

/** `GET instagram/featured` (public): the home page's active posts in display order. */
export async function fetchFeaturedPosts(): Promise<InstagramFeaturedPost[]> {
  return withProblem(
    async () =>
      instagramFeaturedListSchema.parse(await api.get('instagram/featured').json<unknown>()).items,
  );
}

export function useFeaturedPosts() {
  return useQuery({ queryKey: instagramKeys.featured(), queryFn: fetchFeaturedPosts });
}

/**
 * `GET instagram/posts` (admins): every post in display order. There are at
 * most `postsMax` posts, so one page of that size holds them all.
 */
export async function fetchAdminPosts(): Promise<InstagramPostPage> {
  const searchParams = new URLSearchParams({
    page: '1',
    page_size: String(instagramLimits.postsMax),
  });
  return withProblem(async () =>
    instagramPostPageSchema.parse(
      await api.get('instagram/posts', { searchParams }).json<unknown>(),
    ),
  );
}

export function useAdminPosts() {
  return useQuery({ queryKey: instagramKeys.admin(), queryFn: fetchAdminPosts });
}

/** The text fields of the post form as the API reads them (multipart). */
export interface InstagramPostFormFields {
  post_url: string;
  caption_en: string;
  caption_tr: string;
  display_order: string;
  is_active: boolean;
}

function formDataOf(fields: InstagramPostFormFields, image: File | null): FormData {
  const body = new FormData();
  body.append('post_url', fields.post_url);
  body.append('caption_en', fields.caption_en);
  body.append('caption_tr', fields.caption_tr);
  if (fields.display_order.trim() !== '') body.append('display_order', fields.display_order.trim());
  body.append('is_active', fields.is_active ? 'true' : 'false');
  if (image !== null) body.append('file', image, image.name);
  return body;
}

async function readPost(response: ResponsePromise): Promise<InstagramPost> {
  return instagramPostSchema.parse(await response.json<unknown>());
}

/** `POST instagram/posts` (admins, multipart with the image). */
export async function createInstagramPost({
  fields,
  image,
}: {
  fields: InstagramPostFormFields;
  image: File | null;
}): Promise<InstagramPost> {
  return withProblem(() =>
    readPost(api.post('instagram/posts', { body: formDataOf(fields, image) })),
  );
}

/** `PUT instagram/posts/{post_id}` (admins); a new image replaces the old one. */
export async function updateInstagramPost({
  postId,
  fields,
  image,
}: {
  postId: string;
  fields: InstagramPostFormFields;
  image: File | null;
}): Promise<InstagramPost> {
  return withProblem(() =>
    readPost(api.put(`instagram/posts/${postId}`, { body: formDataOf(fields, image) })),
  );
}

/** `POST instagram/posts/{post_id}/move`. */
export async function moveInstagramPost({
  postId,
  direction,
}: {
  postId: string;
  direction: 'up' | 'down';
}): Promise<InstagramPost> {
  return withProblem(() =>
    readPost(api.post(`instagram/posts/${postId}/move`, { json: { direction } })),
  );
}

/** `POST instagram/posts/{post_id}/activate` or `/deactivate`. */
export async function setInstagramPostActive({
  postId,
  active,
}: {
  postId: string;
  active: boolean;
}): Promise<InstagramPost> {
  return withProblem(() =>
    readPost(api.post(`instagram/posts/${postId}/${active ? 'activate' : 'deactivate'}`)),
  );
}

/** `DELETE instagram/posts/{post_id}`. */
export async function deleteInstagramPost(postId: string): Promise<void> {
  await withProblem(() => api.delete(`instagram/posts/${postId}`));
}

function useInstagramMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: instagramKeys.all });
    },
  });
}

export function useCreateInstagramPost() {
  return useInstagramMutation(createInstagramPost);
}

export function useUpdateInstagramPost() {
  return useInstagramMutation(updateInstagramPost);
}

export function useMoveInstagramPost() {
  return useInstagramMutation(moveInstagramPost);
}

export function useSetInstagramPostActive() {
  return useInstagramMutation(setInstagramPostActive);
}

export function useDeleteInstagramPost() {
  return useInstagramMutation(deleteInstagramPost);
}
