import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QbMatter, QbOption, QbPhrase, QbQuestion } from '@campus/contracts';
import { QuizBuilderPage, type QbSection } from './quiz-builder-page';
import { QuizBuilderPathsPage } from './paths-page';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';

const stamp = '2026-01-10T08:00:00.000Z';

const sports: QbMatter = {
  matter_id: '3d6f0a1e-8b7c-4d2e-9f10-a1b2c3d4e5f6',
  name_en: 'Sports',
  name_tr: 'Spor',
  description_en: '',
  description_tr: '',
  parent: null,
  children_count: 0,
  question_count: 1,
  created_at: stamp,
  updated_at: stamp,
};

const often: QbOption = {
  option_id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  text_en: 'Often',
  text_tr: 'Sık sık',
  value: 3,
  alternatives: [],
  question_count: 0,
  created_at: stamp,
  updated_at: stamp,
};

const rarely: QbOption = {
  ...often,
  option_id: '1b2c3d4e-5f60-4718-9a0b-c1d2e3f4a5b6',
  text_en: 'Rarely',
  text_tr: 'Nadiren',
  value: 1,
};

const phrase: QbPhrase = {
  phrase_id: '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  template_en: 'How often do you do {matter}?',
  template_tr: '{matter} ne sıklıkla yaparsın?',
  placeholders: ['matter'],
  question_count: 0,
  created_at: stamp,
  updated_at: stamp,
};

const question: QbQuestion = {
  question_id: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  type: 'single_choice',
  scale_max: null,
  phrase: {
    phrase_id: phrase.phrase_id,
    template_en: phrase.template_en,
    template_tr: phrase.template_tr,
  },
  text_en: null,
  text_tr: null,
  rendered_en: 'How often do you do Sports?',
  rendered_tr: 'Spor ne sıklıkla yaparsın?',
  matters: [{ matter_id: sports.matter_id, name_en: 'Sports', name_tr: 'Spor' }],
  options: [often, rarely].map((option) => ({
    option_id: option.option_id,
    alternative_id: null,
    text_en: option.text_en,
    text_tr: option.text_tr,
    value: option.value,
    shown_en: option.text_en,
    shown_tr: option.text_tr,
  })),
  importance: 5,
  status: 'draft',
  current_version: 1,
  version_id: 'aa1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  version_count: 1,
  response_count: 2,
  quiz_count: 1,
  created_at: stamp,
  updated_at: stamp,
};

function page<T>(items: T[]) {
  return { items, page: 1, page_size: 25, total: items.length };
}

const sections: QbSection[] = ['matters', 'options', 'phrases', 'questions'];

function renderAt(initialEntry: string, language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry,
    language,
    routes: [
      { path: '/admin/qb/paths', element: <QuizBuilderPathsPage /> },
      ...sections.flatMap((section) => {
        const id = `${section.slice(0, -1)}_id`;
        return [
          {
            path: `/admin/qb/${section}`,
            element: <QuizBuilderPage section={section} view="list" />,
          },
          {
            path: `/admin/qb/${section}/add`,
            element: <QuizBuilderPage section={section} view="add" />,
          },
          {
            path: `/admin/qb/${section}/one/main/:${id}`,
            element: <QuizBuilderPage section={section} view="detail" />,
          },
          {
            path: `/admin/qb/${section}/edit/:${id}`,
            element: <QuizBuilderPage section={section} view="edit" />,
          },
        ];
      }),
    ],
  });
}

