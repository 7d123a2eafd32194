import { z } from 'zod';

/** `POST /analytics/page-view`: one page view, sent only with analytics consent. */
export const pageViewSchema = z.object({
  /** Full path of the page, with its query string, for example `/faq?x=1`. */
  path: z.string().min(1).max(2000).startsWith('/'),
  /** The document title when the view was reported. */
  title: z.string().max(300).default(''),
});
export type PageView = z.infer<typeof pageViewSchema>;
