import { evaluationSetSchema, type EvaluationSet } from './assistant-evaluation';
import { boundaryQuestions } from './evaluation-set-boundaries';
import { courseQuestions } from './evaluation-set-courses';
import { sourceQuestions } from './evaluation-set-sources';

/**
 * The assistant's evaluation on the demo seed (ASSISTANT.md, "Proof"): each
 * question with the sources it expects (any of them counts) and those it must
 * never return. Keys: a course's code, a Q&A entry's English question, a FAQ
 * item's key, an event's name, a dev log entry's version, an information
 * project's id, a pool thread's title. Retrieval runs as a signed-in student
 * without VIP access, so a VIP chunk is a leak. Admins run it on the live
 * index (`GET /admin/assistant/evaluation`), the suite holds its figures, and
 * `npm run eval:assistant` prints them. The questions are in three parts, in
 * this order: courses, the other sources, and the edges (follow-ups, out of
 * scope, hidden sources).
 */
export const demoEvaluationSet: EvaluationSet = evaluationSetSchema.parse({
  description:
    "The assistant's evaluation on the demo seed: each question with the sources it expects (any of them counts) and those it must never return. Keys: a course's code, a Q&A entry's English question, a FAQ item's key, an event's name, a dev log entry's version, an information project's id, a pool thread's title. Retrieval runs as a signed-in student without VIP access, so a VIP chunk is a leak.",
  questions: [...courseQuestions, ...sourceQuestions, ...boundaryQuestions],
});