beforeEach(() => {
  fakeServer.reset();
  fakeServer.on('GET', 'admin/qb/matter/main/all', () => jsonResponse(200, page([sports])));
  fakeServer.on('GET', 'admin/qb/option/main/all', () => jsonResponse(200, page([often, rarely])));
  fakeServer.on('GET', 'admin/qb/phrase/main/all', () => jsonResponse(200, page([phrase])));
  fakeServer.on('GET', 'admin/qb/question/main/all', () => jsonResponse(200, page([question])));
  fakeServer.on('GET', `admin/qb/matter/main/${sports.matter_id}`, () => jsonResponse(200, sports));
  fakeServer.on('GET', `admin/qb/question/main/${question.question_id}`, () =>
    jsonResponse(200, question),
  );
  fakeServer.on('GET', `admin/qb/option/main/${often.option_id}`, () => jsonResponse(200, often));
  fakeServer.on('GET', `admin/qb/option/main/${rarely.option_id}`, () => jsonResponse(200, rarely));
});

describe('the library lists', () => {
  it('lists matters with counts and keeps the search in the URL and the call', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/admin/qb/matters');
    const table = await screen.findByRole('table', { name: 'Matters (1)' });
    expect(within(table).getByRole('link', { name: 'Sports' })).toHaveAttribute(
      'href',
      `/admin/qb/matters/one/main/${sports.matter_id}`,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'spor');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=spor');
    });
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', 'admin/qb/matter/main/all').at(-1)?.search.get('q')).toBe(
        'spor',
      );
    });
  });

  it('shows questions in the reader’s language and filters by type', async () => {
    const user = userEvent.setup();
    renderAt('/admin/qb/questions', 'tr');
    const table = await screen.findByRole('table', { name: 'Sorular (1)' });
    expect(within(table).getByRole('link', { name: 'Spor ne sıklıkla yaparsın?' })).toBeVisible();
    expect(within(table).getByText('Tek seçim')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Tür' }));
    await user.click(await screen.findByRole('option', { name: 'Ölçek' }));
    await waitFor(() => {
      expect(
        fakeServer.callsTo('GET', 'admin/qb/question/main/all').at(-1)?.search.get('type'),
      ).toBe('scale');
    });
  });

  it('shows the load error with a retry', async () => {
    fakeServer.on('GET', 'admin/qb/phrase/main/all', () => problemResponse(500, 'Database down'));
    renderAt('/admin/qb/phrases');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('the forms', () => {
  it('asks for both names of a matter and sends the body', async () => {
    const user = userEvent.setup();
    fakeServer.on('POST', 'admin/qb/matter/main', () => jsonResponse(201, sports));
    renderAt('/admin/qb/matters/add');
    await user.click(await screen.findByRole('button', { name: 'Add matter' }));
    expect(await screen.findByText('Name (English) is required')).toBeVisible();
    expect(screen.getByText('Name (Turkish) is required')).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/qb/matter/main')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Sports');
    await user.type(screen.getByRole('textbox', { name: 'Name (Turkish)' }), 'Spor');
    await user.type(screen.getByRole('textbox', { name: 'Description (English)' }), 'Games');
    await user.click(screen.getByRole('button', { name: 'Add matter' }));
    expect(await screen.findByText('Description (Turkish) is required')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Description (English)' }));
    await user.click(screen.getByRole('button', { name: 'Add matter' }));
    await screen.findByRole('heading', { name: 'Sports', level: 1 });
    expect(fakeServer.callsTo('POST', 'admin/qb/matter/main')[0]?.body).toEqual({
      name_en: 'Sports',
      name_tr: 'Spor',
      description_en: '',
      description_tr: '',
      parent_id: null,
    });
  });

  it('shows the server’s field errors on the fields', async () => {
    const user = userEvent.setup();
    fakeServer.on('POST', 'admin/qb/option/main', () =>
      problemResponse(400, 'Validation failed', [
        { field: 'body.alternatives.0.text_tr', code: 'required', message: 'text_tr is required' },
      ]),
    );
    renderAt('/admin/qb/options/add');
    await user.type(await screen.findByRole('textbox', { name: 'Text (English)' }), 'Often');
    await user.type(screen.getByRole('textbox', { name: 'Text (Turkish)' }), 'Sık sık');
    await user.click(screen.getByRole('button', { name: 'Add alternative wording' }));
    await user.type(screen.getByRole('textbox', { name: 'Alternative 1 (English)' }), 'Frequently');
    await user.type(screen.getByRole('textbox', { name: 'Alternative 1 (Turkish)' }), 'Sıklıkla');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(await screen.findByText('Validation failed')).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'Alternative 1 (Turkish)' }),
    ).toHaveAccessibleDescription('Text (Turkish) is required');
  });

  it('refuses a wording used twice in an option, and sends the alternatives in their order', async () => {
    const user = userEvent.setup();
    fakeServer.on('POST', 'admin/qb/option/main', () => jsonResponse(201, often));
    fakeServer.on('GET', `admin/qb/option/main/${often.option_id}`, () => jsonResponse(200, often));
    renderAt('/admin/qb/options/add');
    await user.type(await screen.findByRole('textbox', { name: 'Text (English)' }), 'Often');
    await user.type(screen.getByRole('textbox', { name: 'Text (Turkish)' }), 'Çok');
    await user.click(screen.getByRole('button', { name: 'Add alternative wording' }));
    await user.type(screen.getByRole('textbox', { name: 'Alternative 1 (English)' }), 'Frequently');
    await user.type(screen.getByRole('textbox', { name: 'Alternative 1 (Turkish)' }), 'cok');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(
      await screen.findByText('Each wording of an option must be unique: “cok” is used twice.'),
    ).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Alternative 1 (Turkish)' }));
    await user.type(screen.getByRole('textbox', { name: 'Alternative 1 (Turkish)' }), 'Sıklıkla');
    await user.click(screen.getByRole('button', { name: 'Add alternative wording' }));
    await user.type(screen.getByRole('textbox', { name: 'Alternative 2 (English)' }), 'A lot');
    await user.type(screen.getByRole('textbox', { name: 'Alternative 2 (Turkish)' }), 'Epey');
    await user.click(screen.getByRole('button', { name: 'Move alternative 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', 'admin/qb/option/main')).toHaveLength(1);
    });
    expect(fakeServer.callsTo('POST', 'admin/qb/option/main')[0]?.body).toEqual({
      text_en: 'Often',
      text_tr: 'Çok',
      value: 0,
      alternatives: [
        { text_en: 'A lot', text_tr: 'Epey' },
        { text_en: 'Frequently', text_tr: 'Sıklıkla' },
      ],
    });
  });

  it('previews a phrase and refuses an unknown placeholder', async () => {
    const user = userEvent.setup();
    renderAt('/admin/qb/phrases/add');
    await user.type(
      await screen.findByRole('textbox', { name: 'Template (English)' }),
      'Do you like {{matter}?',
    );
    expect(screen.getByText('Do you like sports?')).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: 'Template (Turkish)' }),
      '{{topic} sever misin?',
    );
    await user.click(screen.getByRole('button', { name: 'Add phrase' }));
    expect(
      await screen.findByText('Unknown placeholder {topic}: use {matter} or {matter_2}.'),
    ).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/qb/phrase/main')).toHaveLength(0);
  });

  it('needs two options for a choice question', async () => {
    const user = userEvent.setup();
    renderAt('/admin/qb/questions/add');
    await user.click(await screen.findByRole('radio', { name: 'Own text' }));
    await user.type(screen.getByRole('textbox', { name: 'Text (English)' }), 'Do you run?');
    await user.type(screen.getByRole('textbox', { name: 'Text (Turkish)' }), 'Koşar mısın?');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText('Choose at least 2 options.')).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/qb/question/main')).toHaveLength(0);
  });

  it('warns, without stopping the save, when another question has the same text', async () => {
    const existing: QbQuestion = {
      ...question,
      question_id: '1f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f1',
      phrase: null,
      text_en: 'Do you run in the morning?',
      text_tr: 'Sabahları koşar mısın?',
      rendered_en: 'Do you run in the morning?',
      rendered_tr: 'Sabahları koşar mısın?',
    };
    fakeServer.on('GET', 'admin/qb/question/main/all', () =>
      jsonResponse(200, page([question, existing])),
    );
    const user = userEvent.setup();
    renderAt('/admin/qb/questions/add');
    await user.click(await screen.findByRole('radio', { name: 'Own text' }));
    await user.type(screen.getByRole('textbox', { name: 'Text (English)' }), 'Do you run in the');
    // Only an equal text (case and Turkish letters folded) is a duplicate.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText('A question with this text exists already')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Text (English)' }), ' MORNING? ');
    const warning = await screen.findByRole('alert', {
      name: 'A question with this text exists already',
    });
    expect(
      within(warning).getByRole('link', { name: 'Do you run in the morning?' }),
    ).toHaveAttribute('href', `/admin/qb/questions/one/main/${existing.question_id}`);
    const searches = fakeServer
      .callsTo('GET', 'admin/qb/question/main/all')
      .map((call) => call.search.get('q'));
    expect(searches).toContain('Do you run in the MORNING?');
    expect(screen.getByRole('button', { name: 'Add question' })).toBeEnabled();
  });

  it('tells that an edit made a new version', async () => {
    const user = userEvent.setup();
    fakeServer.on('PUT', `admin/qb/question/main/${question.question_id}`, () =>
      jsonResponse(200, {
        ...question,
        options: question.options.slice().reverse(),
        current_version: 2,
      }),
    );
    renderAt(`/admin/qb/questions/edit/${question.question_id}`);
    expect(await screen.findByText(/This question has 2 responses/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Move “Rarely” up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText(
        'Saved as a new version: version 2. Earlier answers keep their version.',
      ),
    ).not.toHaveLength(0);
    expect(
      fakeServer.callsTo('PUT', `admin/qb/question/main/${question.question_id}`)[0]?.body,
    ).toMatchObject({
      phrase_id: phrase.phrase_id,
      matter_ids: [sports.matter_id],
      options: [
        { option_id: rarely.option_id, alternative_id: null },
        { option_id: often.option_id, alternative_id: null },
      ],
    });
  });
});

