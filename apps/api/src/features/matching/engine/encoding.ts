import type { QbQuestionType } from '@campus/contracts';

/**
 * The encoded questionnaire the engine scores: a question table, and the
 * answers of all participants in one Int32Array (one row per participant,
 * `rowWidth` slots a row, -1 for "not answered"). The API encodes the quiz
 * builder's answers into it with `encodeAnswerRow`.
 *
 * Slots per question type (the quiz builder's types):
 * - single_choice: the chosen option's index in the version's option order;
 * - multiple_choice: a bit mask of the chosen option indexes (0 = none chosen);
 * - scale: the value, 1..scaleMax;
 * - ranking: `optionCount` slots, slot o = the rank of option o (0 = first), -1 if unranked;
 * - short_text: 1 if answered (never scored nor shown to a match).
 */

export type EngineQuestionType = QbQuestionType;

export interface EncodedQuestion {
  /** The quiz builder's question id, as explanations report it. */
  id: string;
  type: EngineQuestionType;
  /** Choice and ranking questions: the number of offered options. */
  optionCount: number;
  /** Single choice: each option's value, in the offered order. */
  optionValues?: readonly number[];
  /**
   * Single choice: compare by distance between option values. Defaults to
   * true when the option values differ, false when they are all equal.
   */
  ordered?: boolean;
  /** Unordered single choice: optionCount × optionCount similarities in [0, 1], row-major. */
  compatibility?: readonly number[];
  /** Scale: the largest value (the quiz builder offers 5 or 7). */
  scaleMax?: number;
  /** Importance 1..10: the default weight of the question. */
  importance: number;
}

/** Where each question's slots start in an answer row. */
export interface AnswerLayout {
  rowWidth: number;
  slot: Int32Array;
}

/** A multiple-choice answer is a bit mask in an Int32 slot. */
export const maxMultipleChoiceOptions = 30;

export function answerLayoutOf(questions: readonly EncodedQuestion[]): AnswerLayout {
  const slot = new Int32Array(questions.length);
  let rowWidth = 0;
  questions.forEach((question, index) => {
    slot[index] = rowWidth;
    rowWidth += question.type === 'ranking' ? question.optionCount : 1;
  });
  return { rowWidth, slot };
}

/** Throws a RangeError naming the first inconsistent question. */
export function validateQuestions(questions: readonly EncodedQuestion[]): void {
  questions.forEach((question, index) => {
    const fail = (message: string) => {
      throw new RangeError(`Question ${index} (${question.id}): ${message}`);
    };
    if (!Number.isFinite(question.importance) || question.importance < 0)
      fail('importance must be a number ≥ 0');
    const options = question.optionCount;
    if (question.type === 'scale') {
      if (!Number.isInteger(question.scaleMax) || (question.scaleMax ?? 0) < 2)
        fail('a scale needs scaleMax ≥ 2');
      return;
    }
    if (question.type === 'short_text') return;
    if (!Number.isInteger(options) || options < 1) fail('optionCount must be ≥ 1');
    if (question.type === 'multiple_choice' && options > maxMultipleChoiceOptions)
      fail(`a multiple choice question has at most ${maxMultipleChoiceOptions} options`);
    if (question.optionValues !== undefined && question.optionValues.length !== options)
      fail('optionValues needs one value per option');
    if (question.compatibility !== undefined) {
      if (question.compatibility.length !== options * options)
        fail('compatibility must be optionCount × optionCount');
      if (question.compatibility.some((value) => !(value >= 0 && value <= 1)))
        fail('compatibility values lie in [0, 1]');
    }
  });
}

/** An answer as the quiz builder stores it: chosen options in order (by index), or a value. */
export interface RawAnswer {
  /** Choice and ranking: the chosen option indexes; for a ranking, first = top rank. */
  optionIndexes?: readonly number[];
  scaleValue?: number | null;
  text?: string | null;
}

/** Writes one question's answer into its slots of `row` (at `offset`), or -1 when unanswered. */
export function encodeAnswer(
  question: EncodedQuestion,
  row: Int32Array,
  offset: number,
  answer: RawAnswer | undefined,
): void {
  const options = answer?.optionIndexes;
  const validOption = (option: number) =>
    Number.isInteger(option) && option >= 0 && option < question.optionCount;
  switch (question.type) {
    case 'single_choice': {
      const option = options?.[0];
      row[offset] = option !== undefined && validOption(option) ? option : -1;
      return;
    }
    case 'multiple_choice': {
      if (options === undefined) {
        row[offset] = -1;
        return;
      }
      let mask = 0;
      for (const option of options) if (validOption(option)) mask |= 1 << option;
      row[offset] = mask;
      return;
    }
    case 'scale': {
      const value = answer?.scaleValue;
      const valid =
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= 1 &&
        value <= (question.scaleMax ?? 0);
      row[offset] = valid ? value : -1;
      return;
    }
    case 'ranking': {
      row.fill(-1, offset, offset + question.optionCount);
      options?.forEach((option, rank) => {
        if (validOption(option) && row[offset + option] === -1) row[offset + option] = rank;
      });
      return;
    }
    case 'short_text':
      row[offset] = typeof answer?.text === 'string' && answer.text.trim() !== '' ? 1 : -1;
  }
}

/** One participant's answer row; `answers[q]` answers question q (undefined: not answered). */
export function encodeAnswerRow(
  questions: readonly EncodedQuestion[],
  answers: readonly (RawAnswer | undefined)[],
  layout: AnswerLayout = answerLayoutOf(questions),
): Int32Array {
  const row = new Int32Array(layout.rowWidth);
  questions.forEach((question, index) => {
    encodeAnswer(question, row, layout.slot[index] ?? 0, answers[index]);
  });
  return row;
}

/** Stacks participants' rows into the flat answer matrix. */
export function stackAnswerRows(rows: readonly Int32Array[], rowWidth: number): Int32Array {
  const matrix = new Int32Array(rows.length * rowWidth);
  rows.forEach((row, index) => {
    if (row.length !== rowWidth) throw new RangeError(`Row ${index} has ${row.length} slots`);
    matrix.set(row, index * rowWidth);
  });
  return matrix;
}

/** Throws if any slot of the matrix holds a value its question cannot have. */
export function validateAnswerMatrix(
  questions: readonly EncodedQuestion[],
  layout: AnswerLayout,
  answers: Int32Array,
  n: number,
): void {
  if (answers.length !== n * layout.rowWidth)
    throw new RangeError(`The answers hold ${answers.length} slots, expected ${n} rows`);
  questions.forEach((question, index) => {
    const offset = layout.slot[index] ?? 0;
    const width = question.type === 'ranking' ? question.optionCount : 1;
    const max =
      question.type === 'single_choice'
        ? question.optionCount - 1
        : question.type === 'multiple_choice'
          ? 2 ** question.optionCount - 1
          : question.type === 'scale'
            ? (question.scaleMax ?? 0)
            : question.type === 'ranking'
              ? question.optionCount - 1
              : 1;
    const min = question.type === 'scale' ? 1 : 0;
    for (let person = 0; person < n; person += 1) {
      for (let k = 0; k < width; k += 1) {
        const value = answers[person * layout.rowWidth + offset + k] ?? -1;
        if (value !== -1 && (value < min || value > max))
          throw new RangeError(`Participant ${person} has ${value} for question ${question.id}`);
      }
    }
  });
}
