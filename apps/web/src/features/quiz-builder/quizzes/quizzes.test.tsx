import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  qbAnswerKeyMissingMessage,
  type QbQuestion,
  type QbQuiz,
  type QbQuizAnalysis,
} from '@campus/contracts';
import { fakeServer, jsonResponse, problemResponse } from '../../../test/render-feature';
import { renderAt } from '../test-support';

const stamp = '2026-01-10T08:00:00.000Z';

function option(id: string, en: string, tr: string) {
  return {
    option_id: id,
    alternative_id: null,
    text_en: en,
    text_tr: tr,
    value: 1,
    shown_en: en,
    shown_tr: tr,
  };
}

const capital: QbQuestion = {
  question_id: '11111111-1111-4111-8111-111111111111',
  type: 'single_choice',
  scale_max: null,
  phrase: null,
  text_en: 'What is the capital of Türkiye?',
  text_tr: 'Türkiye’nin başkenti neresidir?',
  rendered_en: 'What is the capital of Türkiye?',
  rendered_tr: 'Türkiye’nin başkenti neresidir?',
  matters: [],
  options: [
    option('aaaaaaaa-0000-4000-8000-000000000001', 'Istanbul', 'İstanbul'),
    option('aaaaaaaa-0000-4000-8000-000000000002', 'Ankara', 'Ankara'),
  ],
  importance: 1,
  status: 'active',
  current_version: 1,
  version_id: '99999999-0000-4000-8000-000000000001',
  version_count: 1,
  response_count: 0,
  quiz_count: 0,
  created_at: stamp,
  updated_at: stamp,
};

const seasons: QbQuestion = {
  ...capital,
  question_id: '22222222-2222-4222-8222-222222222222',
  type: 'ranking',
  text_en: 'Order the seasons you like',
  text_tr: 'Sevdiğin mevsimleri sırala',
  rendered_en: 'Order the seasons you like',
  rendered_tr: 'Sevdiğin mevsimleri sırala',
  options: [
    option('bbbbbbbb-0000-4000-8000-000000000001', 'Summer', 'Yaz'),
    option('bbbbbbbb-0000-4000-8000-000000000002', 'Winter', 'Kış'),
    option('bbbbbbbb-0000-4000-8000-000000000003', 'Spring', 'İlkbahar'),
  ],
};

const quiz: QbQuiz = {
  quiz_id: '33333333-3333-4333-8333-333333333333',
  title_en: 'Geography',
  title_tr: 'Coğrafya',
  description_en: '',
  description_tr: '',
  status: 'published',
  purpose: 'knowledge',
  pass_score: 1,
  max_score: 2,
  question_count: 2,
  bundle_count: 0,
  started_count: 5,
  completed_count: 4,
  published_at: stamp,
  created_at: stamp,
  updated_at: stamp,
  questions: [
    {
      position: 0,
      points: 1,
      correct_option_ids: ['aaaaaaaa-0000-4000-8000-000000000002'],
      question: capital,
    },
    { position: 1, points: 1, correct_option_ids: [], question: seasons },
  ],
  bundles: [],
};

const analysis: QbQuizAnalysis = {
  quiz_id: quiz.quiz_id,
  purpose: 'knowledge',
  started_count: 5,
  completed_count: 4,
  average_score: 1.5,
  passed_count: 3,
  questions: [
    {
      question_id: capital.question_id,
      position: 0,
      type: 'single_choice',
      rendered_en: capital.rendered_en,
      rendered_tr: capital.rendered_tr,
      response_count: 5,
      version_count: 2,
      options: [
        {
          option_id: 'aaaaaaaa-0000-4000-8000-000000000001',
          text_en: 'Istanbul',
          text_tr: 'İstanbul',
          count: 2,
          average_rank: null,
        },
        {
          option_id: 'aaaaaaaa-0000-4000-8000-000000000002',
          text_en: 'Ankara',
          text_tr: 'Ankara',
          count: 3,
          average_rank: null,
        },
      ],
      scale_max: null,
      scale: [],
      scale_average: null,
      text_count: 0,
      hidden_count: 0,
      correct_count: 3,
    },
    {
      question_id: '44444444-4444-4444-8444-444444444444',
      position: 1,
      type: 'scale',
      rendered_en: 'How sure are you?',
      rendered_tr: 'Ne kadar eminsin?',
      response_count: 4,
      version_count: 1,
      options: [],
      scale_max: 5,
      scale: [
        { value: 2, count: 1 },
        { value: 5, count: 3 },
      ],
      scale_average: 4.25,
      text_count: 0,
      hidden_count: 0,
      correct_count: null,
    },
  ],
};

