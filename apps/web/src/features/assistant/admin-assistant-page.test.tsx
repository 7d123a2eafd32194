import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { fakeServer, jsonResponse, renderRoutes } from '../../test/render-feature';
import { AdminAssistantPage } from './admin-assistant-page';

let user: UserEvent;

function renderPage(entry = '/admin/assistant') {
  return renderRoutes({
    routes: [{ path: '/admin/assistant', element: <AdminAssistantPage /> }],
    initialEntry: entry,
  });
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  fakeServer.on('GET', 'admin/assistant/usage', () =>
    jsonResponse(200, {
      items: [
        {
          day: '2026-11-20',
          questions: 12,
          people: 5,
          model_answers: 0,
          offline_answers: 12,
          fallback_answers: 0,
          thumbs_up: 3,
          thumbs_down: 1,
        },
      ],
    }),
  );
  fakeServer.on('GET', 'admin/assistant/index', () =>
    jsonResponse(200, {
      chunks: 4662,
      sources: [{ source_type: 'course', visibility: 'public', chunks: 646 }],
      last_indexed_at: '2026-11-20T03:00:00.000Z',
      rebuild_queued: false,
    }),
  );
  fakeServer.on('POST', 'admin/assistant/index/rebuild', () =>
    jsonResponse(202, { run_at: '2026-11-20T09:00:00.000Z' }),
  );
});

describe('AdminAssistantPage', () => {
  it('shows the usage per day, and queues a rebuild of the index', async () => {
    const { router } = renderPage();
    const table = await screen.findByRole('table', {
      name: 'Questions and answers per day, newest first',
    });
    const day = await within(table).findByRole('cell', { name: 'Nov 20, 2026' });
    expect(day.closest('tr')).toHaveTextContent('Nov 20, 2026125012031');

    await user.click(screen.getByRole('tab', { name: 'Index' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?tab=index');
    });
    expect(await screen.findByText('4662')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Courses' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Rebuild the index' }));
    expect(await screen.findByText(/The rebuild was queued for/)).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/assistant/index/rebuild')).toHaveLength(1);
  });

  it('runs the evaluation only when asked, and shows its figures and questions', async () => {
    fakeServer.on('GET', 'admin/assistant/evaluation', () =>
      jsonResponse(200, {
        questions: 2,
        in_scope: 1,
        recall_at_1: 1,
        recall_at_3: 1,
        recall_at_5: 1,
        mrr: 1,
        leaks: 0,
        out_of_scope: 1,
        out_of_scope_answered: 0,
        p50_ms: 12,
        p95_ms: 41.6,
        max_ms: 44,
        results: [
          {
            id: 'a',
            kind: 'course code',
            question: 'Is CMPE 216 hard?',
            rank: 1,
            leaks: 0,
            top: [],
          },
          {
            id: 'b',
            kind: 'out of scope',
            question: 'Bake a cake?',
            rank: null,
            leaks: 0,
            top: [],
          },
        ],
      }),
    );
    renderPage('/admin/assistant?tab=evaluation');
    const run = await screen.findByRole('button', { name: 'Run the evaluation' });
    expect(fakeServer.callsTo('GET', 'admin/assistant/evaluation')).toHaveLength(0);
    await user.click(run);
    expect(await screen.findByText('42 ms')).toBeVisible();
    expect(screen.getAllByText('100%')).toHaveLength(2);
    const table = screen.getByRole('table', {
      name: 'Each question and the rank of its expected page',
    });
    expect(
      within(table).getByRole('cell', { name: 'Bake a cake?' }).closest('tr'),
    ).toHaveTextContent('not in the top 5');
    expect(fakeServer.callsTo('GET', 'admin/assistant/evaluation')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Run it again' })).toBeVisible();
  });
});
