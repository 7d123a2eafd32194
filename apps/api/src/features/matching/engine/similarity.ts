import type { AnswerLayout, EncodedQuestion } from './encoding';

/**
 * The similarity of two answers to one question, in [0, 1] (MATCHING.md
 * "Scoring"), on the encoded answers of encoding.ts; -1 means "cannot be
 * compared" (an answer is missing, or the question is a short text). Every
 * similarity is symmetric and 1 for equal answers.
 */

export function popcount(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Multiple choice: shared options / options either chose (two empty choices are equal). */
export function jaccardSimilarity(maskA: number, maskB: number): number {
  const either = maskA | maskB;
  return either === 0 ? 1 : popcount(maskA & maskB) / popcount(either);
}

/** Scale 1..max: 1 − distance / (max − 1). */
export function scaleSimilarity(scaleMax: number, a: number, b: number): number {
  return 1 - Math.abs(a - b) / (scaleMax - 1);
}

/** Whether a single-choice question compares option values (ordered) or options (unordered). */
export function isOrderedChoice(question: EncodedQuestion): boolean {
  const values = question.optionValues ?? [];
  const distinct = values.length > 1 && values.some((value) => value !== values[0]);
  return (question.ordered ?? distinct) && distinct;
}

/**
 * Single choice: ordered, 1 − |value distance| / value range; unordered, 1 for
 * the same option, else the compatibility matrix (averaged with its transpose
 * so that it stays symmetric) or 0.
 */
export function singleChoiceSimilarity(question: EncodedQuestion, a: number, b: number): number {
  if (a === b) return 1;
  const values = question.optionValues ?? [];
  if (isOrderedChoice(question)) {
    const range = Math.max(...values) - Math.min(...values);
    return 1 - Math.abs((values[a] ?? 0) - (values[b] ?? 0)) / range;
  }
  const matrix = question.compatibility;
  if (matrix === undefined) return 0;
  const k = question.optionCount;
  return ((matrix[a * k + b] ?? 0) + (matrix[b * k + a] ?? 0)) / 2;
}

/**
 * Ranking (Kendall): 1 − discordant pairs / all pairs, over the items both
 * ranked; -1 when they share fewer than two ranked items.
 */
export function rankingSimilarity(
  answers: Int32Array,
  offsetA: number,
  offsetB: number,
  count: number,
): number {
  let pairs = 0;
  let discordant = 0;
  for (let x = 0; x < count; x += 1) {
    const ax = answers[offsetA + x] ?? -1;
    const bx = answers[offsetB + x] ?? -1;
    if (ax < 0 || bx < 0) continue;
    for (let y = x + 1; y < count; y += 1) {
      const ay = answers[offsetA + y] ?? -1;
      const by = answers[offsetB + y] ?? -1;
      if (ay < 0 || by < 0) continue;
      pairs += 1;
      if (ax < ay !== bx < by) discordant += 1;
    }
  }
  return pairs === 0 ? -1 : 1 - discordant / pairs;
}

/** How compiled questions compute their similarity. */
export const similarityKind = { table: 0, jaccard: 1, ranking: 2, none: 3 } as const;

/**
 * The question table prepared for the scoring loop: single choice and scale
 * questions read a precomputed (values+1)² similarity table; multiple choice
 * uses Jaccard on masks, ranking Kendall on rank slots.
 */
export interface CompiledQuestions {
  count: number;
  rowWidth: number;
  kind: Int8Array;
  slot: Int32Array;
  /** Table stride (single choice, scale) or item count (ranking). */
  size: Int32Array;
  tableOffset: Int32Array;
  table: Float64Array;
}

export function compileQuestions(
  questions: readonly EncodedQuestion[],
  layout: AnswerLayout,
): CompiledQuestions {
  const count = questions.length;
  const kind = new Int8Array(count);
  const size = new Int32Array(count);
  const tableOffset = new Int32Array(count);
  const tables: number[] = [];
  questions.forEach((question, q) => {
    if (question.type === 'single_choice' || question.type === 'scale') {
      const values =
        question.type === 'scale' ? (question.scaleMax ?? 1) + 1 : question.optionCount;
      kind[q] = similarityKind.table;
      size[q] = values;
      tableOffset[q] = tables.length;
      for (let a = 0; a < values; a += 1)
        for (let b = 0; b < values; b += 1)
          tables.push(
            question.type === 'scale'
              ? scaleSimilarity(question.scaleMax ?? 2, a, b)
              : singleChoiceSimilarity(question, a, b),
          );
    } else if (question.type === 'multiple_choice') {
      kind[q] = similarityKind.jaccard;
    } else if (question.type === 'ranking') {
      kind[q] = similarityKind.ranking;
      size[q] = question.optionCount;
    } else {
      kind[q] = similarityKind.none;
    }
  });
  return {
    count,
    rowWidth: layout.rowWidth,
    kind,
    slot: layout.slot,
    size,
    tableOffset,
    table: Float64Array.from(tables),
  };
}

/**
 * The similarity on question q of the rows starting at baseA and baseB
 * (person × rowWidth), or -1 when it cannot be compared.
 */
export function compiledSimilarity(
  compiled: CompiledQuestions,
  answers: Int32Array,
  q: number,
  baseA: number,
  baseB: number,
): number {
  const slot = compiled.slot[q] ?? 0;
  switch (compiled.kind[q]) {
    case similarityKind.table: {
      const a = answers[baseA + slot] ?? -1;
      const b = answers[baseB + slot] ?? -1;
      if (a < 0 || b < 0) return -1;
      const stride = compiled.size[q] ?? 0;
      return compiled.table[(compiled.tableOffset[q] ?? 0) + a * stride + b] ?? -1;
    }
    case similarityKind.jaccard: {
      const a = answers[baseA + slot] ?? -1;
      const b = answers[baseB + slot] ?? -1;
      return a < 0 || b < 0 ? -1 : jaccardSimilarity(a, b);
    }
    case similarityKind.ranking:
      return rankingSimilarity(answers, baseA + slot, baseB + slot, compiled.size[q] ?? 0);
    default:
      return -1;
  }
}
