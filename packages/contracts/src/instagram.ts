import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './pagination';
import { timestampsShape, trimmedText } from './schema-parts';

/**
 * The Instagram posts featured on the home page: an admin pastes a post's
 * link, writes a caption in both languages (both required: the caption is
 * also the image's alt text) and uploads the image shown for it.
 */
export const instagramLimits = {
  captionMaxLength: 300,
  postUrlMaxLength: 300,
  orderMin: 1,
  orderMax: 999,
  /** The most posts kept at once (the home page shows the first `featuredMax` active ones). */
  postsMax: 100,
  featuredMax: 12,
  imageMaxBytes: 2 * 1024 * 1024,
} as const;

export const instagramPostUrlMessage =
  'post_url must be an Instagram post link such as https://www.instagram.com/p/…/';
export const instagramOrderMessage = `display_order must be a whole number from ${String(instagramLimits.orderMin)} to ${String(instagramLimits.orderMax)}`;
export const instagramImageTooLargeMessage = 'The image is too large; the limit is 2 MB';

const instagramHosts = new Set(['instagram.com', 'www.instagram.com']);
const instagramPathPattern = /^\/(p|reel|tv)\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * An Instagram post's link in its one canonical form
 * (`https://www.instagram.com/p/{code}/`), or undefined when the text is not
 * an https link to a post, reel or video on instagram.com. Share links'
 * tracking query (`?igsh=…`) and fragment are dropped.
 */
export function canonicalInstagramUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined;
  if (url.port !== '' || !instagramHosts.has(url.hostname.toLowerCase())) return undefined;
  const match = instagramPathPattern.exec(url.pathname);
  if (match === null) return undefined;
  return `https://www.instagram.com/${match[1] ?? 'p'}/${match[2] ?? ''}/`;
}

export const instagramPostUrlSchema = trimmedText(1, instagramLimits.postUrlMaxLength)
  .refine((value) => canonicalInstagramUrl(value) !== undefined, {
    message: instagramPostUrlMessage,
  })
  .transform((value) => canonicalInstagramUrl(value) ?? value);

const captionSchema = trimmedText(1, instagramLimits.captionMaxLength);

/** `true`/`false` as a multipart form sends it. */
const formBooleanSchema = z
  .enum(['true', 'false'], { message: 'is_active must be true or false' })
  .transform((value) => value === 'true');

const displayOrderSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, { message: instagramOrderMessage })
  .transform(Number)
  .refine((value) => value >= instagramLimits.orderMin && value <= instagramLimits.orderMax, {
    message: instagramOrderMessage,
  });

/**
 * The text fields of `POST /instagram/posts` and `PUT /instagram/posts/{post_id}`
 * (multipart, with the image as `file`, required when adding). Without
 * `display_order` a new post goes last; without `is_active` it is shown.
 */
export const instagramPostFieldsSchema = z.object({
  post_url: instagramPostUrlSchema,
  caption_en: captionSchema,
  caption_tr: captionSchema,
  display_order: displayOrderSchema.optional(),
  is_active: formBooleanSchema.optional(),
});
export type InstagramPostFields = z.infer<typeof instagramPostFieldsSchema>;
export type InstagramPostFieldsInput = z.input<typeof instagramPostFieldsSchema>;

/** One featured post as admins manage it. */
export const instagramPostSchema = z.object({
  post_id: z.uuid(),
  post_url: z.string(),
  caption_en: z.string(),
  caption_tr: z.string(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  /** Versioned: a replaced image gets a new address. */
  image_url: z.string(),
  ...timestampsShape,
});
export type InstagramPost = z.infer<typeof instagramPostSchema>;

export const instagramPostPageSchema = pageSchema(instagramPostSchema);
export type InstagramPostPage = z.infer<typeof instagramPostPageSchema>;

export const instagramListQuerySchema = paginationQuerySchema;
export type InstagramListQuery = z.infer<typeof instagramListQuerySchema>;

export const instagramPostIdParamsSchema = z.object({ post_id: z.uuid() });

/** `{post_id}.webp`, the public image of a post. */
export const instagramImageParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[0-9a-fA-F-]{36}\.webp$/, { message: 'file must be a post id followed by .webp' }),
});

export const instagramMoveDirections = ['up', 'down'] as const;

/** `POST /instagram/posts/{post_id}/move`: one place earlier or later in the display order. */
export const instagramMoveBodySchema = z.object({
  direction: z.enum(instagramMoveDirections),
});
export type InstagramMoveBody = z.infer<typeof instagramMoveBodySchema>;

/** A post as the home page shows it (public). */
export const instagramFeaturedPostSchema = instagramPostSchema.pick({
  post_id: true,
  post_url: true,
  caption_en: true,
  caption_tr: true,
  image_url: true,
});
export type InstagramFeaturedPost = z.infer<typeof instagramFeaturedPostSchema>;

export const instagramFeaturedListSchema = z.object({
  items: z.array(instagramFeaturedPostSchema),
});
export type InstagramFeaturedList = z.infer<typeof instagramFeaturedListSchema>;

/** Where a post's image is served, under the API base (`/api/`). */
export function instagramImagePath(postId: string): string {
  return `instagram/image/${postId}.webp`;
}
