import type { Executor } from '../../db/database';
import { createQbMattersRepository } from './matters.repository';
import { createQbOptionsRepository } from './options.repository';
import { createQbPhrasesRepository } from './phrases.repository';

/**
 * The builder's library in one factory: matters, options with their
 * alternative wordings, and phrases, each with a repository of its own
 * (matters.repository.ts, options.repository.ts, phrases.repository.ts).
 */
export function createQuizBuilderRepository(db: Executor) {
  return {
    ...createQbMattersRepository(db),
    ...createQbOptionsRepository(db),
    ...createQbPhrasesRepository(db),
  };
}

export type QuizBuilderRepository = ReturnType<typeof createQuizBuilderRepository>;
