import { z } from 'zod';
import { listingCategorySchema, listingSchema } from './listings';

/**
 * The feature areas that are live for students, which the home statistic
 * "6+ features" counts: the course catalogue, course experiences (VIP), the
 * GPA calculator, the listings board, events and the dev log.
 */
export const liveFeatureAreas = [
  'course_catalogue',
  'course_experiences',
  'gpa_calculator',
  'listings',
  'events',
  'dev_log',
] as const;
export type LiveFeatureArea = (typeof liveFeatureAreas)[number];

/** How many newest listings each home card shows. */
export const homeCardListingCount = 3;

/**
 * A count as the home statistics show it (SPEC.md: "600+ courses open"):
 * rounded down to its hundreds, or to its tens below a hundred, with a plus.
 */
export function formatHomeStatistic(count: number): string {
  if (count >= 100) return `${String(Math.floor(count / 100) * 100)}+`;
  if (count >= 10) return `${String(Math.floor(count / 10) * 10)}+`;
  return String(count);
}

export const homeStatisticsSchema = z.object({
  /** Active courses: their ratings and public experiences are open to everyone. */
  courses_open: z.number().int(),
  /** Active courses with approved experiences: VIP data exists for them. */
  vip_courses: z.number().int(),
  /** The number of live feature areas (`liveFeatureAreas`). */
  features: z.number().int(),
});
export type HomeStatistics = z.infer<typeof homeStatisticsSchema>;

/** One home card: a listings category, how many listings are on its board, and the newest ones. */
export const homeCardSchema = z.object({
  category: listingCategorySchema,
  total: z.number().int(),
  listings: z.array(listingSchema),
});
export type HomeCard = z.infer<typeof homeCardSchema>;

/** `GET /home/main` (signed in). */
export const homeMainSchema = z.object({
  statistics: homeStatisticsSchema,
  cards: z.array(homeCardSchema),
  /** Active events with at least one date and time from now on. */
  active_events: z.number().int(),
});
export type HomeMain = z.infer<typeof homeMainSchema>;
