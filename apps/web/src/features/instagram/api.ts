import { useQuery } from '@tanstack/react-query';
import { instagramEndpoints, instagramLimits, type InstagramFeaturedList } from '@campus/contracts';
import { endpointQuery, useEndpointMutation } from '../../lib/endpoint-client';

const itemsOf = (list: InstagramFeaturedList) => list.items;

/** The home page's active posts in display order (public). */
export function useFeaturedPosts() {
  return useQuery({ ...endpointQuery(instagramEndpoints.listFeatured, {}), select: itemsOf });
}

/**
 * Every post in display order (admins). There are at most `postsMax` posts,
 * so one page of that size holds them all.
 */
export function useAdminPosts() {
  return useQuery(
    endpointQuery(instagramEndpoints.list, {
      query: { page: 1, page_size: instagramLimits.postsMax },
    }),
  );
}

/** The text fields of the post form as the API reads them (multipart). */
export interface InstagramPostFormFields {
  post_url: string;
  caption_en: string;
  caption_tr: string;
  display_order: string;
  is_active: boolean;
}

/** The multipart body of a post: its fields, and the image when one was chosen. */
export function instagramPostForm(fields: InstagramPostFormFields, image: File | null): FormData {
  const body = new FormData();
  body.append('post_url', fields.post_url);
  body.append('caption_en', fields.caption_en);
  body.append('caption_tr', fields.caption_tr);
  if (fields.display_order.trim() !== '') body.append('display_order', fields.display_order.trim());
  body.append('is_active', fields.is_active ? 'true' : 'false');
  if (image !== null) body.append('file', image, image.name);
  return body;
}

export const useCreateInstagramPost = () =>
  useEndpointMutation(instagramEndpoints.create, { refreshOnError: true });
export const useUpdateInstagramPost = () =>
  useEndpointMutation(instagramEndpoints.update, { refreshOnError: true });
export const useMoveInstagramPost = () =>
  useEndpointMutation(instagramEndpoints.move, { refreshOnError: true });
export const useActivateInstagramPost = () =>
  useEndpointMutation(instagramEndpoints.activate, { refreshOnError: true });
export const useDeactivateInstagramPost = () =>
  useEndpointMutation(instagramEndpoints.deactivate, { refreshOnError: true });
export const useDeleteInstagramPost = () =>
  useEndpointMutation(instagramEndpoints.remove, { refreshOnError: true });
