import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { DevLogEntry } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import type { Locale } from '../../lib/i18n';
import { signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { DevLogPage } from './dev-log-page';

const gpa: DevLogEntry = {
  entry_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01',
  version: '1.3.0',
  title_en: 'GPA calculator',
  title_tr: 'Not ortalaması hesaplayıcı',
  body_en: 'Plan your semesters.\n<b>not bold</b>',
  body_tr: 'Dönemlerinizi planlayın.',
  kind: 'feature',
  published_at: '2026-07-13T09:00:00.000Z',
  created_at: '2026-07-13T09:00:00.000Z',
  updated_at: '2026-07-13T09:00:00.000Z',
};

const sorting: DevLogEntry = {
  ...gpa,
  entry_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f02',
  version: null,
  title_en: 'Sorting Turkish course names',
  title_tr: 'Türkçe ders adlarının sıralanması',
  body_en: 'Names sort in Turkish order.',
  body_tr: 'Adlar Türk alfabesine göre sıralanıyor.',
  kind: 'fix',
  published_at: '2026-05-20T09:00:00.000Z',
};

let user: UserEvent;

function pageOf(items: DevLogEntry[], total = items.length, page = 1) {
  return { items, page, page_size: 25, total };
}

function renderPage(language: Locale = 'en', entry = '/dev/display') {
  return renderRoutes({
    routes: [{ path: '/dev/display', element: <DevLogPage /> }],
    initialEntry: entry,
    language,
  });
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  fakeServer.on('GET', 'dev/entries', () => jsonResponse(200, pageOf([gpa, sorting])));
});
afterEach(() => {
  setSignedOut();
});

describe('DevLogPage', () => {
  it('lists the entries newest first in English, with kinds and versions, and no admin buttons', async () => {
    renderPage();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'GPA calculator',
      'Sorting Turkish course names',
    ]);
    const first = within(articles[0] ?? document.body);
    expect(first.getByText('Feature')).toBeInTheDocument();
    expect(first.getByText('v1.3.0')).toBeInTheDocument();
    expect(first.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(screen.queryByText('Not ortalaması hesaplayıcı')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('shows the Turkish texts only in Turkish', async () => {
    renderPage('tr');
    expect(await screen.findByText('Not ortalaması hesaplayıcı')).toBeInTheDocument();
    expect(screen.getByText('Düzeltme')).toBeInTheDocument();
    expect(screen.getByText('Adlar Türk alfabesine göre sıralanıyor.')).toBeInTheDocument();
    expect(screen.queryByText('GPA calculator')).not.toBeInTheDocument();
  });

  it('keeps the page in the URL, and shows the empty and error states', async () => {
    fakeServer.on('GET', 'dev/entries', (call) =>
      jsonResponse(200, pageOf(call.search.get('page') === '2' ? [] : [gpa], 30, 1)),
    );
    const { router } = renderPage('en', '/dev/display?page=2');
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'dev/entries')[0]?.search.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: /1$/ }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(await screen.findByRole('article', { name: 'GPA calculator' })).toBeInTheDocument();

    fakeServer.on('GET', 'dev/entries', () => problemResponse(503, 'Down'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The dev log could not be loaded')).toBeInTheDocument();
    fakeServer.on('GET', 'dev/entries', () => jsonResponse(200, pageOf([sorting])));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article', { name: 'Sorting Turkish course names' }));
  });

  it('lets an admin add an entry, with the field messages first', async () => {
    signInAs('admin');
    fakeServer.on('POST', 'dev/entries', (call) =>
      jsonResponse(201, { ...gpa, ...(call.body as object) }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add entry' }));
    const form = await screen.findByRole('form', { name: 'Add a dev log entry' });
    const inForm = within(form);
    await user.type(inForm.getByLabelText(/^Version/), 'one');
    await user.click(inForm.getByRole('button', { name: 'Add entry' }));
    expect(await inForm.findByText('Title (English) is required')).toBeInTheDocument();
    expect(inForm.getByText('Text (Turkish) is required')).toBeInTheDocument();
    expect(inForm.getByText('Version must look like 1.4.0')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'dev/entries')).toHaveLength(0);

    await user.clear(inForm.getByLabelText(/^Version/));
    await user.type(inForm.getByLabelText(/^Version/), '1.5.0');
    await user.type(inForm.getByLabelText(/^Title \(English\)/), 'Dev log');
    await user.type(inForm.getByLabelText(/^Text \(English\)/), 'Read what changed.');
    await user.type(inForm.getByLabelText(/^Title \(Turkish\)/), 'Geliştirme günlüğü');
    await user.type(inForm.getByLabelText(/^Text \(Turkish\)/), 'Nelerin değiştiğini okuyun.');
    await user.click(inForm.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('The entry was added.')).toBeInTheDocument();
    const [call] = fakeServer.callsTo('POST', 'dev/entries');
    expect(call?.body).toMatchObject({
      version: '1.5.0',
      kind: 'feature',
      title_en: 'Dev log',
      title_tr: 'Geliştirme günlüğü',
      body_en: 'Read what changed.',
      body_tr: 'Nelerin değiştiğini okuyun.',
    });
    expect(typeof (call?.body as { published_at?: unknown }).published_at).toBe('string');
  });

  it('puts the API field errors onto the fields', async () => {
    signInAs('admin');
    fakeServer.on('PUT', `dev/entries/${gpa.entry_id}`, () =>
      problemResponse(400, 'Please check the form for errors', [
        { field: 'body.title_tr', code: 'required', message: 'title_tr is required' },
      ]),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit “GPA calculator”' }));
    const form = await screen.findByRole('form', { name: 'Edit the dev log entry' });
    const inForm = within(form);
    expect(inForm.getByLabelText(/^Title \(Turkish\)/)).toHaveValue('Not ortalaması hesaplayıcı');
    await user.type(inForm.getByLabelText(/^Title \(English\)/), '!');
    await user.click(inForm.getByRole('button', { name: 'Save changes' }));
    expect(await inForm.findByText('Title (Turkish) is required')).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', `dev/entries/${gpa.entry_id}`)[0]?.body).toMatchObject({
      title_en: 'GPA calculator!',
    });
  });

  it('lets an admin delete an entry after confirming', async () => {
    signInAs('admin');
    fakeServer.on(
      'DELETE',
      `dev/entries/${sorting.entry_id}`,
      () => new Response(null, { status: 204 }),
    );
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete “Sorting Turkish course names”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete the entry?' });
    fakeServer.on('GET', 'dev/entries', () => jsonResponse(200, pageOf([gpa])));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The entry was deleted.')).toBeInTheDocument();
    expect(fakeServer.callsTo('DELETE', `dev/entries/${sorting.entry_id}`)).toHaveLength(1);
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Sorting Turkish course names' })).toBeNull();
    });
  });
});
