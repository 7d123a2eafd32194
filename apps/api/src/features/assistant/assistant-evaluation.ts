import { z } from 'zod';
import { assistantSourceTypeSchema } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { detectIntent, pickCourse } from './answer-intents';
import { allowedVisibilities, createRetriever } from './assistant-retrieval';
import { createAssistantSearchRepository, type ChunkHit } from './assistant-search.repository';
import { isRelevant } from './offline-answer';
import { analyzeQuestion, withContext } from './question-analysis';

/**
 * The evaluation of retrieval on the demo seed (ASSISTANT.md, "Proof"):
 * recall@1/3/5 and MRR over the questions that expect a source, leaks (a VIP
 * chunk for a student without VIP access, or a source the question forbids),
 * and out-of-scope questions that got an answer.
 */

const sourceKeySchema = z.object({ type: assistantSourceTypeSchema, key: z.string() });
export type SourceKey = z.infer<typeof sourceKeySchema>;

export const evaluationSetSchema = z.object({
  description: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      question: z.string(),
      /** The question before it in the conversation (a follow-up). */
      previous: z.string().optional(),
      /** Any of these found counts as found; none for an out-of-scope question. */
      expected: z.array(sourceKeySchema),
      forbidden: z.array(sourceKeySchema).default([]),
    }),
  ),
});
export type EvaluationSet = z.infer<typeof evaluationSetSchema>;
/** One question as the set's data files write it (before the schema fills its defaults). */
export type EvaluationQuestionInput = z.input<typeof evaluationSetSchema>['questions'][number];

export interface QuestionResult {
  id: string;
  kind: string;
  /** The rank (1-based) of the first expected source, or null. */
  rank: number | null;
  leaks: number;
  /** For an out-of-scope question: whether the offline answer found something. */
  answered: boolean;
  elapsedMs: number;
  top: string[];
}

export interface EvaluationFigures {
  questions: number;
  inScope: number;
  recallAt1: number;
  recallAt3: number;
  recallAt5: number;
  mrr: number;
  leaks: number;
  outOfScope: number;
  outOfScopeAnswered: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  results: QuestionResult[];
}

/** Whether a chunk is the source a key names. */
export function matchesKey(chunk: ChunkHit, key: SourceKey): boolean {
  if (key.type === 'course') return chunk.course_code === key.key;
  if (chunk.source_type !== key.type) return false;
  if (chunk.source_id === key.key) return true;
  if (key.type === 'dev_log') return chunk.facts?.version === key.key;
  return chunk.title === key.key || chunk.title.startsWith(`${key.key} /`);
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** Runs the set as a signed-in student without VIP access, five sources a question. */
export async function evaluateRetrieval(
  db: Executor,
  set: EvaluationSet,
  options: { limit?: number } = {},
): Promise<EvaluationFigures> {
  const search = createAssistantSearchRepository(db);
  const retriever = createRetriever(search);
  const allowed = allowedVisibilities(true, false);
  const results: QuestionResult[] = [];
  for (const item of set.questions) {
    const question = withContext(
      analyzeQuestion(item.question),
      item.previous === undefined ? undefined : analyzeQuestion(item.previous),
    );
    const { chunks, elapsedMs } = await retriever.retrieve(question, {
      allowed,
      limit: options.limit ?? 5,
    });
    const index = chunks.findIndex((chunk) => item.expected.some((key) => matchesKey(chunk, key)));
    const leaks = chunks.filter(
      (chunk) =>
        !allowed.includes(chunk.visibility) || item.forbidden.some((key) => matchesKey(chunk, key)),
    ).length;
    results.push({
      id: item.id,
      kind: item.kind,
      rank: index < 0 ? null : index + 1,
      leaks,
      answered:
        chunks.some((chunk) => isRelevant(chunk, question)) ||
        detectIntent(question) !== undefined ||
        pickCourse(question, chunks) !== undefined,
      elapsedMs,
      top: chunks.map((chunk) => `${chunk.source_type}:${chunk.course_code ?? chunk.title}`),
    });
  }
  const inScope = results.filter((_, index) => (set.questions[index]?.expected.length ?? 0) > 0);
  const outOfScope = results.filter((result) => result.kind === 'out of scope');
  const recall = (k: number) =>
    inScope.filter((result) => result.rank !== null && result.rank <= k).length /
    Math.max(1, inScope.length);
  const times = results.map((result) => result.elapsedMs);
  return {
    questions: results.length,
    inScope: inScope.length,
    recallAt1: recall(1),
    recallAt3: recall(3),
    recallAt5: recall(5),
    mrr:
      inScope.reduce((sum, result) => sum + (result.rank === null ? 0 : 1 / result.rank), 0) /
      Math.max(1, inScope.length),
    leaks: results.reduce((sum, result) => sum + result.leaks, 0),
    outOfScope: outOfScope.length,
    outOfScopeAnswered: outOfScope.filter((result) => result.answered).length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    maxMs: Math.max(0, ...times),
    results,
  };
}
