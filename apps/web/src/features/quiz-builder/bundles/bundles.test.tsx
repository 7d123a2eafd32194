import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { qbQuizMessages, type QbBundle } from '@campus/contracts';
import { fakeServer, jsonResponse, problemResponse } from '../../../test/render-feature';
import { quizSummary, renderAt, stamp } from '../test-support';

const habits = quizSummary(
  '33333333-3333-4333-8333-333333333331',
  'Study habits',
  'Çalışma alışkanlıkları',
);
const sleep = quizSummary('33333333-3333-4333-8333-333333333332', 'Sleep', 'Uyku');

const bundle: QbBundle = {
  bundle_id: '77777777-7777-4777-8777-777777777777',
  title_en: 'Freshers',
  title_tr: 'Birinci sınıflar',
  description_en: '',
  description_tr: '',
  status: 'draft',
  quizzes: [
    {
      position: 0,
      quiz_id: sleep.quiz_id,
      title_en: 'Sleep',
      title_tr: 'Uyku',
      status: 'published',
      purpose: 'survey',
      question_count: 3,
    },
    {
      position: 1,
      quiz_id: habits.quiz_id,
      title_en: 'Study habits',
      title_tr: 'Çalışma alışkanlıkları',
      status: 'published',
      purpose: 'survey',
      question_count: 3,
    },
  ],
  quiz_count: 2,
  question_count: 6,
  published_at: null,
  created_at: stamp,
  updated_at: stamp,
};

beforeEach(() => {
  fakeServer.reset();
  fakeServer.on('GET', 'admin/qb/quiz/main/all', () =>
    jsonResponse(200, { items: [habits, sleep], page: 1, page_size: 100, total: 2 }),
  );
  fakeServer.on('GET', `admin/qb/bundle/main/${bundle.bundle_id}`, () => jsonResponse(200, bundle));
});

describe('the bundle form', () => {
  it('orders the chosen quizzes and sends them in that order', async () => {
    fakeServer.on('POST', 'admin/qb/bundle/main', () => jsonResponse(201, bundle));
    const { router } = renderAt('/admin/qb/bundles/add');
    await userEvent.type(screen.getByRole('textbox', { name: /Title \(English\)/ }), 'Freshers');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Title \(Turkish\)/ }),
      'Birinci sınıflar',
    );
    const picker = screen.getByRole('combobox', { name: 'Add a quiz' });
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Study habits (Published)' }));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Sleep (Published)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move “Sleep” up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create bundle' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/qb/bundles/one/main/${bundle.bundle_id}`);
    });
    expect(fakeServer.callsTo('POST', 'admin/qb/bundle/main')[0]?.body).toMatchObject({
      title_en: 'Freshers',
      title_tr: 'Birinci sınıflar',
      status: 'draft',
      quiz_ids: [sleep.quiz_id, habits.quiz_id],
    });
  });

  it('names the quiz that keeps a bundle from being published', async () => {
    fakeServer.on('PUT', `admin/qb/bundle/main/${bundle.bundle_id}`, () =>
      problemResponse(400, 'The bundle cannot be published', [
        { field: 'body.quiz_ids.1', message: qbQuizMessages.bundleQuizNotPublished },
      ]),
    );
    renderAt(`/admin/qb/bundles/edit/${bundle.bundle_id}`, 'tr');
    await userEvent.click(await screen.findByRole('combobox', { name: /^Durum/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yayında' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText(
        'Çalışma alışkanlıkları: Yayındaki bir pakette yalnızca yayındaki testler olabilir: önce bu testi yayınlayın.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the bundle detail', () => {
  it('lists the quizzes in order and previews the bundle as a user', async () => {
    renderAt(`/admin/qb/bundles/one/main/${bundle.bundle_id}`);
    const quizzes = await screen.findByRole('region', { name: 'Quizzes (2)' });
    const rows = within(quizzes).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1Sleep');
    expect(within(rows[2] ?? quizzes).getByRole('link', { name: 'Study habits' })).toHaveAttribute(
      'href',
      `/admin/qb/quizzes/one/main/${habits.quiz_id}`,
    );
    expect(screen.getByRole('link', { name: 'Preview as a user' })).toHaveAttribute(
      'href',
      `/admin/qb/bundle/display?bundle=${bundle.bundle_id}`,
    );
  });
});
