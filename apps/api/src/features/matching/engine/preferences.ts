import type { EncodedQuestion } from './encoding';
import { maxScore } from './scoring';

/**
 * Optional two-sided preferences in OkCupid's form (MATCHING.md "Scoring"):
 * each item links a question about oneself (single or multiple choice) to
 * "which answers would you accept" and "how important is it". Each side's
 * satisfaction s_a(b) = points b earns / points a could give; the pair's
 * preference score is √(s_a(b)·s_b(a)) − 1/(items in common), clamped to
 * 0..10,000. A mandatory item is a filter, both ways.
 */

/** Importance points; a mandatory item counts as `very` in the satisfaction and is a filter. */
export const preferenceImportance = {
  irrelevant: 0,
  a_little: 1,
  somewhat: 10,
  very: 50,
  mandatory: -1,
} as const;

export interface EncodedPreferences {
  /** Per item: the index, in the question table, of the question about oneself. */
  questionIndex: Int32Array;
  /** n × items: the accepted options as a bit mask, or -1 when no preference was given. */
  accepted: Int32Array;
  /** n × items: importance points (0, 1, 10, 50) or -1 for mandatory. */
  importance: Int32Array;
}

/** The compiled form: per item, the answer slot and whether the answer is a mask already. */
export interface PreferenceModel {
  items: number;
  slot: Int32Array;
  isMask: Uint8Array;
  accepted: Int32Array;
  importance: Int32Array;
}

export function createPreferenceModel(
  preferences: EncodedPreferences,
  questions: readonly EncodedQuestion[],
  slots: Int32Array,
  n: number,
): PreferenceModel {
  const items = preferences.questionIndex.length;
  if (preferences.accepted.length !== n * items || preferences.importance.length !== n * items)
    throw new RangeError('Preferences need n × items accepted masks and importances');
  const slot = new Int32Array(items);
  const isMask = new Uint8Array(items);
  preferences.questionIndex.forEach((q, item) => {
    const question = questions[q];
    if (question?.type !== 'single_choice' && question?.type !== 'multiple_choice')
      throw new RangeError(`Preference item ${item} must name a choice question`);
    slot[item] = slots[q] ?? 0;
    isMask[item] = question.type === 'multiple_choice' ? 1 : 0;
  });
  return {
    items,
    slot,
    isMask,
    accepted: preferences.accepted,
    importance: preferences.importance,
  };
}

export interface PreferenceOutcome {
  /** False when a mandatory item fails (either way). */
  eligible: boolean;
  /** Items both gave a preference on and both answered. */
  common: number;
  /** Satisfactions 0..10,000 (a with b, b with a) and the combined score; -1 without items in common. */
  satisfactionAB: number;
  satisfactionBA: number;
  score: number;
}

/** Does the answer in `value` (an option index or a mask) fall in `accepted`? */
function isAccepted(accepted: number, value: number, isMask: number): boolean {
  return (accepted & (isMask ? value : 1 << value)) !== 0;
}

/** Evaluates the preference items between participants a and b (symmetric in a and b). */
export function evaluatePreferences(
  model: PreferenceModel,
  answers: Int32Array,
  rowWidth: number,
  a: number,
  b: number,
): PreferenceOutcome {
  const { items, slot, isMask, accepted, importance } = model;
  let common = 0;
  let earnedAB = 0;
  let possibleAB = 0;
  let earnedBA = 0;
  let possibleBA = 0;
  for (let item = 0; item < items; item += 1) {
    const acceptA = accepted[a * items + item] ?? -1;
    const acceptB = accepted[b * items + item] ?? -1;
    const answerA = answers[a * rowWidth + (slot[item] ?? 0)] ?? -1;
    const answerB = answers[b * rowWidth + (slot[item] ?? 0)] ?? -1;
    const mask = isMask[item] ?? 0;
    const importanceA = importance[a * items + item] ?? 0;
    const importanceB = importance[b * items + item] ?? 0;
    const okForA = acceptA >= 0 && answerB >= 0 && isAccepted(acceptA, answerB, mask);
    const okForB = acceptB >= 0 && answerA >= 0 && isAccepted(acceptB, answerA, mask);
    if (
      (importanceA === -1 && acceptA >= 0 && !okForA) ||
      (importanceB === -1 && acceptB >= 0 && !okForB)
    )
      return { eligible: false, common, satisfactionAB: -1, satisfactionBA: -1, score: -1 };
    if (acceptA < 0 || acceptB < 0 || answerA < 0 || answerB < 0) continue;
    common += 1;
    const pointsA = importanceA === -1 ? preferenceImportance.very : importanceA;
    const pointsB = importanceB === -1 ? preferenceImportance.very : importanceB;
    possibleAB += pointsA;
    if (okForA) earnedAB += pointsA;
    possibleBA += pointsB;
    if (okForB) earnedBA += pointsB;
  }
  if (common === 0)
    return { eligible: true, common, satisfactionAB: -1, satisfactionBA: -1, score: -1 };
  // Nothing at stake for a side (all irrelevant): that side is fully satisfied.
  const sAB = possibleAB === 0 ? 1 : earnedAB / possibleAB;
  const sBA = possibleBA === 0 ? 1 : earnedBA / possibleBA;
  const combined = Math.sqrt(sAB * sBA) - 1 / common;
  return {
    eligible: true,
    common,
    satisfactionAB: Math.round(maxScore * sAB),
    satisfactionBA: Math.round(maxScore * sBA),
    score: Math.round(maxScore * Math.min(1, Math.max(0, combined))),
  };
}

/** Blends the symmetric and preference scores: share 0 keeps the symmetric score only. */
export function blendScores(symmetric: number, preference: number, share: number): number {
  if (preference < 0) return symmetric;
  return Math.round((1 - share) * symmetric + share * preference);
}
