import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  instagramEndpoints,
  instagramLimits,
  type Endpoint,
  type InstagramFeaturedList,
} from '@campus/contracts';
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

/** A change of the posts; every Instagram answer is read again after it, after a failure too. */
function useInstagramChange<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoint, {
    onError: () => queryClient.invalidateQueries({ queryKey: [endpoint.feature] }),
  });
}

export const useCreateInstagramPost = () => useInstagramChange(instagramEndpoints.create);
export const useUpdateInstagramPost = () => useInstagramChange(instagramEndpoints.update);
export const useMoveInstagramPost = () => useInstagramChange(instagramEndpoints.move);
export const useActivateInstagramPost = () => useInstagramChange(instagramEndpoints.activate);
export const useDeactivateInstagramPost = () => useInstagramChange(instagramEndpoints.deactivate);
export const useDeleteInstagramPost = () => useInstagramChange(instagramEndpoints.remove);
