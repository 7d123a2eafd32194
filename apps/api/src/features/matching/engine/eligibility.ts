import type { ScoringModel } from './scoring';
import { similarityKind } from './similarity';

/**
 * Eligibility before any scoring (MATCHING.md "Eligibility"), both ways: each
 * side's physical filters on the other, the round's rules, and the filter
 * criteria of the questionnaire. Every check is symmetric in the two people.
 */

/**
 * The physical records, one entry per participant in each array; -1 is
 * "unknown" (or "no bound"). Codes (gender, campus, department) are the
 * caller's small integers; masks are bit sets of such codes.
 */
export interface EncodedPhysicals {
  birthYear: Int32Array;
  /** Gender code 0..30. */
  gender: Int32Array;
  /** Dating rounds: the bit mask of the gender codes sought (bit g for code g). */
  gendersSought: Int32Array;
  /** The accepted age range (years, inclusive). */
  ageMin: Int32Array;
  ageMax: Int32Array;
  /** Height in cm and the accepted range (only where the round enables heights). */
  height: Int32Array;
  heightMin: Int32Array;
  heightMax: Int32Array;
  campus: Int32Array;
  /** 1: this person accepts only the same campus. */
  sameCampus: Uint8Array;
  department: Int32Array;
  classYear: Int32Array;
  /** Bit mask of language codes (0 = not given). */
  languages: Int32Array;
  /** Bit mask: 1 in person, 2 online (3 either; 0 = not given). */
  meetingModes: Int32Array;
}

export const meetingMode = { inPerson: 1, online: 2, either: 3 } as const;

export type DepartmentRule = 'any' | 'same' | 'other';

export interface EligibilityRules {
  /** Ages are referenceYear − birthYear. */
  referenceYear: number;
  /** Genders sought apply only in dating rounds. */
  dating: boolean;
  heightEnabled: boolean;
  /** The largest class-year gap, or null for any. */
  maxClassYearGap: number | null;
  department: DepartmentRule;
}

export type FilterName =
  | 'age'
  | 'gender'
  | 'height'
  | 'language'
  | 'meeting_mode'
  | 'campus'
  | 'class_year'
  | 'department';

/** Does a's range [min, max] (bounds -1 = none) accept b's value (-1 = unknown fails a bound)? */
function inRange(min: number, max: number, value: number): boolean {
  if (min < 0 && max < 0) return true;
  if (value < 0) return false;
  return (min < 0 || value >= min) && (max < 0 || value <= max);
}

function ageOf(p: EncodedPhysicals, rules: EligibilityRules, person: number): number {
  const year = p.birthYear[person] ?? -1;
  return year < 0 ? -1 : rules.referenceYear - year;
}

/** Checks one filter for the pair, both ways. */
function passes(
  p: EncodedPhysicals,
  rules: EligibilityRules,
  filter: FilterName,
  a: number,
  b: number,
): boolean {
  switch (filter) {
    case 'age':
      return (
        inRange(p.ageMin[a] ?? -1, p.ageMax[a] ?? -1, ageOf(p, rules, b)) &&
        inRange(p.ageMin[b] ?? -1, p.ageMax[b] ?? -1, ageOf(p, rules, a))
      );
    case 'gender': {
      if (!rules.dating) return true;
      const ga = p.gender[a] ?? -1;
      const gb = p.gender[b] ?? -1;
      return (
        ga >= 0 &&
        gb >= 0 &&
        ((p.gendersSought[a] ?? 0) & (1 << gb)) !== 0 &&
        ((p.gendersSought[b] ?? 0) & (1 << ga)) !== 0
      );
    }
    case 'height':
      return (
        !rules.heightEnabled ||
        (inRange(p.heightMin[a] ?? -1, p.heightMax[a] ?? -1, p.height[b] ?? -1) &&
          inRange(p.heightMin[b] ?? -1, p.heightMax[b] ?? -1, p.height[a] ?? -1))
      );
    case 'language': {
      const la = p.languages[a] ?? 0;
      const lb = p.languages[b] ?? 0;
      return la === 0 || lb === 0 || (la & lb) !== 0;
    }
    case 'meeting_mode': {
      const ma = p.meetingModes[a] ?? 0;
      const mb = p.meetingModes[b] ?? 0;
      return ma === 0 || mb === 0 || (ma & mb) !== 0;
    }
    case 'campus':
      return (
        (!p.sameCampus[a] && !p.sameCampus[b]) ||
        ((p.campus[a] ?? -1) >= 0 && p.campus[a] === p.campus[b])
      );
    case 'class_year': {
      if (rules.maxClassYearGap === null) return true;
      const ya = p.classYear[a] ?? -1;
      const yb = p.classYear[b] ?? -1;
      return ya < 0 || yb < 0 || Math.abs(ya - yb) <= rules.maxClassYearGap;
    }
    case 'department': {
      if (rules.department === 'any') return true;
      const da = p.department[a] ?? -1;
      const db = p.department[b] ?? -1;
      if (da < 0 || db < 0) return false;
      return rules.department === 'same' ? da === db : da !== db;
    }
  }
}

