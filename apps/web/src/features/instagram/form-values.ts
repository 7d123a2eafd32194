import {
  instagramLimits,
  type InstagramPost,
  type InstagramPostFieldsInput,
} from '@campus/contracts';
import type { InstagramPostFormFields } from './api';

/** What the post form holds; the image is kept beside it, as a chosen file. */
export type InstagramFormValues = InstagramPostFormFields;

export function newInstagramValues(): InstagramFormValues {
  return { post_url: '', caption_en: '', caption_tr: '', display_order: '', is_active: true };
}

export function toInstagramFormValues(post: InstagramPost): InstagramFormValues {
  return {
    post_url: post.post_url,
    caption_en: post.caption_en,
    caption_tr: post.caption_tr,
    display_order: String(post.display_order),
    is_active: post.is_active,
  };
}

/** The values as the multipart form sends them, for the contract's schema. */
export function toInstagramFieldsInput(values: InstagramFormValues): InstagramPostFieldsInput {
  const order = values.display_order.trim();
  return {
    post_url: values.post_url,
    caption_en: values.caption_en,
    caption_tr: values.caption_tr,
    ...(order === '' ? {} : { display_order: order }),
    is_active: values.is_active ? 'true' : 'false',
  };
}

export function sameValues(left: InstagramFormValues, right: InstagramFormValues): boolean {
  return (Object.keys(left) as (keyof InstagramFormValues)[]).every(
    (key) => left[key] === right[key],
  );
}

export const imageMaxMegabytes = instagramLimits.imageMaxBytes / (1024 * 1024);
const imageMediaTypes: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
const imageExtensions = /\.(png|jpe?g|webp)$/i;

export type ImageProblem = 'wrongType' | 'tooLarge' | 'empty';

/** Checks a chosen image before it is sent (the server checks its content again). */
export function checkImage(file: File): ImageProblem | undefined {
  const typeOk =
    file.type === '' ? imageExtensions.test(file.name) : imageMediaTypes.includes(file.type);
  if (!typeOk) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > instagramLimits.imageMaxBytes) return 'tooLarge';
  return undefined;
}
