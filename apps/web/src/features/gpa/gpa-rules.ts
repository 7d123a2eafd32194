import {
  gpaLimits,
  gradeLetters,
  gradeScale,
  type GpaCourseRecord,
  type GpaSemesterRecord,
  type GradeLetter,
} from '@campus/contracts';

/**
 * The GPA rules of PRODUCT.md "Courses" on the Turkish 4.00 scale: pure
 * functions, so the page only renders what they answer. Values are never
 * rounded here; rounding is for display only (`formatGpa`). The bounds of the
 * fields are the contract's `gpaLimits`, shared with the copy kept in the profile.
 */

export { gradeLetters, type GradeLetter };

/** The highest grade point of the scale (AA). */
export const maxGradePoints = Math.max(...gradeScale.map((grade) => grade.points));

const pointsByLetter: ReadonlyMap<string, number> = new Map(
  gradeScale.map((grade) => [grade.letter, grade.points]),
);

export function isGradeLetter(value: unknown): value is GradeLetter {
  return typeof value === 'string' && pointsByLetter.has(value);
}

export function gradePoints(letter: GradeLetter): number {
  return pointsByLetter.get(letter) ?? 0;
}

/** One course row; credits and grade are null while empty (for example a course in progress). */
export type GpaCourse = GpaCourseRecord;

export type GpaSemester = GpaSemesterRecord;

/** Whether a number lies within the bounds, both included. */
export function isWithin(value: number | null, min: number, max: number): value is number {
  return value !== null && Number.isFinite(value) && value >= min && value <= max;
}

export interface GpaResult {
  /** Null when no course counts. */
  gpa: number | null;
  /** The credits of the courses that count. */
  credits: number;
}

export function isValidCredits(credits: number | null): credits is number {
  return isWithin(credits, gpaLimits.minCredits, gpaLimits.maxCredits);
}

export function isValidTarget(target: number | null): target is number {
  return isWithin(target, gpaLimits.minTarget, gpaLimits.maxTarget);
}

export function isValidPlannerCredits(credits: number | null): credits is number {
  return isWithin(credits, gpaLimits.minPlannerCredits, gpaLimits.maxPlannerCredits);
}

/** A course counts when it has a grade and valid credits above zero. */
export function isCounted(course: GpaCourse): boolean {
  return course.grade !== null && isValidCredits(course.credits) && course.credits > 0;
}

/** The weighted average Σ(points × credits) / Σ credits over the courses that count. */
export function weightedGpa(courses: readonly GpaCourse[]): GpaResult {
  let credits = 0;
  let weighted = 0;
  for (const course of courses) {
    if (!isCounted(course) || course.grade === null || course.credits === null) continue;
    credits += course.credits;
    weighted += gradePoints(course.grade) * course.credits;
  }
  if (credits === 0) return { gpa: null, credits: 0 };
  // Clamp away floating-point drift outside the scale.
  return { gpa: Math.min(maxGradePoints, Math.max(0, weighted / credits)), credits };
}

/** One semester's GPA: every counted course of the semester, repeats included. */
export function semesterGpa(semester: GpaSemester): GpaResult {
  return weightedGpa(semester.courses);
}

/** Course codes compare without spaces and case, so "cmpe 150" repeats "CMPE150". */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '').toLocaleUpperCase('tr');
}

export interface CumulativeResult extends GpaResult {
  /** Earlier attempts left out because the same course was taken again later. */
  replacedAttempts: number;
}

/**
 * The cumulative GPA over all semesters. When a course code is graded more
 * than once, only the latest attempt (later semester, or lower row in the same
 * semester) counts. Courses without a code cannot be matched and always count.
 */
export function cumulativeGpa(semesters: readonly GpaSemester[]): CumulativeResult {
  const replaced = replacedCourseIds(semesters);
  const kept = semesters.flatMap((semester) =>
    semester.courses.filter((course) => isCounted(course) && !replaced.has(course.id)),
  );
  return { ...weightedGpa(kept), replacedAttempts: replaced.size };
}