export const filterNames: readonly FilterName[] = [
  'age',
  'gender',
  'height',
  'language',
  'meeting_mode',
  'campus',
  'class_year',
  'department',
];

/** The physical filters the pair fails (for the admin's "add a pair" preview). */
export function failingFilters(
  p: EncodedPhysicals,
  rules: EligibilityRules,
  a: number,
  b: number,
): FilterName[] {
  return filterNames.filter((filter) => !passes(p, rules, filter, a, b));
}

/**
 * True when the pair passes every physical filter and round rule: the same
 * checks as failingFilters, written out for the all-pairs loop.
 */
export function isPhysicallyEligible(
  p: EncodedPhysicals,
  rules: EligibilityRules,
  a: number,
  b: number,
): boolean {
  const la = p.languages[a] ?? 0;
  const lb = p.languages[b] ?? 0;
  if (la !== 0 && lb !== 0 && (la & lb) === 0) return false;
  const ma = p.meetingModes[a] ?? 0;
  const mb = p.meetingModes[b] ?? 0;
  if (ma !== 0 && mb !== 0 && (ma & mb) === 0) return false;
  if (
    (p.sameCampus[a] || p.sameCampus[b]) &&
    ((p.campus[a] ?? -1) < 0 || p.campus[a] !== p.campus[b])
  )
    return false;
  if (rules.maxClassYearGap !== null) {
    const ya = p.classYear[a] ?? -1;
    const yb = p.classYear[b] ?? -1;
    if (ya >= 0 && yb >= 0 && Math.abs(ya - yb) > rules.maxClassYearGap) return false;
  }
  if (rules.department !== 'any' && !passes(p, rules, 'department', a, b)) return false;
  if (rules.dating && !passes(p, rules, 'gender', a, b)) return false;
  if (rules.heightEnabled && !passes(p, rules, 'height', a, b)) return false;
  return passes(p, rules, 'age', a, b);
}

/**
 * The questionnaire's filter criteria: the same option (single choice, scale),
 * overlapping choices (multiple choice; two empty choices count as equal), or
 * the same first choice (ranking). An unanswered filter question fails.
 */
export function passesFilterCriteria(
  model: ScoringModel,
  answers: Int32Array,
  a: number,
  b: number,
): boolean {
  const { compiled, filters } = model;
  const baseA = a * compiled.rowWidth;
  const baseB = b * compiled.rowWidth;
  for (const q of filters) {
    const slot = compiled.slot[q] ?? 0;
    const kind = compiled.kind[q];
    if (kind === similarityKind.ranking) {
      const count = compiled.size[q] ?? 0;
      let topA = -1;
      let topB = -1;
      for (let item = 0; item < count; item += 1) {
        if (answers[baseA + slot + item] === 0) topA = item;
        if (answers[baseB + slot + item] === 0) topB = item;
      }
      if (topA < 0 || topA !== topB) return false;
      continue;
    }
    const x = answers[baseA + slot] ?? -1;
    const y = answers[baseB + slot] ?? -1;
    if (x < 0 || y < 0) return false;
    if (kind === similarityKind.jaccard ? (x & y) === 0 && (x | y) !== 0 : x !== y) return false;
  }
  return true;
}
