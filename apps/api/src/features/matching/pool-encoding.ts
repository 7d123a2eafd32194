import { matchGenders, matchLanguages, type MatchCalculationParameters } from '@campus/contracts';
import {
  answerLayoutOf,
  encodeAnswer,
  maxMultipleChoiceOptions,
  type CalculationSettings,
  type Criterion,
  type EligibilityRules,
  type EncodedPhysicals,
  type EncodedQuestion,
  type RawAnswer,
} from './engine';
import type { MatchCriterionRow, MatchPhysicalRow, MatchRoundRow } from './matching.tables';
import type { QuestionnaireAnswer, QuestionnaireQuestion } from './matching-ports';

/**
 * From stored rows to the engine's plain input (engine/calculation-types.ts):
 * questions, criteria, answers in one Int32Array, physical records as codes
 * and masks, and the round's rules.
 */

/** The questions the engine can score or filter on, in the bundle's order. */
export function encodableQuestions(
  questions: readonly QuestionnaireQuestion[],
): QuestionnaireQuestion[] {
  return questions.filter((question) => {
    if (question.type === 'scale') return (question.scaleMax ?? 0) >= 2;
    if (question.type === 'short_text') return true;
    if (question.options.length === 0) return false;
    return (
      question.type !== 'multiple_choice' || question.options.length <= maxMultipleChoiceOptions
    );
  });
}

export function encodeQuestions(questions: readonly QuestionnaireQuestion[]): EncodedQuestion[] {
  return questions.map((question) => ({
    id: question.questionId,
    type: question.type,
    optionCount: question.options.length,
    ...(question.type === 'single_choice'
      ? { optionValues: question.options.map((option) => option.value) }
      : {}),
    ...(question.type === 'scale' ? { scaleMax: question.scaleMax ?? 5 } : {}),
    importance: question.importance,
  }));
}

export function encodeCriteria(criteria: readonly MatchCriterionRow[]): Criterion[] {
  return criteria.map((criterion) => ({
    questionId: criterion.question_id,
    mode: criterion.mode,
    ...(criterion.weight === null ? {} : { weight: criterion.weight }),
  }));
}

/** Fills the answer matrix, batch by batch, as the answers stream in. */
export function createAnswerMatrix(
  questions: readonly QuestionnaireQuestion[],
  participantIds: readonly string[],
) {
  const encoded = encodeQuestions(questions);
  const layout = answerLayoutOf(encoded);
  const answers = new Int32Array(participantIds.length * layout.rowWidth).fill(-1);
  const rowOf = new Map(participantIds.map((id, index) => [id, index]));
  const questionOf = new Map(questions.map((question, index) => [question.questionId, index]));
  const optionIndexes = questions.map(
    (question) => new Map(question.options.map((option, index) => [option.optionId, index])),
  );
  const row = new Int32Array(layout.rowWidth);
  return {
    encoded,
    answers,
    add(batch: readonly QuestionnaireAnswer[]): void {
      for (const answer of batch) {
        const person = rowOf.get(answer.userId);
        const q = questionOf.get(answer.questionId);
        const question = q === undefined ? undefined : encoded[q];
        if (person === undefined || q === undefined || question === undefined) continue;
        const indexes = answer.optionIds
          .map((optionId) => optionIndexes[q]?.get(optionId))
          .filter((index): index is number => index !== undefined);
        const raw: RawAnswer = {
          optionIndexes: indexes,
          scaleValue: answer.scaleValue,
          text: answer.hasText ? 'answered' : null,
        };
        const offset = layout.slot[q] ?? 0;
        encodeAnswer(question, row, offset, raw);
        const width = question.type === 'ranking' ? question.optionCount : 1;
        answers.set(row.subarray(offset, offset + width), person * layout.rowWidth + offset);
      }
    },
  };
}

const meetingCodes: Record<string, number> = { in_person: 1, online: 2, either: 3 };

function codeOf(codes: Map<string, number>, value: string | null): number {
  if (value === null || value.trim() === '') return -1;
  const key = value.trim().toLocaleLowerCase('tr');
  let code = codes.get(key);
  if (code === undefined) {
    code = codes.size;
    codes.set(key, code);
  }
  return code;
}

