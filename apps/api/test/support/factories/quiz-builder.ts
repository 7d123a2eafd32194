/**
 * The quiz builder's things written straight to the database through the
 * feature's repositories (no audit entries, no HTTP): matters, options,
 * phrases, questions with their first version, quizzes with their questions
 * and keys, and the answers users leave. Every option has a default, so
 * `createQuestion(t)` alone makes a draft short-text question. One file per
 * resource; the tests import them all from here.
 */
export {
  createMatter,
  createOption,
  createPhrase,
  factoryActorId,
  type CreatedOption,
  type MatterOptions,
  type OptionOptions,
  type PhraseOptions,
} from './quiz-builder-library';
export {
  createQuestion,
  type CreatedQuestion,
  type QuestionOptionInput,
  type QuestionOptions,
} from './quiz-builder-questions';
export {
  createQuiz,
  publishQuiz,
  type QuizOptions,
  type QuizQuestionInput,
} from './quiz-builder-quizzes';
export {
  createAttempt,
  createResponse,
  type AttemptOptions,
  type ResponseOptions,
} from './quiz-builder-answers';