/** The counted courses that a later graded attempt of the same code replaces. */
export function replacedCourseIds(semesters: readonly GpaSemester[]): ReadonlySet<string> {
  const counted = semesters.flatMap((semester) => semester.courses.filter(isCounted));
  const latestByCode = new Map<string, string>();
  for (const course of counted) {
    const code = normalizeCode(course.code);
    if (code !== '') latestByCode.set(code, course.id);
  }
  const replaced = new Set<string>();
  for (const course of counted) {
    const code = normalizeCode(course.code);
    if (code !== '' && latestByCode.get(code) !== course.id) replaced.add(course.id);
  }
  return replaced;
}

export type NeededAnswer =
  | { kind: 'reached' }
  | { kind: 'reachable'; needed: number }
  /** `semestersAtFullAA` is null when no number of AA semesters reaches the target. */
  | { kind: 'unreachable'; needed: number; semestersAtFullAA: number | null };

export interface NeededInput {
  currentGpa: number;
  currentCredits: number;
  nextCredits: number;
  target: number;
}

/** Tolerance for comparisons of computed averages, far below the 2-decimal display. */
const epsilon = 1e-9;

/**
 * "What do I need": the semester average needed for the target cumulative GPA,
 * (target × (C + c) − current × C) / c. Null when the coming semester has no credits.
 */
export function neededAverage({
  currentGpa,
  currentCredits,
  nextCredits,
  target,
}: NeededInput): NeededAnswer | null {
  if (!(nextCredits > 0) || !Number.isFinite(nextCredits)) return null;
  const credits = Math.max(0, currentCredits);
  const needed = (target * (credits + nextCredits) - currentGpa * credits) / nextCredits;
  if (needed <= epsilon) return { kind: 'reached' };
  if (needed <= maxGradePoints + epsilon) return { kind: 'reachable', needed };
  return {
    kind: 'unreachable',
    needed,
    semestersAtFullAA: semestersAtFullAA({
      currentGpa,
      currentCredits: credits,
      nextCredits,
      target,
    }),
  };
}

/**
 * The fewest semesters of `nextCredits` credits, all AA, after which the
 * cumulative GPA reaches the target: the least n with
 * n × c × (4 − target) ≥ C × (target − current). Null when the target is 4.00
 * (or above) and the record already holds a lower grade.
 */
export function semestersAtFullAA({
  currentGpa,
  currentCredits,
  nextCredits,
  target,
}: NeededInput): number | null {
  const gap = currentCredits * (target - currentGpa);
  if (gap <= epsilon) return 0;
  const gainPerSemester = nextCredits * (maxGradePoints - target);
  if (gainPerSemester <= epsilon) return null;
  return Math.max(1, Math.ceil(gap / gainPerSemester - epsilon));
}

/** The cumulative GPA after a number of semesters of `nextCredits` credits at a given average. */
export function gpaAfter(input: NeededInput, average: number, semesters = 1): number {
  const added = input.nextCredits * semesters;
  return (
    (input.currentGpa * input.currentCredits + average * added) / (input.currentCredits + added)
  );
}

/** A needed average rounded up to two decimals, so reaching the shown value is enough. */
export function roundUpNeeded(needed: number): number {
  return Math.ceil(needed * 100 - epsilon * 100) / 100;
}

/** Two decimals, for display only. */
export function formatGpa(value: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

export type GpaBand = 'excellent' | 'good' | 'fair' | 'low' | 'none';

/** The colour band of a GPA: 3.50+ (high honour), 3.00+ (honour), 2.00+ (standing), below. */
export function gpaBand(gpa: number | null): GpaBand {
  if (gpa === null) return 'none';
  // Bands follow the shown (rounded) value, so 3.499 shown as 3.50 is in the top band.
  const shown = Math.round(gpa * 100) / 100;
  if (shown >= 3.5) return 'excellent';
  if (shown >= 3) return 'good';
  if (shown >= 2) return 'fair';
  return 'low';
}

export const bandColors: Record<GpaBand, string> = {
  excellent: 'teal',
  good: 'blue',
  fair: 'orange',
  low: 'red',
  none: 'gray',
};
