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
}

/** The features named in the product's interface texts, in the order the landing page shows them. */
export const LANDING_FEATURES: readonly LandingFeature[] = [
  { key: 'courses', icon: IconBook2, color: 'blue' },
  { key: 'vip', icon: IconCrown, color: 'yellow' },
  { key: 'gpa', icon: IconCalculator, color: 'teal' },
  { key: 'therapy', icon: IconHeartHandshake, color: 'pink' },
  { key: 'questions', icon: IconMessageQuestion, color: 'violet' },
  { key: 'events', icon: IconCalendarEvent, color: 'orange' },
  { key: 'information', icon: IconBulb, color: 'lime' },
  { key: 'devlog', icon: IconGitCommit, color: 'gray' },
  { key: 'listings', icon: IconCar, color: 'cyan' },
  { key: 'career', icon: IconBriefcase, color: 'indigo' },
  { key: 'voting', icon: IconThumbUp, color: 'grape' },
];

/** The features statistic, as the product states it: the live feature areas, with a plus. */
export const LANDING_FEATURE_STAT = `${String(liveFeatureAreas.length)}+`;
