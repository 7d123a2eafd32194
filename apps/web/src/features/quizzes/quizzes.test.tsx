import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import {
  qbTakeAnswerSchema,
  type CurrentUser,
  type QbBundlePreview,
  type QbOpenQuizzes,
  type QbTakeAnswer,
  type QbTakeQuestion,
  type QbTakeQuiz,
} from '@campus/contracts';
import { setSignedIn, setSignedOut } from '../../lib/auth-store';
import type { Locale } from '../../lib/i18n';
import {
  fakeServer,
  jsonResponse,
  problemResponse,
  renderRoutes,
  type RecordedCall,
} from '../../test/render-feature';
import { BundleDisplayPage } from './bundle-display-page';
import { BundleTakePage } from './bundle-take-page';
import { MyQuizzesSection } from './my-quizzes-section';
import { QuizTakePage } from './quiz-take-page';

const student: CurrentUser = {
  user_id: '6f1c2a4e-1c1d-4c5e-9a0b-2b3c4d5e6f71',
  user_email: 'student@example.edu',
  user_role: 'student',
  user_first_name: 'Deniz',
  user_last_name: 'Aydın',
  user_photo_url: null,
  is_vip: false,
  contribution_count: 0,
  locale: 'en',
};

const quizId = '1a000000-0000-4000-8000-000000000001';
const bundleId = '2b000000-0000-4000-8000-000000000001';
const id = (n: number) => `3c000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const optionId = (n: number) => `4d000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function option(n: number, en: string, tr: string) {
  return { option_id: optionId(n), text_en: en, text_tr: tr };
}

function question(
  n: number,
  type: QbTakeQuestion['type'],
  en: string,
  tr: string,
  extra: Partial<QbTakeQuestion> = {},
): QbTakeQuestion {
  return {
    question_id: id(n),
    version_id: id(100 + n),
    position: n,
    type,
    scale_max: null,
    text_en: en,
    text_tr: tr,
    options: [],
    points: 0,
    ...extra,
  };
}

const single = question(1, 'single_choice', 'Where do you study?', 'Nerede çalışırsınız?', {
  options: [option(1, 'Library', 'Kütüphane'), option(2, 'At home', 'Evde')],
});
const multiple = question(2, 'multiple_choice', 'Which sports?', 'Hangi sporlar?', {
  options: [
    option(3, 'Football', 'Futbol'),
    option(4, 'Chess', 'Satranç'),
    option(5, 'Swimming', 'Yüzme'),
  ],
});
const scale = question(3, 'scale', 'How busy are you?', 'Ne kadar yoğunsunuz?', { scale_max: 5 });
const ranking = question(4, 'ranking', 'Rank the meals', 'Öğünleri sıralayın', {
  options: [
    option(6, 'Breakfast', 'Kahvaltı'),
    option(7, 'Lunch', 'Öğle'),
    option(8, 'Dinner', 'Akşam'),
  ],
});
const text = question(5, 'short_text', 'Anything else?', 'Başka bir şey?');

function quizOf(partial: Partial<QbTakeQuiz> = {}): QbTakeQuiz {
  return {
    quiz_id: quizId,
    title_en: 'Campus life',
    title_tr: 'Kampüs yaşamı',
    description_en: 'A short survey',
    description_tr: 'Kısa bir anket',
    purpose: 'survey',
    pass_score: null,
    max_score: 0,
    questions: [single, multiple, scale, ranking, text],
    answers: [],
    started_at: null,
    completed_at: null,
    can_retake: true,
    result: null,
    ...partial,
  };
}

function answer(questionId: string, partial: object): QbTakeAnswer {
  return qbTakeAnswerSchema.parse({
    question_id: questionId,
    option_ids: [],
    scale_value: null,
    text_value: null,
    answered_at: '2026-11-20T10:00:00.000Z',
    ...partial,
  });
}

let user: UserEvent;

function renderQuiz(language: Locale = 'en') {
  return renderRoutes({
    routes: [
      { path: '/quiz/:quiz_id', element: <QuizTakePage /> },
      { path: '/', element: <p>Home</p> },
    ],
    initialEntry: `/quiz/${quizId}`,
    language,
  });
}

function bodyOf(body: unknown): object {
  return typeof body === 'object' && body !== null ? body : {};
}

/** The API's answer to a saved answer: the answer as stored. */
function savedAnswer(call: RecordedCall) {
  return jsonResponse(200, answer(call.path.split('/').at(-1) ?? '', bodyOf(call.body)));
}

function answerPath(questionId: string) {
  return `quizzes/${quizId}/answers/${questionId}`;
}

