import type { CalculationInput, IdPair } from './calculation-types';
import type { EncodedPhysicals } from './eligibility';
import { answerLayoutOf, validateAnswerMatrix, validateQuestions } from './encoding';
import { canonicalPairs, CanonicalHash } from './input-hash';
import type { Pair } from './pricing-graph';
import { maxScore } from './scoring';

/** Checking, defaulting and hashing a calculation's input. */

export const physicalFields = [
  'birthYear',
  'gender',
  'gendersSought',
  'ageMin',
  'ageMax',
  'height',
  'heightMin',
  'heightMax',
  'campus',
  'sameCampus',
  'department',
  'classYear',
  'languages',
  'meetingModes',
] as const satisfies readonly (keyof EncodedPhysicals)[];

export function validateInput(input: CalculationInput): void {
  const ids = input.participantIds;
  for (let index = 1; index < ids.length; index += 1)
    if (!((ids[index - 1] ?? '') < (ids[index] ?? '')))
      throw new RangeError('participantIds must be unique and in ascending order');
  validateQuestions(input.questions);
  validateAnswerMatrix(input.questions, answerLayoutOf(input.questions), input.answers, ids.length);
  for (const field of physicalFields)
    if (input.physicals[field].length !== ids.length)
      throw new RangeError(`physicals.${field} needs one entry per participant`);
  const { k, minScore, candidatesPerPerson, priorityBonus, preferenceShare } = input.settings;
  const check = (ok: boolean, message: string) => {
    if (!ok) throw new RangeError(message);
  };
  check(
    input.settings.mode !== 'top_k' || (Number.isInteger(k) && (k ?? 0) >= 1 && (k ?? 0) <= 10),
    'k is 1..10',
  );
  check(
    minScore === undefined || (Number.isInteger(minScore) && minScore >= 0 && minScore <= maxScore),
    'minScore is 0..10,000',
  );
  check(
    candidatesPerPerson === undefined ||
      (Number.isInteger(candidatesPerPerson) && candidatesPerPerson >= 1),
    'candidatesPerPerson is ≥ 1',
  );
  check(
    priorityBonus === undefined || (Number.isInteger(priorityBonus) && priorityBonus >= 0),
    'priorityBonus is a whole number ≥ 0',
  );
  check(
    preferenceShare === undefined || (preferenceShare >= 0 && preferenceShare <= 1),
    'preferenceShare is 0..1',
  );
}

/** The settings with their defaults, as hashed and used. */
export function settingsOf(input: CalculationInput) {
  const { settings } = input;
  return {
    mode: settings.mode,
    k: settings.mode === 'top_k' ? (settings.k ?? 1) : 1,
    minScore: settings.minScore ?? 0,
    candidatesPerPerson: settings.candidatesPerPerson ?? 20,
    transform: settings.transform ?? 'linear',
    maximizeMatched: settings.maximizeMatched ?? false,
    priorityBonus: settings.priorityBonus ?? 0,
    preferenceShare: input.preferences === undefined ? 0 : (settings.preferenceShare ?? 0.5),
    histogramBins: settings.histogramBins ?? 10,
  };
}

export function indexPairs(
  indexOf: Map<string, number>,
  pairs: readonly IdPair[] | undefined,
): Pair[] {
  const result: Pair[] = [];
  for (const [a, b] of pairs ?? []) {
    const i = indexOf.get(a);
    const j = indexOf.get(b);
    if (i !== undefined && j !== undefined && i !== j) result.push([i, j]);
  }
  return result;
}

/** SHA-256 of the canonical input: same participants, answers, rules and pairs, same hash. */
export function hashCalculationInput(input: CalculationInput): string {
  const indexOf = new Map(input.participantIds.map((id, index) => [id, index]));
  const hash = new CanonicalHash().number(input.participantIds.length);
  for (const id of input.participantIds) hash.text(id);
  hash
    .json(input.questions)
    .json([...input.criteria].sort((a, b) => (a.questionId < b.questionId ? -1 : 1)))
    .ints(input.answers);
  if (input.preferences) {
    hash.ints(input.preferences.questionIndex).ints(input.preferences.accepted);
    hash.ints(input.preferences.importance);
  } else hash.text('no preferences');
  for (const field of physicalFields) hash.ints(input.physicals[field]);
  hash.json(input.rules).json(settingsOf(input));
  for (const pairs of [
    input.forcedPairs,
    input.forbiddenPairs,
    input.blockedPairs,
    input.previousPairs,
  ])
    hash.ints(canonicalPairs(indexPairs(indexOf, pairs)));
  const priority = (input.priorityIds ?? [])
    .map((id) => indexOf.get(id) ?? -1)
    .filter((i) => i >= 0);
  return hash
    .ints(Int32Array.from(new Set(priority)).sort())
    .json(input.groups ?? [])
    .digest();
}