function maskOf(values: readonly string[], all: readonly string[]): number {
  let mask = 0;
  for (const value of values) {
    const index = all.indexOf(value);
    if (index >= 0) mask |= 1 << index;
  }
  return mask;
}

/** The physical records in the participants' order (every participant has one). */
export function encodePhysicals(
  participantIds: readonly string[],
  physicals: readonly MatchPhysicalRow[],
): EncodedPhysicals {
  const n = participantIds.length;
  const byUser = new Map(physicals.map((row) => [row.user_id, row]));
  const ints = () => new Int32Array(n).fill(-1);
  const encoded: EncodedPhysicals = {
    birthYear: ints(),
    gender: ints(),
    gendersSought: new Int32Array(n),
    ageMin: ints(),
    ageMax: ints(),
    height: ints(),
    heightMin: ints(),
    heightMax: ints(),
    campus: ints(),
    sameCampus: new Uint8Array(n),
    department: ints(),
    classYear: ints(),
    languages: new Int32Array(n),
    meetingModes: new Int32Array(n),
  };
  const campuses = new Map<string, number>();
  const departments = new Map<string, number>();
  participantIds.forEach((userId, index) => {
    const row = byUser.get(userId);
    if (row === undefined) return;
    encoded.birthYear[index] = row.birth_year;
    encoded.gender[index] = row.gender === null ? -1 : matchGenders.indexOf(row.gender as never);
    encoded.gendersSought[index] = maskOf(row.genders_sought, matchGenders);
    encoded.ageMin[index] = row.age_min ?? -1;
    encoded.ageMax[index] = row.age_max ?? -1;
    encoded.height[index] = row.height_cm ?? -1;
    encoded.heightMin[index] = row.height_min ?? -1;
    encoded.heightMax[index] = row.height_max ?? -1;
    encoded.campus[index] = codeOf(campuses, row.campus);
    encoded.sameCampus[index] = row.same_campus_only ? 1 : 0;
    encoded.department[index] = codeOf(departments, row.department);
    encoded.classYear[index] = row.class_year ?? -1;
    encoded.languages[index] = maskOf(row.languages, matchLanguages);
    encoded.meetingModes[index] = meetingCodes[row.meeting_mode] ?? 0;
  });
  return encoded;
}

export function rulesOf(round: MatchRoundRow, now: Date): EligibilityRules {
  return {
    referenceYear: now.getUTCFullYear(),
    dating: round.purpose === 'dating',
    heightEnabled: round.height_enabled,
    maxClassYearGap: round.max_class_year_gap,
    department:
      round.department_rule === 'same' || round.department_rule === 'other'
        ? round.department_rule
        : 'any',
  };
}

export function settingsOf(parameters: MatchCalculationParameters): CalculationSettings {
  return {
    mode: parameters.mode,
    ...(parameters.mode === 'top_k' ? { k: parameters.k } : {}),
    minScore: parameters.min_score,
    candidatesPerPerson: parameters.candidates_per_person,
    transform: parameters.transform,
    maximizeMatched: parameters.maximize_matched,
    priorityBonus: parameters.priority_bonus,
  };
}

/** The fairness table's groups: gender, campus and class year of each participant. */
export function groupsOf(
  participantIds: readonly string[],
  physicals: readonly MatchPhysicalRow[],
) {
  const byUser = new Map(physicals.map((row) => [row.user_id, row]));
  const labels = (read: (row: MatchPhysicalRow) => string) =>
    participantIds.map((userId) => {
      const row = byUser.get(userId);
      return row === undefined ? 'unknown' : read(row);
    });
  return [
    { name: 'gender', labels: labels((row) => row.gender ?? 'unknown') },
    { name: 'campus', labels: labels((row) => row.campus ?? 'unknown') },
    {
      name: 'class_year',
      labels: labels((row) => (row.class_year === null ? 'unknown' : String(row.class_year))),
    },
  ];
}
