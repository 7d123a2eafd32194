import { z } from 'zod';

/** `POST /analytics/page-view`: one page view, sent only with analytics consent. */
export const pageViewSchema = z.object({
  /** Full path of the page, with its query string, for example `/faq?x=1`. */
  path: z.string().min(1).max(2000).startsWith('/'),
  /** The document title when the view was reported. */
  title: z.string().max(300).default(''),
});
export type PageView = z.infer<typeof pageViewSchema>;

/** The periods the admin dashboard offers for page views, in days. */
export const pageViewPeriods = [7, 30, 90] as const;

/** `GET /admin/analytics/page-views?days=` (admins). */
export const pageViewsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => (pageViewPeriods as readonly number[]).includes(value), {
      message: `days must be one of ${pageViewPeriods.join(', ')}`,
    })
    .default(30),
});
export type PageViewsQuery = z.infer<typeof pageViewsQuerySchema>;

/** How many paths the report names; the views of all others are summed per day. */
export const pageViewsReportedPaths = 200;

/** Views of one path on one day (days without views are left out). */
export const pageViewCountSchema = z.object({
  day: z.iso.date(),
  path: z.string(),
  views: z.number().int(),
});
export type PageViewCount = z.infer<typeof pageViewCountSchema>;

export const pageViewsReportSchema = z.object({
  /** The first and the last day of the period (UTC days), both included. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** Views per day and path for the most viewed paths of the period. */
  rows: z.array(pageViewCountSchema),
  /** Views per day of the paths beyond the most viewed ones. */
  other: z.array(z.object({ day: z.iso.date(), views: z.number().int() })),
  total_views: z.number().int(),
});
export type PageViewsReport = z.infer<typeof pageViewsReportSchema>;
