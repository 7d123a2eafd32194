import {
  qbTakeAnswerSchema,
  qbTakeQuizSchema,
  type QbAnswerInput,
  type QbTakeQuiz,
} from '@campus/contracts';
import type { TestContext } from './app';
import {
  createMatter,
  createOption,
  createPhrase,
  createQuestion,
  createQuiz,
  type CreatedOption,
  type CreatedQuestion,
  type QuizOptions,
} from './factories/quiz-builder';
import { expectStatus } from './http';

export const choices = (...options: CreatedOption[]) =>
  options.map((entry) => ({ option_id: entry.option_id }));

export function ownText(en: string): { text_en: string; text_tr: string } {
  return { text_en: en, text_tr: `${en} (tr)` };
}

/** The quiz taking tests' helpers, bound to the test app of the file that uses them. */
export function createTakingHelpers(t: TestContext) {
  /**
   * Three colours (red shown as "Crimson" / "Al" by the single choice) and
   * active questions about them, one of each type, plus a phrased question
   * about chess.
   */
  async function colourQuestions() {
    const red = await createOption(t, {
      text_en: 'Red',
      text_tr: 'Kırmızı',
      value: 1,
      alternatives: [{ text_en: 'Crimson', text_tr: 'Al' }],
    });
    const green = await createOption(t, { text_en: 'Green', text_tr: 'Yeşil', value: 1 });
    const blue = await createOption(t, { text_en: 'Blue', text_tr: 'Mavi', value: 1 });
    const single = await createQuestion(t, {
      type: 'single_choice',
      ...ownText('Favourite colour?'),
      status: 'active',
      options: [
        { option_id: red.option_id, alternative_id: red.alternatives[0]?.alternative_id ?? null },
        ...choices(green, blue),
      ],
    });
    const multiple = await createQuestion(t, {
      type: 'multiple_choice',
      ...ownText('Colours you wear?'),
      status: 'active',
      options: choices(red, green, blue),
    });
    const scale = await createQuestion(t, {
      type: 'scale',
      scale_max: 5,
      ...ownText('How tidy are you?'),
      status: 'active',
    });
    const ranking = await createQuestion(t, {
      type: 'ranking',
      ...ownText('Order the colours'),
      status: 'active',
      options: choices(red, green, blue),
    });
    const text = await createQuestion(t, {
      type: 'short_text',
      ...ownText('Describe your room'),
      status: 'active',
    });
    const matter = await createMatter(t, { name_en: 'chess', name_tr: 'satranç' });
    const phrase = await createPhrase(t, {
      template_en: 'Do you enjoy {matter}?',
      template_tr: '{matter} sever misiniz?',
    });
    const phrased = await createQuestion(t, {
      type: 'single_choice',
      phrase_id: phrase.phrase_id,
      matter_ids: [matter.matter_id],
      status: 'active',
      options: choices(green, blue),
    });
    return { red, green, blue, single, multiple, scale, ranking, text, phrased };
  }

  async function quiz(options: QuizOptions): Promise<string> {
    return (await createQuiz(t, options)).quiz_id;
  }

  /** A published survey with one question of each type. */
  async function surveyQuiz(questions: CreatedQuestion[]): Promise<string> {
    return quiz({
      title_en: 'Habits',
      title_tr: 'Alışkanlıklar',
      purpose: 'survey',
      status: 'published',
      questions: questions.map((entry) => ({ question_id: entry.question_id })),
    });
  }

  async function take(quizId: string, token: string): Promise<QbTakeQuiz> {
    return t.api.read(`/quizzes/${quizId}`, token, qbTakeQuizSchema);
  }

  function answer(quizId: string, questionId: string, token: string, body: QbAnswerInput) {
    return t.api.call('PUT', `/quizzes/${quizId}/answers/${questionId}`, token, body);
  }

  async function answered(quizId: string, questionId: string, token: string, body: QbAnswerInput) {
    return expectStatus(await answer(quizId, questionId, token, body), 200, qbTakeAnswerSchema);
  }

  return { answer, answered, colourQuestions, quiz, surveyQuiz, take };
}
