import { qbQuizAnalysisSchema } from '@campus/contracts';
import type { TestContext } from './app';
import { createUser } from './factories/accounts';
import {
  createOption,
  createQuestion,
  createQuiz,
  type CreatedOption,
} from './factories/quiz-builder';
import { takeQuiz } from './factories/quiz-taking';

export const choices = (...options: CreatedOption[]) =>
  options.map((entry) => ({ option_id: entry.option_id }));

/** The quiz builder responses tests' helpers, bound to the test app of the file that uses them. */
export function createQbResponseHelpers(t: TestContext) {
  async function analysisOf(admin: string, quizId: string) {
    return t.api.read(`/admin/qb/quiz/main/${quizId}/analysis`, admin, qbQuizAnalysisSchema);
  }

  /** Three colours and four questions about them: a single choice, a ranking, a scale, a text. */
  async function colourQuestions() {
    const red = await createOption(t, { text_en: 'Red', text_tr: 'Kırmızı', value: 1 });
    const green = await createOption(t, { text_en: 'Green', text_tr: 'Yeşil', value: 1 });
    const blue = await createOption(t, { text_en: 'Blue', text_tr: 'Mavi', value: 1 });
    const single = await createQuestion(t, {
      type: 'single_choice',
      text_en: 'Favourite colour?',
      text_tr: 'En sevdiğin renk?',
      options: choices(red, green, blue),
      status: 'active',
    });
    const ranking = await createQuestion(t, {
      type: 'ranking',
      text_en: 'Order the colours',
      text_tr: 'Renkleri sırala',
      options: choices(red, green, blue),
      status: 'active',
    });
    const scale = await createQuestion(t, {
      type: 'scale',
      scale_max: 5,
      text_en: 'How tidy?',
      text_tr: 'Ne kadar düzenli?',
      status: 'active',
    });
    const text = await createQuestion(t, {
      type: 'short_text',
      text_en: 'Your room?',
      text_tr: 'Odan nasıl?',
      status: 'active',
    });
    return { red, green, blue, single, ranking, scale, text };
  }

  /**
   * The known data set, made for each test. Survey: Ayşe (completed) and Burak
   * answer all four questions, Cem's single choice is recorded on paper by an
   * admin (unless `paperAnswer: false`: the test records it). Knowledge: Ayşe
   * right (2 points), Burak wrong (0), pass score 2.
   */
  async function knownDataSet(options: { paperAnswer?: boolean } = {}) {
    const [admin, moderator, ayse, burak, cem] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    const colours = await colourQuestions();
    const { red, green, blue, single, ranking, scale, text } = colours;
    const survey = (
      await createQuiz(t, {
        title_en: 'Habits',
        title_tr: 'Alışkanlıklar',
        purpose: 'survey',
        status: 'published',
        questions: [single, ranking, scale, text].map((entry) => ({
          question_id: entry.question_id,
        })),
      })
    ).quiz_id;
    const knowledge = (
      await createQuiz(t, {
        title_en: 'Colour test',
        title_tr: 'Renk testi',
        purpose: 'knowledge',
        status: 'published',
        pass_score: 2,
        questions: [
          { question_id: single.question_id, points: 2, correct_option_ids: [green.option_id] },
        ],
      })
    ).quiz_id;

    await takeQuiz(t, {
      user_id: ayse.id,
      quiz_id: survey,
      completed: true,
      answers: [
        { question: single, option_ids: [red.option_id] },
        { question: ranking, option_ids: [red.option_id, green.option_id, blue.option_id] },
        { question: scale, scale_value: 4 },
        { question: text, text_value: 'Loud music, "always"' },
      ],
    });
    await takeQuiz(t, {
      user_id: burak.id,
      quiz_id: survey,
      answers: [
        { question: single, option_ids: [red.option_id] },
        { question: ranking, option_ids: [green.option_id, red.option_id, blue.option_id] },
        { question: scale, scale_value: 2 },
        { question: text, text_value: '=SUM(A1) quiet' },
      ],
    });
    if (options.paperAnswer !== false) {
      await takeQuiz(t, {
        user_id: cem.id,
        quiz_id: survey,
        answers: [{ question: single, option_ids: [blue.option_id] }],
      });
    }

    await takeQuiz(t, {
      user_id: ayse.id,
      quiz_id: knowledge,
      completed: true,
      score: 2,
      max_score: 2,
      answers: [{ question: single, option_ids: [green.option_id] }],
    });
    await takeQuiz(t, {
      user_id: burak.id,
      quiz_id: knowledge,
      completed: true,
      score: 0,
      max_score: 2,
      answers: [{ question: single, option_ids: [blue.option_id] }],
    });
    return { admin, moderator, ayse, burak, cem, survey, knowledge, ...colours };
  }

  return { analysisOf, colourQuestions, knownDataSet };
}