beforeEach(() => {
  fakeServer.reset();
  fakeServer.on('GET', 'admin/qb/question/main/all', () =>
    jsonResponse(200, { items: [capital, seasons], page: 1, page_size: 25, total: 2 }),
  );
  fakeServer.on('GET', `admin/qb/quiz/main/${quiz.quiz_id}`, () => jsonResponse(200, quiz));
  fakeServer.on('GET', `admin/qb/quiz/main/${quiz.quiz_id}/analysis`, () =>
    jsonResponse(200, analysis),
  );
});

async function fillTitles() {
  await userEvent.type(screen.getByRole('textbox', { name: /Title \(English\)/ }), 'Geography');
  await userEvent.type(screen.getByRole('textbox', { name: /Title \(Turkish\)/ }), 'Coğrafya');
}

async function choose(label: string, optionName: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: optionName }));
}

describe('the quiz form', () => {
  it('adds, orders and keys questions and sends the whole quiz', async () => {
    fakeServer.on('POST', 'admin/qb/quiz/main', () => jsonResponse(201, quiz));
    const { router } = renderAt('/admin/qb/quizzes/add');
    await fillTitles();
    await choose('Purpose', 'Knowledge');

    const found = await screen.findByRole('list', { name: 'Questions found' });
    await userEvent.click(
      within(found).getByRole('button', { name: `Add “${capital.rendered_en}”` }),
    );
    await userEvent.click(
      within(found).getByRole('button', { name: `Add “${seasons.rendered_en}”` }),
    );
    // Both are added, so the search offers none of them any more.
    expect(screen.queryByRole('list', { name: 'Questions found' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move “Spring” up' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Ankara' }));
    const points = screen.getByRole('textbox', { name: 'Points for question 1' });
    await userEvent.clear(points);
    await userEvent.type(points, '3');

    await userEvent.click(screen.getByRole('button', { name: 'Create quiz' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/qb/quizzes/one/main/${quiz.quiz_id}`);
    });
    expect(fakeServer.callsTo('POST', 'admin/qb/quiz/main')[0]?.body).toEqual({
      title_en: 'Geography',
      title_tr: 'Coğrafya',
      description_en: '',
      description_tr: '',
      purpose: 'knowledge',
      status: 'draft',
      pass_score: null,
      questions: [
        {
          question_id: seasons.question_id,
          points: 3,
          correct_option_ids: [
            'bbbbbbbb-0000-4000-8000-000000000001',
            'bbbbbbbb-0000-4000-8000-000000000003',
            'bbbbbbbb-0000-4000-8000-000000000002',
          ],
        },
        {
          question_id: capital.question_id,
          points: 1,
          correct_option_ids: ['aaaaaaaa-0000-4000-8000-000000000002'],
        },
      ],
    });
  });

  it('refuses to publish an empty quiz before sending it', async () => {
    renderAt('/admin/qb/quizzes/add');
    await fillTitles();
    await choose('Status', 'Published');
    await userEvent.click(screen.getByRole('button', { name: 'Create quiz' }));
    expect(
      await screen.findByText('An empty quiz cannot be published: add at least one question.'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'admin/qb/quiz/main')).toHaveLength(0);
  });

  it('shows the server’s publishing error at the question it is about', async () => {
    fakeServer.on('PUT', `admin/qb/quiz/main/${quiz.quiz_id}`, () =>
      problemResponse(400, 'The quiz cannot be published', [
        {
          field: 'body.questions.0.correct_option_ids',
          message: qbAnswerKeyMissingMessage('single_choice'),
        },
      ]),
    );
    renderAt(`/admin/qb/quizzes/edit/${quiz.quiz_id}`);
    const points = await screen.findByRole('textbox', { name: 'Points for question 2' });
    await userEvent.clear(points);
    await userEvent.type(points, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The quiz cannot be published')).toBeInTheDocument();
    const key = screen.getByRole('radiogroup', { name: 'Correct answer' });
    expect(key).toHaveAccessibleDescription('Choose the one correct answer of this question.');
  });
});

describe('the quiz detail', () => {
  it('draws each question’s distribution with counts and percentages', async () => {
    renderAt(`/admin/qb/quizzes/one/main/${quiz.quiz_id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Geography' })).toBeInTheDocument();

    const capitalChart = await screen.findByRole('list', {
      name: `Answers to “${capital.rendered_en}”`,
    });
    const bars = within(capitalChart).getAllByRole('listitem');
    expect(bars[0]).toHaveTextContent('Istanbul2 (40%)');
    expect(bars[1]).toHaveTextContent('Ankara3 (60%)');
    expect(screen.getByText(/has 2 versions: the options may differ/)).toBeInTheDocument();
    expect(screen.getByText('5 responses · 3 correct', { exact: false })).toBeInTheDocument();

    const scale = screen.getByRole('list', { name: 'Answers to “How sure are you?”' });
    const values = within(scale).getAllByRole('listitem');
    expect(values).toHaveLength(5);
    expect(values[0]).toHaveTextContent('10 (0%)');
    expect(values[1]).toHaveTextContent('21 (25%)');
    expect(values[4]).toHaveTextContent('53 (75%)');
    expect(screen.getByText('Average 4.25 on a scale of 1 to 5')).toBeInTheDocument();

    expect(screen.getByText('Average score').nextSibling).toHaveTextContent('1.5');
    expect(screen.getByText('Passed').nextSibling).toHaveTextContent('3');
  });

  it('names what blocks a delete', async () => {
    fakeServer.on('DELETE', `admin/qb/quiz/main/${quiz.quiz_id}`, () =>
      problemResponse(409, 'This quiz has 9 responses. Archive it instead.'),
    );
    renderAt(`/admin/qb/quizzes/one/main/${quiz.quiz_id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this quiz?' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(
      await within(dialog).findByText('This quiz has 9 responses. Archive it instead.'),
    ).toBeInTheDocument();
  });
});

describe('the quiz list', () => {
  beforeEach(() => {
    fakeServer.on('GET', 'admin/qb/quiz/main/all', () =>
      jsonResponse(200, { items: [quiz], page: 1, page_size: 25, total: 1 }),
    );
  });

  it('lists the quizzes in the reader’s language with their figures', async () => {
    renderAt('/admin/qb/quizzes');
    const table = await screen.findByRole('table', { name: 'Quizzes (1)' });
    const row = within(within(table).getAllByRole('row')[1] ?? table);
    expect(row.getByRole('link', { name: 'Geography' })).toHaveAttribute(
      'href',
      `/admin/qb/quizzes/one/main/${quiz.quiz_id}`,
    );
    expect(row.getByText('Knowledge')).toBeInTheDocument();
    expect(row.getByText('Published')).toBeInTheDocument();
    expect(row.getByText('4 / 5')).toBeInTheDocument();
  });

  it('imports an exported quiz and tells what was created and reused', async () => {
    fakeServer.on('POST', 'admin/qb/quiz/import', () =>
      jsonResponse(201, {
        quiz_id: quiz.quiz_id,
        title_en: 'Geography',
        title_tr: 'Coğrafya',
        created: { matters: 0, options: 4, phrases: 1, questions: 2 },
        reused: { matters: 2, options: 0, phrases: 0, questions: 0 },
      }),
    );
    const { container } = renderAt('/admin/qb/quizzes');
    await screen.findByRole('table');
    const input = container.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('No file input');
    const document = { format: 'campushub.quiz', version: 1 };
    await userEvent.upload(
      input,
      new File([JSON.stringify(document)], 'geography.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('Quiz imported')).toBeInTheDocument();
    expect(
      screen.getByText('Created: 2 questions, 4 options, 1 phrases, 0 matters'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Reused: 0 questions, 0 options, 0 phrases, 2 matters'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'admin/qb/quiz/import')[0]?.body).toEqual(document);
  });

  it('shows why an import is refused', async () => {
    fakeServer.on('POST', 'admin/qb/quiz/import', () =>
      problemResponse(409, 'This quiz is already installed'),
    );
    const { container } = renderAt('/admin/qb/quizzes');
    await screen.findByRole('table');
    const input = container.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('No file input');
    await userEvent.upload(input, new File(['{}'], 'geography.json', { type: 'application/json' }));
    expect(
      await screen.findByText(/The quiz could not be imported\. This quiz is already installed/),
    ).toBeInTheDocument();
  });
});
