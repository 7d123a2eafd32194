import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { QbBundlePreview, QbOpenQuizzes } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import { fakeServer, jsonResponse, renderRoutes } from '../../test/render-feature';
import { signInAs } from '../../test/people';
import { BundleDisplayPage } from './bundle-display-page';
import { BundleTakePage } from './bundle-take-page';
import { MyQuizzesSection } from './my-quizzes-section';
import { bundleId, quizId, quizOf, savedAnswer, scale, single, text } from './test-support';

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  signInAs('student');
});
afterEach(() => {
  setSignedOut();
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
