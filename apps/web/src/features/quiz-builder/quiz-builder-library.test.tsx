import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, problemResponse } from '../../test/render-feature';
import { question, renderAt, serveLibrary, sports } from './test-support';

beforeEach(serveLibrary);

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
