import type { CalculationInput, CalculationSettings } from './calculation-types';
import type { EligibilityRules, EncodedPhysicals } from './eligibility';
import { answerLayoutOf, type EncodedQuestion } from './encoding';
import { createRandom, type Random } from './test-support';

/**
 * A synthetic pool for the engine's tests and benchmark: 36 scored questions
 * shaped like the seeded "Get to know you" bundle (values, daily habits,
 * interests: scales, ordered and unordered single choice, multiple choice, a
 * ranking, plus a short text), answered by people whose answers follow a few
 * hidden traits, so that scores spread like a real questionnaire's.
 */

const agreementValues = [1, 2, 3, 4, 5];
const frequencyValues = [0, 1, 2, 3, 4];

export function syntheticQuestionnaire(): EncodedQuestion[] {
  const questions: EncodedQuestion[] = [];
  const add = (question: Omit<EncodedQuestion, 'id'>) => {
    questions.push({ id: `q${String(questions.length + 1).padStart(2, '0')}`, ...question });
  };
  const single = (values: number[], importance: number, ordered?: boolean) => {
    add({
      type: 'single_choice',
      optionCount: values.length,
      optionValues: values,
      importance,
      ...(ordered === undefined ? {} : { ordered }),
    });
  };
  // Values: seven 1-7 scales, four agreement statements, a ranking, a short text.
  for (let index = 0; index < 7; index += 1)
    add({ type: 'scale', optionCount: 0, scaleMax: 7, importance: 8 });
  for (const importance of [7, 6, 5, 6]) single(agreementValues, importance);
  add({ type: 'ranking', optionCount: 5, importance: 9 });
  add({ type: 'short_text', optionCount: 0, importance: 3 });
  // Daily habits.
  single([1, 2, 3, 4], 8);
  single([1, 2, 3, 4, 5], 6);
  for (let index = 0; index < 4; index += 1) single([3, 2, 1], 5);
  single(frequencyValues, 4);
  single(frequencyValues, 3);
  add({ type: 'scale', optionCount: 0, scaleMax: 5, importance: 7 });
  add({ type: 'scale', optionCount: 0, scaleMax: 5, importance: 7 });
  add({ type: 'multiple_choice', optionCount: 4, importance: 4 });
  single([1, 0], 6);
  single([1, 0], 5);
  // Interests.
  for (let index = 0; index < 6; index += 1) single(frequencyValues, 5);
  add({ type: 'multiple_choice', optionCount: 6, importance: 6 });
  add({ type: 'multiple_choice', optionCount: 6, importance: 3 });
  single([1, 2, 3, 4], 6, false);
  single([1, 2], 7);
  add({ type: 'scale', optionCount: 0, scaleMax: 7, importance: 6 });
  return questions;
}

function gaussian(random: Random): number {
  const u = Math.max(random.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/** A value in 0..levels-1 from a trait (≈ N(0,1)) plus noise. */
function level(random: Random, trait: number, levels: number): number {
  const x = 0.8 * trait + 0.6 * gaussian(random);
  const cdf = 1 / (1 + Math.exp(-1.7 * x));
  return Math.min(levels - 1, Math.floor(cdf * levels));
}

/** Writes one person's answers; `missing` is the chance to skip a question. */
function answerRow(
  random: Random,
  questions: readonly EncodedQuestion[],
  slots: Int32Array,
  row: Int32Array,
  missing: number,
): void {
  const traits = [gaussian(random), gaussian(random), gaussian(random), gaussian(random)];
  questions.forEach((question, q) => {
    const slot = slots[q] ?? 0;
    const trait = traits[q % traits.length] ?? 0;
    if (random.next() < missing && question.type !== 'ranking') {
      row[slot] = -1;
      return;
    }
    switch (question.type) {
      case 'scale':
        row[slot] = 1 + level(random, trait, question.scaleMax ?? 5);
        return;
      case 'single_choice':
        row[slot] = level(random, trait, question.optionCount);
        return;
      case 'multiple_choice': {
        let mask = 0;
        for (let option = 0; option < question.optionCount; option += 1)
          if (random.next() < 1 / (1 + Math.exp(-(trait + option - question.optionCount / 2))))
            mask |= 1 << option;
        row[slot] = mask;
        return;
      }
      case 'ranking': {
        const keys = Array.from({ length: question.optionCount }, (_, item) => ({
          item,
          key: (item - 2) * trait + gaussian(random),
        })).sort((a, b) => a.key - b.key);
        keys.forEach(({ item }, rank) => (row[slot + item] = rank));
        return;
      }
      case 'short_text':
        row[slot] = 1;
    }
  });
}

export interface SyntheticPoolOptions {
  seed?: number;
  /** Chance that an answer is missing (default 0.02). */
  missing?: number;
  settings?: Partial<CalculationSettings>;
  rules?: Partial<EligibilityRules>;
}

/** A friendship-round pool of n people: questionnaire, answers and physical records. */
export function syntheticPool(n: number, options: SyntheticPoolOptions = {}): CalculationInput {
  const random = createRandom(options.seed ?? 1);
  const questions = syntheticQuestionnaire();
  const layout = answerLayoutOf(questions);
  const answers = new Int32Array(n * layout.rowWidth);
  for (let person = 0; person < n; person += 1)
    answerRow(
      random,
      questions,
      layout.slot,
      answers.subarray(person * layout.rowWidth),
      options.missing ?? 0.02,
    );
  const ints = (value: (person: number) => number) =>
    Int32Array.from({ length: n }, (_, person) => value(person));
  const physicals: EncodedPhysicals = {
    birthYear: ints(() => random.int(1998, 2006)),
    gender: ints(() => random.int(0, 1)),
    gendersSought: ints(() => random.int(1, 3)),
    ageMin: ints(() => (random.next() < 0.2 ? 18 : -1)),
    ageMax: ints(() => (random.next() < 0.2 ? 30 : -1)),
    height: ints(() => random.int(150, 200)),
    heightMin: ints(() => -1),
    heightMax: ints(() => -1),
    campus: ints(() => random.int(0, 2)),
    sameCampus: Uint8Array.from({ length: n }, () => (random.next() < 0.2 ? 1 : 0)),
    department: ints(() => random.int(0, 19)),
    classYear: ints(() => random.int(1, 4)),
    languages: ints(() => (random.next() < 0.9 ? 1 : 0) | (random.next() < 0.6 ? 2 : 0) || 1),
    meetingModes: ints(() => {
      const draw = random.next();
      return draw < 0.4 ? 1 : draw < 0.5 ? 2 : 3;
    }),
  };
  return {
    participantIds: Array.from({ length: n }, (_, person) => `p${String(person).padStart(6, '0')}`),
    questions,
    criteria: [],
    answers,
    physicals,
    rules: {
      referenceYear: 2025,
      dating: false,
      heightEnabled: false,
      maxClassYearGap: null,
      department: 'any',
      ...options.rules,
    },
    settings: { mode: 'one_to_one', ...options.settings },
  };
}
