import type { QbMatter, QbOption, QbPhrase, QbQuestion, QbQuizSummary } from '@campus/contracts';
import { QuizBuilderPage } from './quiz-builder-page';
import { QuizBuilderPathsPage } from './paths-page';
import { fakeServer, jsonResponse, renderRoutes } from '../../test/render-feature';
import { qbSections } from './routes';

// The library's matter, options, phrase and question its tests read, and how its pages render.

export const stamp = '2026-01-10T08:00:00.000Z';

export const sports: QbMatter = {
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

export const often: QbOption = {
  option_id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  text_en: 'Often',
  text_tr: 'Sık sık',
  value: 3,
  alternatives: [],
  question_count: 0,
  created_at: stamp,
  updated_at: stamp,
};

export const rarely: QbOption = {
  ...often,
  option_id: '1b2c3d4e-5f60-4718-9a0b-c1d2e3f4a5b6',
  text_en: 'Rarely',
  text_tr: 'Nadiren',
  value: 1,
};

export const phrase: QbPhrase = {
  phrase_id: '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  template_en: 'How often do you do {matter}?',
  template_tr: '{matter} ne sıklıkla yaparsın?',
  placeholders: ['matter'],
  question_count: 0,
  created_at: stamp,
  updated_at: stamp,
};

export const question: QbQuestion = {
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

/** A published survey as the quiz lists give it (three questions, no bundle, no answers yet). */
export function quizSummary(
  id: string,
  en: string,
  tr: string,
  more: Partial<QbQuizSummary> = {},
): QbQuizSummary {
  return {
    quiz_id: id,
    title_en: en,
    title_tr: tr,
    description_en: '',
    description_tr: '',
    status: 'published',
    purpose: 'survey',
    pass_score: null,
    max_score: 0,
    question_count: 3,
    bundle_count: 0,
    started_count: 0,
    completed_count: 0,
    published_at: stamp,
    created_at: stamp,
    updated_at: stamp,
    ...more,
  };
}

export function page<T>(items: T[]) {
  return { items, page: 1, page_size: 25, total: items.length };
}

/** Renders the builder's pages (the paths page and every section's four) at `initialEntry`. */
export function renderAt(initialEntry: string, language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry,
    language,
    routes: [
      { path: '/admin/qb/paths', element: <QuizBuilderPathsPage /> },
      ...qbSections.flatMap(({ segment: section, id }) => [
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
      ]),
    ],
  });
}

/** Answers the reads of the library's lists and detail pages. */
export function serveLibrary(): void {
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
}
