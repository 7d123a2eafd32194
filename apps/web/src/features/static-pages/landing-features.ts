import {
  IconBook2,
  IconBriefcase,
  IconBulb,
  IconCalculator,
  IconCalendarEvent,
  IconCar,
  IconCrown,
  IconGitCommit,
  IconHeartHandshake,
  IconMessageQuestion,
  IconThumbUp,
  type Icon,
} from '@tabler/icons-react';
import { liveFeatureAreas } from '@campus/contracts';

/** One feature card of the landing page; its texts live under `landing.features.{key}`. */
export interface LandingFeature {
  key: string;
  icon: Icon;
  color: string;
  /**
   * The page the card opens. Pages that need sign-in are linked too: the route
   * guard sends a visitor to sign in and back.
   */
  to: string;
  /** Set when `to` is public but shows the feature only once signed in: visitors go through the sign-in first. */
  signInFirst?: true;
}

/**
 * The features named in the product's interface texts, in the order the landing
 * page shows them. VIP data live on the course pages; the listings boards on
 * `/home`; the events have no page, so their card opens `/home` with the
 * header's events drawer open (`?events=open`).
 */
export const LANDING_FEATURES: readonly LandingFeature[] = [
  { key: 'courses', icon: IconBook2, color: 'blue', to: '/courses' },
  { key: 'vip', icon: IconCrown, color: 'yellow', to: '/courses' },
  { key: 'gpa', icon: IconCalculator, color: 'teal', to: '/gpa' },
  { key: 'therapy', icon: IconHeartHandshake, color: 'pink', to: '/psychology/display' },
  { key: 'questions', icon: IconMessageQuestion, color: 'violet', to: '/qa/display' },
  {
    key: 'events',
    icon: IconCalendarEvent,
    color: 'orange',
    to: '/home?events=open',
    signInFirst: true,
  },
  { key: 'information', icon: IconBulb, color: 'lime', to: '/information/display' },
  { key: 'devlog', icon: IconGitCommit, color: 'gray', to: '/dev/display' },
  { key: 'listings', icon: IconCar, color: 'cyan', to: '/home' },
  { key: 'career', icon: IconBriefcase, color: 'indigo', to: '/career' },
  { key: 'voting', icon: IconThumbUp, color: 'grape', to: '/admin/vote/all' },
];

/** The features statistic, as the product states it: the live feature areas, with a plus. */
export const LANDING_FEATURE_STAT = `${String(liveFeatureAreas.length)}+`;
