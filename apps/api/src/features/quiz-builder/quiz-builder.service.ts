import type { Database } from '../../db/database';
import { createQbMattersService } from './matters.service';
import { createQbOptionsService } from './options.service';
import { createQbPhrasesService } from './phrases.service';

/**
 * The quiz builder's matters, options (with alternatives) and phrases, for
 * admins: the library that questions are made of, served as one group of
 * calls (quiz-builder.routes.ts). Each has a service of its own:
 * matters.service.ts, options.service.ts and phrases.service.ts.
 */
export function createQuizBuilderService(db: Database) {
  return {
    ...createQbMattersService(db),
    ...createQbOptionsService(db),
    ...createQbPhrasesService(db),
  };
}

export type QuizBuilderService = ReturnType<typeof createQuizBuilderService>;
