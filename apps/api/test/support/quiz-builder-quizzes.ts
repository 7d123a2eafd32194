import { qbQuizSchema, type QbQuiz, type QbQuizInput } from '@campus/contracts';
import type { TestContext } from './app';
import { createUser } from './factories/accounts';
import { createOption, createQuestion, type CreatedOption } from './factories/quiz-builder';
import { expectStatus } from './http';

/** A word no other test uses, so searches find only what one test made. */
let wordCount = 0;
export function uniqueWord(): string {
  wordCount += 1;
  return `qz${String(Date.now() % 100000)}w${String(wordCount)}`;
}

/** The quiz builder quizzes tests' helpers, bound to the test app of the file that uses them. */
export function createQbQuizHelpers(t: TestContext) {
  async function newAdmin(): Promise<string> {
    return (await createUser(t, { role: 'admin' })).token;
  }

  /** Three options a test's questions offer: red, green and blue. */
  async function colourOptions() {
    const [red, green, blue] = await Promise.all([
      createOption(t, { text_en: 'Red', text_tr: 'Kırmızı', value: 1 }),
      createOption(t, { text_en: 'Green', text_tr: 'Yeşil', value: 2 }),
      createOption(t, { text_en: 'Blue', text_tr: 'Mavi', value: 3 }),
    ]);
    return { red, green, blue };
  }

  type Colours = Awaited<ReturnType<typeof colourOptions>>;

  /** One question of each type offering the colours, texts ending with a unique word. */
  async function questionSet(word: string, colours: Colours) {
    const options: CreatedOption[] = [colours.red, colours.green, colours.blue];
    const [single, multiple, ranking, scale, text] = await Promise.all([
      createQuestion(t, {
        type: 'single_choice',
        text_en: `Colour of grass ${word}`,
        text_tr: `Çimenin rengi ${word}`,
        options,
      }),
      createQuestion(t, {
        type: 'multiple_choice',
        text_en: `Colours of a flag ${word}`,
        text_tr: `Bayrağın renkleri ${word}`,
        options,
      }),
      createQuestion(t, {
        type: 'ranking',
        text_en: `Order the colours ${word}`,
        text_tr: `Renkleri sıralayın ${word}`,
        options,
      }),
      createQuestion(t, {
        type: 'scale',
        scale_max: 5,
        text_en: `Do you like colours? ${word}`,
        text_tr: `Renkleri sever misiniz? ${word}`,
      }),
      createQuestion(t, {
        type: 'short_text',
        text_en: `Your colour ${word}`,
        text_tr: `Renginiz ${word}`,
      }),
    ]);
    return { single, multiple, ranking, scale, text };
  }

  type QuestionSet = Awaited<ReturnType<typeof questionSet>>;

  async function postQuiz(admin: string, body: QbQuizInput): Promise<QbQuiz> {
    return expectStatus(
      await t.api.call('POST', '/admin/qb/quiz/main', admin, body),
      201,
      qbQuizSchema,
    );
  }

  async function readQuiz(admin: string, quizId: string): Promise<QbQuiz> {
    return t.api.read(`/admin/qb/quiz/main/${quizId}`, admin, qbQuizSchema);
  }

  async function saveQuiz(admin: string, quizId: string, body: QbQuizInput): Promise<QbQuiz> {
    return expectStatus(
      await t.api.call('PUT', `/admin/qb/quiz/main/${quizId}`, admin, body),
      200,
      qbQuizSchema,
    );
  }

  /** A knowledge quiz body over a question set with complete keys. */
  function knowledgeBody(
    word: string,
    set: QuestionSet,
    { red, green, blue }: Colours,
    overrides: Partial<QbQuizInput> = {},
  ): QbQuizInput {
    return {
      title_en: `Colour knowledge ${word}`,
      title_tr: `Renk bilgisi ${word}`,
      purpose: 'knowledge',
      questions: [
        { question_id: set.single.question_id, points: 2, correct_option_ids: [green.option_id] },
        {
          question_id: set.multiple.question_id,
          points: 3,
          correct_option_ids: [red.option_id, blue.option_id],
        },
        {
          question_id: set.ranking.question_id,
          points: 5,
          correct_option_ids: [blue.option_id, red.option_id, green.option_id],
        },
        { question_id: set.scale.question_id, points: 4 },
        { question_id: set.text.question_id },
      ],
      ...overrides,
    };
  }

  return { colourOptions, knowledgeBody, newAdmin, postQuiz, questionSet, readQuiz, saveQuiz };
}