function acceptAnswers() {
  for (const item of [single, multiple, scale, ranking, text]) {
    fakeServer.on('PUT', answerPath(item.question_id), (call) => savedAnswer(call));
  }
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  setSignedIn(student);
});
afterEach(() => {
  setSignedOut();
});

describe('QuizTakePage', () => {
  it('takes a quiz with every input type, saving as it goes, then finishes with a summary', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () => jsonResponse(200, quizOf()));
    acceptAnswers();
    fakeServer.on('POST', `quizzes/${quizId}/complete`, () => {
      const saved = fakeServer.calls
        .filter((call) => call.method === 'PUT')
        .map((call) => answer(call.path.split('/').at(-1) ?? '', bodyOf(call.body)));
      const latest = [...new Map(saved.map((item) => [item.question_id, item])).values()];
      return jsonResponse(
        200,
        quizOf({
          answers: latest,
          started_at: '2026-11-20T10:00:00.000Z',
          completed_at: '2026-11-20T10:05:00.000Z',
          result: {
            completed_at: '2026-11-20T10:05:00.000Z',
            answered_count: 5,
            question_count: 5,
            score: null,
            max_score: null,
            passed: null,
            questions: [],
          },
        }),
      );
    });
    renderQuiz();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campus life' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();

    // Single choice: a radio group, saved on change.
    await user.click(screen.getByRole('radio', { name: 'At home' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', answerPath(single.question_id))[0]?.body).toEqual({
      option_ids: [optionId(2)],
      scale_value: null,
      text_value: null,
      bundle_id: null,
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Multiple choice: checkboxes, each change saved, in the options' order.
    expect(await screen.findByRole('heading', { name: 'Which sports?' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Swimming' }));
    await user.click(screen.getByRole('checkbox', { name: 'Football' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', answerPath(multiple.question_id))).toHaveLength(2);
    });
    expect(fakeServer.callsTo('PUT', answerPath(multiple.question_id))[1]?.body).toMatchObject({
      option_ids: [optionId(3), optionId(5)],
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Scale: a row of radios 1..5 with the ends labelled.
    expect(await screen.findByText('Question 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 (lowest)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 (highest)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', answerPath(scale.question_id))[0]?.body).toMatchObject({
        scale_value: 4,
      });
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Ranking: saved on Next, in the order shown.
    await user.click(await screen.findByRole('button', { name: 'Move “Dinner” up' }));
    expect(fakeServer.callsTo('PUT', answerPath(ranking.question_id))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', answerPath(ranking.question_id))[0]?.body).toMatchObject({
        option_ids: [optionId(6), optionId(8), optionId(7)],
      });
    });

    // Short text: a textarea with a counter, saved on Next; Enter adds a line, nothing is sent.
    const textarea = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(textarea, 'More shade{Enter}please');
    expect(screen.getByText('17 / 1000 characters')).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', answerPath(text.question_id))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', answerPath(text.question_id))[0]?.body).toMatchObject({
        text_value: 'More shade\nplease',
      });
    });

    // The review lists every answer, each with a way to change it.
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toHaveFocus();
    expect(screen.getByText('At home')).toBeInTheDocument();
    expect(screen.getByText('Football, Swimming')).toBeInTheDocument();
    expect(screen.getByText('4 of 5')).toBeInTheDocument();
    expect(screen.getByText('1. Breakfast, 2. Dinner, 3. Lunch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the answer to question 3' }));
    expect(await screen.findByText('Question 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Review answers' }));

    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText('Your answer: At home')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `quizzes/${quizId}/complete`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Take it again' })).toBeInTheDocument();
  });

  it('resumes at the first unanswered question after a reload', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () =>
      jsonResponse(
        200,
        quizOf({
          started_at: '2026-11-20T10:00:00.000Z',
          answers: [
            answer(single.question_id, { option_ids: [optionId(1)] }),
            answer(multiple.question_id, { option_ids: [optionId(4)] }),
          ],
        }),
      ),
    );
    renderQuiz();
    expect(await screen.findByText('Question 3 of 5')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How busy are you?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('checkbox', { name: 'Chess' })).toBeChecked();
  });

  it('shows the questions in Turkish and switches with the language', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () => jsonResponse(200, quizOf()));
    const { i18n } = renderQuiz('tr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kampüs yaşamı' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Soru 1 / 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kütüphane' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('radio', { name: 'Library' })).toBeInTheDocument();
  });

  it('reorders a ranking with the keyboard and announces the new position', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () =>
      jsonResponse(200, quizOf({ questions: [ranking] })),
    );
    fakeServer.on('PUT', answerPath(ranking.question_id), (call) => savedAnswer(call));
    renderQuiz();
    const down = await screen.findByRole('button', { name: 'Move “Breakfast” down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('“Breakfast” is now in position 2 of 3')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Move “Breakfast” down' })).toHaveFocus();
    });
    await user.keyboard(' ');
    expect(await screen.findByText('“Breakfast” is now in position 3 of 3')).toBeInTheDocument();
    // At the end, the focus moves to the other button of the same option.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Move “Breakfast” up' })).toHaveFocus();
    });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1.Lunch', '2.Dinner', '3.Breakfast']);
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', answerPath(ranking.question_id))[0]?.body).toMatchObject({
        option_ids: [optionId(7), optionId(8), optionId(6)],
      });
    });
  });

  it('shows the server’s message next to the input, in the reader’s language', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () => jsonResponse(200, quizOf()));
    fakeServer.on('PUT', answerPath(single.question_id), () =>
      problemResponse(400, 'Validation failed', [
        { field: 'body.option_ids', message: 'Choose exactly one option' },
      ]),
    );
    renderQuiz('tr');
    await user.click(await screen.findByRole('radio', { name: 'Evde' }));
    expect(await screen.findByText('Tam olarak bir seçenek seçin.')).toBeInTheDocument();
    expect(screen.queryByText('Kaydedildi')).not.toBeInTheDocument();
  });

  it('shows the score, pass or fail and each question’s correct options of a knowledge quiz', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () =>
      jsonResponse(
        200,
        quizOf({
          purpose: 'knowledge',
          pass_score: 5,
          max_score: 10,
          questions: [single, multiple],
          answers: [
            answer(single.question_id, { option_ids: [optionId(1)] }),
            answer(multiple.question_id, { option_ids: [optionId(3)] }),
          ],
          started_at: '2026-11-20T10:00:00.000Z',
          completed_at: '2026-11-20T10:05:00.000Z',
          can_retake: false,
          result: {
            completed_at: '2026-11-20T10:05:00.000Z',
            answered_count: 2,
            question_count: 2,
            score: 5,
            max_score: 10,
            passed: true,
            questions: [
              {
                question_id: single.question_id,
                correct: true,
                points_earned: 5,
                correct_option_ids: [optionId(1)],
              },
              {
                question_id: multiple.question_id,
                correct: false,
                points_earned: 0,
                correct_option_ids: [optionId(4), optionId(5)],
              },
            ],
          },
        }),
      ),
    );
    renderQuiz();
    expect(await screen.findByRole('heading', { name: 'Your result' })).toBeInTheDocument();
    expect(screen.getByText('Score: 5 of 10')).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first && within(first).getByText('Correct')).toBeInTheDocument();
    expect(second && within(second).getByText('Incorrect')).toBeInTheDocument();
    expect(
      second && within(second).getByText('Correct answer: Chess, Swimming'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take it again' })).not.toBeInTheDocument();
  });

  it('says plainly when the quiz is not open, with a link home', async () => {
    fakeServer.on('GET', `quizzes/${quizId}`, () =>
      problemResponse(404, 'This quiz does not exist or is not open'),
    );
    const { router } = renderQuiz();
    expect(await screen.findByText('This quiz does not exist or is not open.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

const secondQuizId = '1a000000-0000-4000-8000-000000000002';

function bundleQuiz(quiz: string, position: number, partial: object = {}) {
  return {
    quiz_id: quiz,
    position,
    title_en: position === 1 ? 'Campus life' : 'Food',
    title_tr: position === 1 ? 'Kampüs yaşamı' : 'Yemek',
    purpose: 'survey' as const,
    question_count: 1,
    answered_count: 0,
    completed_at: null,
    ...partial,
  };
}

const takeBundle = {
  bundle_id: bundleId,
  title_en: 'Welcome week',
  title_tr: 'Hoş geldin haftası',
  description_en: 'Two short quizzes',
  description_tr: 'İki kısa anket',
  quizzes: [bundleQuiz(quizId, 1), bundleQuiz(secondQuizId, 2)],
  completed: false,
};

describe('BundleTakePage', () => {
  it('opens the next unfinished quiz inline and records the bundle with each answer', async () => {
    fakeServer.on('GET', `bundles/${bundleId}`, () =>
      jsonResponse(200, {
        ...takeBundle,
        quizzes: [
          bundleQuiz(quizId, 1, { answered_count: 1, completed_at: '2026-11-20T10:05:00.000Z' }),
          bundleQuiz(secondQuizId, 2),
        ],
      }),
    );
    fakeServer.on('GET', `quizzes/${secondQuizId}`, () =>
      jsonResponse(200, quizOf({ quiz_id: secondQuizId, title_en: 'Food', questions: [single] })),
    );
    fakeServer.on('PUT', `quizzes/${secondQuizId}/answers/${single.question_id}`, (call) =>
      savedAnswer(call),
    );
    const { router } = renderRoutes({
      routes: [{ path: '/bundle/:bundle_id', element: <BundleTakePage /> }],
      initialEntry: `/bundle/${bundleId}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome week' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 2 quizzes completed')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.search).toBe(`?quiz=${secondQuizId}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Food' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Library' }));
    await waitFor(() => {
      expect(
        fakeServer.callsTo('PUT', `quizzes/${secondQuizId}/answers/${single.question_id}`)[0]?.body,
      ).toMatchObject({ bundle_id: bundleId });
    });
  });
});

describe('BundleDisplayPage', () => {
  const preview: QbBundlePreview = {
    bundle: { ...takeBundle, quizzes: [bundleQuiz(quizId, 1)] },
    quizzes: [quizOf({ questions: [single, scale] })],
  };
  const bundles = {
    items: [
      {
        bundle_id: bundleId,
        title_en: 'Welcome week',
        title_tr: 'Hoş geldin haftası',
        description_en: '',
        description_tr: '',
        status: 'draft',
        quizzes: [],
        quiz_count: 1,
        question_count: 2,
        published_at: null,
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    page: 1,
    page_size: 100,
    total: 1,
  };

  it('finds the bundle of a question, opens it there and saves nothing', async () => {
    fakeServer.on('GET', 'admin/qb/bundle/main/all', () => jsonResponse(200, bundles));
    fakeServer.on('GET', `admin/qb/bundle/preview/${bundleId}`, () => jsonResponse(200, preview));
    renderRoutes({
      routes: [{ path: '/admin/qb/bundle/display/:question_id?', element: <BundleDisplayPage /> }],
      initialEntry: `/admin/qb/bundle/display/${scale.question_id}`,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome week' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByText('Preview: answers are not saved.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('radio', { name: 'Library' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText('Your answer: Library')).toBeInTheDocument();
    expect(screen.getByText('Your answer: 2 of 5')).toBeInTheDocument();
    expect(fakeServer.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says when the question is in no bundle yet', async () => {
    fakeServer.on('GET', 'admin/qb/bundle/main/all', () => jsonResponse(200, bundles));
    fakeServer.on('GET', `admin/qb/bundle/preview/${bundleId}`, () =>
      jsonResponse(200, { ...preview, quizzes: [quizOf({ questions: [single] })] }),
    );
    renderRoutes({
      routes: [{ path: '/admin/qb/bundle/display/:question_id?', element: <BundleDisplayPage /> }],
      initialEntry: `/admin/qb/bundle/display/${text.question_id}`,
    });
    expect(
      await screen.findByText('This question is in no bundle yet. Choose a bundle to display it.'),
    ).toBeInTheDocument();
  });
});

describe('MyQuizzesSection', () => {
  it('lists the open bundles and quizzes with my progress and links', async () => {
    const open: QbOpenQuizzes = {
      bundles: [
        {
          bundle_id: bundleId,
          title_en: 'Welcome week',
          title_tr: 'Hoş geldin haftası',
          description_en: '',
          description_tr: '',
          quiz_count: 2,
          completed_count: 1,
        },
      ],
      quizzes: [
        {
          quiz_id: quizId,
          title_en: 'Campus life',
          title_tr: 'Kampüs yaşamı',
          description_en: '',
          description_tr: '',
          purpose: 'survey',
          question_count: 5,
          answered_count: 2,
          completed_at: null,
        },
      ],
    };
    fakeServer.on('GET', 'quizzes', () => jsonResponse(200, open));
    const { router } = renderRoutes({
      routes: [
        { path: '/my-space', element: <MyQuizzesSection /> },
        { path: '/quiz/:quiz_id', element: <p>The quiz</p> },
      ],
      initialEntry: '/my-space',
      language: 'tr',
    });
    const section = await screen.findByRole('region', { name: 'Anketlerim' });
    expect(await within(section).findByText('2 anketten 1 tanesi tamamlandı')).toBeInTheDocument();
    expect(within(section).getByText('5 sorudan 2 tanesi yanıtlandı')).toBeInTheDocument();
    await user.click(within(section).getByRole('link', { name: 'Aç: Kampüs yaşamı' }));
    expect(router.state.location.pathname).toBe(`/quiz/${quizId}`);
  });
});
