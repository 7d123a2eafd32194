import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QbResponse } from '@campus/contracts';
import { fakeServer, jsonResponse } from '../../../test/render-feature';
import { quizSummary, renderAt } from '../test-support';

const visible: QbResponse = {
  response_id: 42,
  user: {
    user_id: '55555555-5555-4555-8555-555555555555',
    display_name: 'Zeynep Kaya',
    email: 'zeynep@example.edu',
  },
  quiz: {
    quiz_id: '33333333-3333-4333-8333-333333333333',
    title_en: 'Campus life',
    title_tr: 'Kampüs hayatı',
  },
  question: {
    question_id: '11111111-1111-4111-8111-111111111111',
    rendered_en: 'What would you change on campus?',
    rendered_tr: 'Kampüste neyi değiştirirdin?',
    type: 'short_text',
  },
  version_number: 2,
  options: [],
  scale_value: null,
  scale_max: null,
  text_value: 'More trees near the library',
  is_hidden: false,
  hidden_by: null,
  hidden_at: null,
  answered_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

const hidden: QbResponse = {
  ...visible,
  is_hidden: true,
  hidden_by: { user_id: '66666666-6666-4666-8666-666666666666', display_name: 'Admin Ali' },
  hidden_at: '2026-03-02T09:00:00.000Z',
};

let stored: QbResponse = visible;

beforeEach(() => {
  fakeServer.reset();
  stored = visible;
  fakeServer.on('GET', 'admin/qb/response/main/42', () => jsonResponse(200, stored));
  fakeServer.on('PUT', 'admin/qb/response/main/42', (call) => {
    const body: unknown = call.body;
    const isHidden: unknown =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'is_hidden') : undefined;
    stored = isHidden === true ? hidden : visible;
    return jsonResponse(200, stored);
  });
  fakeServer.on('GET', 'admin/qb/response/main/all', () =>
    jsonResponse(200, { items: [hidden], page: 1, page_size: 25, total: 1 }),
  );
  fakeServer.on('GET', 'admin/qb/quiz/main/all', () =>
    jsonResponse(200, { items: [], page: 1, page_size: 100, total: 0 }),
  );
});

describe('moderating a response', () => {
  it('hides an answer and shows it again', async () => {
    renderAt('/admin/qb/responses/edit/42');
    expect(await screen.findByText('More trees near the library')).toBeInTheDocument();
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', 'admin/qb/response/main/42')[0]?.body).toEqual({
      is_hidden: true,
    });
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText(/^Admin Ali, /)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', 'admin/qb/response/main/42')[1]?.body).toEqual({
      is_hidden: false,
    });
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('lists responses with who, what and the hidden badge, filters in the query', async () => {
    renderAt(
      '/admin/qb/responses?quiz_id=33333333-3333-4333-8333-333333333333&question_id=11111111-1111-4111-8111-111111111111&text_only=true',
    );
    const table = await screen.findByRole('table', { name: 'Responses (1)' });
    const row = within(within(table).getAllByRole('row')[1] ?? table);
    expect(row.getByRole('link', { name: 'Zeynep Kaya' })).toHaveAttribute(
      'href',
      '/admin/qb/responses/one/main/42',
    );
    expect(row.getByText('zeynep@example.edu')).toBeInTheDocument();
    expect(row.getByText('More trees near the library')).toBeInTheDocument();
    expect(row.getByText('Hidden')).toBeInTheDocument();
    await waitFor(() => {
      const search = fakeServer.callsTo('GET', 'admin/qb/response/main/all').at(-1)?.search;
      expect(search?.get('question_id')).toBe('11111111-1111-4111-8111-111111111111');
      expect(search?.get('text_only')).toBe('true');
    });
  });
});

describe('a paper answer', () => {
  it('is recorded for a user with the input of the question’s type', async () => {
    const campusLife = quizSummary(visible.quiz.quiz_id, 'Campus life', 'Kampüs hayatı', {
      question_count: 1,
      published_at: visible.answered_at,
      created_at: visible.answered_at,
      updated_at: visible.answered_at,
    });
    const scale = {
      question_id: '11111111-1111-4111-8111-111111111112',
      type: 'scale',
      scale_max: 5,
      phrase: null,
      text_en: 'How green is the campus?',
      text_tr: 'Kampüs ne kadar yeşil?',
      rendered_en: 'How green is the campus?',
      rendered_tr: 'Kampüs ne kadar yeşil?',
      matters: [],
      options: [],
      importance: 1,
      status: 'active',
      current_version: 1,
      version_id: '99999999-0000-4000-8000-000000000002',
      version_count: 1,
      response_count: 0,
      quiz_count: 1,
      created_at: visible.answered_at,
      updated_at: visible.answered_at,
    };
    fakeServer.on('GET', 'admin/qb/quiz/main/all', () =>
      jsonResponse(200, { items: [campusLife], page: 1, page_size: 100, total: 1 }),
    );
    fakeServer.on('GET', `admin/qb/quiz/main/${visible.quiz.quiz_id}`, () =>
      jsonResponse(200, {
        ...campusLife,
        questions: [{ position: 0, points: 0, correct_option_ids: [], question: scale }],
        bundles: [],
      }),
    );
    fakeServer.on('POST', 'admin/qb/response/main', () => jsonResponse(201, visible));
    const { router } = renderAt('/admin/qb/responses/add');

    await userEvent.type(
      screen.getByRole('textbox', { name: /User's e-mail/ }),
      'zeynep@example.edu',
    );
    await userEvent.click(screen.getByRole('combobox', { name: /^Quiz/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Campus life' }));
    const question = screen.getByRole('combobox', { name: /^Question/ });
    await waitFor(() => {
      expect(question).toBeEnabled();
    });
    await userEvent.click(question);
    await userEvent.click(
      await screen.findByRole('option', { name: '1. How green is the campus?' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record answer' }));
    expect(await screen.findByText('Choose a value on the scale.')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'admin/qb/response/main')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record answer' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/qb/responses/one/main/42');
    });
    expect(fakeServer.callsTo('POST', 'admin/qb/response/main')[0]?.body).toEqual({
      email: 'zeynep@example.edu',
      quiz_id: visible.quiz.quiz_id,
      question_id: scale.question_id,
      option_ids: [],
      scale_value: 4,
      text_value: null,
    });
  });
});