describe('the detail pages', () => {
  it('shows the API’s refusal to delete a matter in use inside the modal', async () => {
    const user = userEvent.setup();
    fakeServer.on('DELETE', `admin/qb/matter/main/${sports.matter_id}`, () =>
      problemResponse(
        409,
        'This matter is used by 1 question: "How often". Remove it from them first.',
      ),
    );
    renderAt(`/admin/qb/matters/one/main/${sports.matter_id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this matter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This matter is used by 1 question',
    );
  });

  it('shows a question in both languages with its counts and the preview link', async () => {
    renderAt(`/admin/qb/questions/one/main/${question.question_id}`);
    expect(
      await screen.findByRole('heading', { name: 'How often do you do Sports?', level: 1 }),
    ).toBeVisible();
    expect(screen.getAllByText('Spor ne sıklıkla yaparsın?')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Preview in bundle display' })).toHaveAttribute(
      'href',
      `/admin/qb/bundle/display/${question.question_id}`,
    );
  });
});

describe('the paths page', () => {
  it('has a card per section with its endpoint and a Manage link', async () => {
    renderAt('/admin/qb/paths');
    const matters = await screen.findByRole('region', { name: 'Matters' });
    expect(within(matters).getByText('GET /api/admin/qb/matter/main/all')).toBeVisible();
    expect(within(matters).getByRole('link', { name: 'Manage Matters' })).toHaveAttribute(
      'href',
      '/admin/qb/matters',
    );
    expect(await within(matters).findByText('1 item')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage Bundle display' })).toHaveAttribute(
      'href',
      '/admin/qb/bundle/display',
    );
    expect(screen.getAllByRole('link', { name: /^Manage / })).toHaveLength(8);
  });
});
