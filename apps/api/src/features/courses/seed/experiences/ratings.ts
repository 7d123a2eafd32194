import type { GradeLetter } from '@campus/contracts';
import type { Random } from '../../../../platform/seeded-random';
import { clampRating, gaussian, type CourseProfile } from './course-profile';
import type { Ratings } from './types';

/**
 * How fair each instructor's grading feels to students (1-5), drawn once per
 * instructor, so that one instructor's courses agree with each other.
 */
export function createGradingFairness(random: Random): (instructor: string) => number {
  const byInstructor = new Map<string, number>();
  return (instructor) => {
    const known = byInstructor.get(instructor);
    if (known !== undefined) return known;
    const fairness = 3.4 + gaussian(random) * 0.7;
    byInstructor.set(instructor, fairness);
    return fairness;
  };
}

/**
 * One student's ratings: the course's means plus personal scatter. A student
 * who found the course hard also tends to report more work; `mood` is the
 * student's general generosity.
 */
export function drawRatings(
  profile: CourseProfile,
  fairness: number,
  mood: number,
  random: Random,
): Ratings {
  const difficultyNoise = gaussian(random) * 0.75;
  return {
    rating_difficulty: clampRating(profile.difficulty + difficultyNoise),
    rating_workload: clampRating(
      profile.workload + difficultyNoise * 0.45 + gaussian(random) * 0.55,
    ),
    rating_usefulness: clampRating(profile.usefulness + mood + gaussian(random) * 0.7),
    rating_grading: clampRating(fairness + mood * 0.6 + gaussian(random) * 0.7),
  };
}

/** Score thresholds of the letters, best first; below the last one is FF. */
const letterThresholds: readonly (readonly [GradeLetter, number])[] = [
  ['AA', 1.45],
  ['BA', 0.9],
  ['BB', 0.35],
  ['CB', -0.15],
  ['CC', -0.65],
  ['DC', -1.05],
  ['DD', -1.4],
  ['FD', -1.6],
];

/**
 * The letter a student received: the student's ability, the course's
 * difficulty and the fairness the student felt, with some luck. Seminars and
 * internships are pass/fail and have no letter.
 */
export function drawGrade(
  profile: CourseProfile,
  ratings: Ratings,
  ability: number,
  random: Random,
): GradeLetter | null {
  if (profile.kind === 'seminar' || profile.kind === 'internship') return null;
  if (random.next() < 0.04) return null;
  const score =
    ability +
    gaussian(random) * 0.7 -
    0.35 * (ratings.rating_difficulty - 3) +
    0.25 * (ratings.rating_grading - 3) +
    (profile.year >= 5 ? 0.5 : 0);
  return letterThresholds.find(([, threshold]) => score >= threshold)?.[0] ?? 'FF';
}
