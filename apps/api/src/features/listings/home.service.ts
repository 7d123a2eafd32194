import { homeCardListingCount, liveFeatureAreas, type HomeMain } from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import type { ListingsCard } from './listings.service';

export interface HomeDependencies {
  /** The courses feature's statistics: active courses, and those with VIP data. */
  courseStatistics: () => Promise<{ open_courses: number; vip_courses: number }>;
  /** The events feature: active events with at least one date and time from now on. */
  activeEventsCount: () => Promise<number>;
  /** The listings boards' newest listings per category. */
  listingCards: (viewer: AuthUser, limit: number) => Promise<ListingsCard[]>;
}

/** `GET /home/main`: the statistics, the five listings cards and the active events count. */
export function createHomeService({
  courseStatistics,
  activeEventsCount,
  listingCards,
}: HomeDependencies) {
  return {
    async main(viewer: AuthUser): Promise<HomeMain> {
      const [statistics, cards, activeEvents] = await Promise.all([
        courseStatistics(),
        listingCards(viewer, homeCardListingCount),
        activeEventsCount(),
      ]);
      return {
        statistics: {
          courses_open: statistics.open_courses,
          vip_courses: statistics.vip_courses,
          features: liveFeatureAreas.length,
        },
        cards,
        active_events: activeEvents,
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
