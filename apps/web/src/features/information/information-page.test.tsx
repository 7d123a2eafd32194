import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { InformationProject, InformationProjectSummary } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import type { Locale } from '../../lib/i18n';
import { signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { InformationPage } from './information-page';

const erasmus: InformationProject = {
  project_id: 'erasmus-application',
  name_en: 'Erasmus application',
  name_tr: 'Erasmus başvurusu',
  description_en: 'Study a semester abroad.\n<b>not bold</b>',
  description_tr: 'Bir dönem yurt dışında okuyun.',
  status: 'published',
  display_order: 10,
  updated_at: '2026-07-13T09:00:00.000Z',
  created_at: '2026-07-13T09:00:00.000Z',
  access_requirements: [{ en: 'A GPA of at least 2.20', tr: 'En az 2,20 ortalama' }],
  process_steps: [
    { en: 'Apply online', tr: 'Çevrim içi başvurun' },
    { en: 'Take the language exam', tr: 'Dil sınavına girin' },
  ],
  warnings: [{ en: 'Deadlines are strict', tr: 'Son tarihler kesindir' }],
  notes: [],
};

function summaryOf(project: InformationProject): InformationProjectSummary {
  return {
    project_id: project.project_id,
    name_en: project.name_en,
    name_tr: project.name_tr,
    description_en: project.description_en,
    description_tr: project.description_tr,
    status: project.status,
    display_order: project.display_order,
    updated_at: project.updated_at,
  };
}

const library: InformationProjectSummary = {
  ...summaryOf(erasmus),
  project_id: 'library-access',
  name_en: 'Library access',
  name_tr: 'Kütüphane erişimi',
  description_en: 'Borrow books.',
  description_tr: 'Kitap ödünç alın.',
  status: 'draft',
  display_order: 20,
};

let user: UserEvent;

function pageOf(items: InformationProjectSummary[]) {
  return { items, page: 1, page_size: 25, total: items.length };
}

function renderPage(entry = '/information/display', language: Locale = 'en') {
  return renderRoutes({
    routes: [
      { path: '/information/display', element: <InformationPage /> },
      { path: '/information/display/:project_id', element: <InformationPage /> },
    ],
    initialEntry: entry,
    language,
  });
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  fakeServer.on('GET', 'information/projects', () =>
    jsonResponse(200, pageOf([summaryOf(erasmus)])),
  );
  fakeServer.on('GET', `information/projects/${erasmus.project_id}`, () =>
    jsonResponse(200, erasmus),
  );
});
afterEach(() => {
  setSignedOut();
});

async function openAddForm() {
  await user.click(await screen.findByRole('button', { name: 'Add project' }));
  return within(await screen.findByRole('form', { name: 'Add a project' }));
}

describe('InformationPage for students', () => {
  it('lists published projects as cards with a search kept in the URL, without moderator tools', async () => {
    signInAs('student');
    const { router } = renderPage();
    const card = await screen.findByRole('article', { name: 'Erasmus application' });
    expect(within(card).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Erasmus application' })).toHaveAttribute(
      'href',
      '/information/display/erasmus-application',
    );
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'information/projects')[0]?.search.get('status')).toBeNull();

    fakeServer.on('GET', 'information/projects', () => jsonResponse(200, pageOf([])));
    await user.type(screen.getByLabelText('Search projects'), 'yurt');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=yurt');
    });
    expect(await screen.findByText('No projects match your search.')).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'information/projects').at(-1)?.search.get('q')).toBe('yurt');
  });

  it('shows a project with its sections in the reader’s language', async () => {
    signInAs('student');
    renderPage('/information/display/erasmus-application', 'tr');
    expect(await screen.findByRole('heading', { name: 'Erasmus başvurusu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Erişim koşulları' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'İşlem adımları' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Çevrim içi başvurun', 'Dil sınavına girin']);
    expect(screen.getByText('Son tarihler kesindir')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notlar' })).not.toBeInTheDocument();
    expect(screen.queryByText('Apply online')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bilgi bankasına dön' })).toHaveAttribute(
      'href',
      '/information/display',
    );
  });

  it('says "Project not found" and "Invalid project identifier"', async () => {
    signInAs('student');
    fakeServer.on('GET', 'information/projects/graduation-checklist', () =>
      problemResponse(404, 'Project not found'),
    );
    renderPage('/information/display/graduation-checklist');
    expect(await screen.findByText('Project not found')).toBeInTheDocument();

    renderPage('/information/display/Bad_Id');
    expect(await screen.findByText('Invalid project identifier')).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'information/projects/Bad_Id')).toHaveLength(0);
  });

  it('shows the load error with a Retry button', async () => {
    signInAs('student');
    fakeServer.on('GET', 'information/projects', () => problemResponse(503, 'Down'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load projects')).toBeInTheDocument();
    fakeServer.on('GET', 'information/projects', () =>
      jsonResponse(200, pageOf([summaryOf(erasmus)])),
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Erasmus application' })).toBeInTheDocument();
  });
});

describe('InformationPage for moderators', () => {
  it('filters by status and shows the actions each status allows', async () => {
    signInAs('moderator');
    fakeServer.on('GET', 'information/projects', () =>
      jsonResponse(200, pageOf([summaryOf(erasmus), library])),
    );
    const { router } = renderPage();
    const published = await screen.findByRole('article', { name: 'Erasmus application' });
    expect(within(published).getByText('Published')).toBeInTheDocument();
    const publishedActions = within(
      within(published).getByRole('group', { name: 'Actions for “Erasmus application”' }),
    );
    expect(publishedActions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Edit',
      'Archive',
      'Delete',
    ]);
    const draft = screen.getByRole('article', { name: 'Library access' });
    expect(
      within(draft)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Publish', 'Delete']);

    fakeServer.on('POST', 'information/projects/library-access/publish', () =>
      jsonResponse(200, { ...erasmus, ...library, status: 'published' }),
    );
    await user.click(within(draft).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The project was published.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=deleted');
    });
    expect(fakeServer.callsTo('GET', 'information/projects').at(-1)?.search.get('status')).toBe(
      'deleted',
    );
  });

  it('checks the id while it is typed and each list item before anything is sent', async () => {
    signInAs('moderator');
    renderPage();
    const form = await openAddForm();
    await user.type(form.getByLabelText(/^Identifier/), 'Erasmus');
    expect(await form.findByText('Invalid project identifier')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Identifier/));
    await user.type(form.getByLabelText(/^Identifier/), 'dorm-room');
    await waitFor(() => {
      expect(form.queryByText('Invalid project identifier')).not.toBeInTheDocument();
    });

    await user.click(form.getByRole('button', { name: 'Add an item to Process steps' }));
    await user.click(form.getByRole('button', { name: 'Add an item to Process steps' }));
    await user.type(form.getByLabelText(/^Process steps, item 1 \(English\)/), 'Form');
    await user.click(form.getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText('The project has errors, please check the fields'),
    ).toBeInTheDocument();
    expect(form.getByText('Name (English) is required')).toBeInTheDocument();
    const listMessage =
      'list fields cannot have more than 20 items, items cannot be empty or exceed 500 characters';
    expect(form.getAllByText(listMessage)).toHaveLength(3);
    expect(fakeServer.callsTo('POST', 'information/projects')).toHaveLength(0);
  });

  it('saves a draft with the list rows in their order', async () => {
    signInAs('moderator');
    fakeServer.on('POST', 'information/projects', (call) =>
      jsonResponse(201, { ...erasmus, ...(call.body as object) }),
    );
    renderPage();
    const form = await openAddForm();
    await user.type(form.getByLabelText(/^Identifier/), 'dorm-room');
    await user.click(form.getByRole('button', { name: 'Add an item to Process steps' }));
    await user.click(form.getByRole('button', { name: 'Add an item to Process steps' }));
    await user.type(form.getByLabelText(/^Process steps, item 1 \(English\)/), 'Form');
    await user.type(form.getByLabelText(/^Process steps, item 1 \(Turkish\)/), 'Form');
    await user.type(form.getByLabelText(/^Process steps, item 2 \(English\)/), 'Pay');
    await user.type(form.getByLabelText(/^Process steps, item 2 \(Turkish\)/), 'Öde');
    await user.click(form.getByRole('button', { name: 'Move item 2 of Process steps up' }));
    await user.type(form.getByLabelText(/^Name \(English\)/), 'Dorm');
    await user.type(form.getByLabelText(/^Name \(Turkish\)/), 'Yurt');
    await user.type(form.getByLabelText(/^Description \(English\)/), 'Room');
    await user.type(form.getByLabelText(/^Description \(Turkish\)/), 'Oda');
    await user.click(form.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('The project was saved as a draft.')).toBeInTheDocument();
    const [call] = fakeServer.callsTo('POST', 'information/projects');
    expect(call?.body).toEqual({
      project_id: 'dorm-room',
      name_en: 'Dorm',
      name_tr: 'Yurt',
      description_en: 'Room',
      description_tr: 'Oda',
      access_requirements: [],
      process_steps: [
        { en: 'Pay', tr: 'Öde' },
        { en: 'Form', tr: 'Form' },
      ],
      warnings: [],
      notes: [],
      display_order: 100,
      status: 'draft',
    });
  });

  it('puts the API’s errors on the fields: a taken id and a list item', async () => {
    signInAs('admin');
    fakeServer.on('PUT', 'information/projects/erasmus-application', () =>
      problemResponse(400, 'Please check the form for errors', [
        {
          field: 'body.warnings.0',
          message:
            'list fields cannot have more than 20 items, items cannot be empty or exceed 500 characters',
        },
      ]),
    );
    renderPage('/information/display/erasmus-application', 'tr');
    const actions = await screen.findByRole('group', {
      name: '“Erasmus başvurusu” için işlemler',
    });
    await user.click(within(actions).getByRole('button', { name: 'Düzenle' }));
    const form = within(await screen.findByRole('form', { name: 'Projeyi düzenle' }));
    expect(form.getByLabelText(/^Tanımlayıcı \(değiştirilemez\)/)).toHaveValue(
      'erasmus-application',
    );
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    expect(
      await form.findByText(
        'liste alanları en fazla 20 öğe içerebilir; öğeler boş olamaz ve 500 karakteri geçemez',
      ),
    ).toBeInTheDocument();
    expect(form.getByLabelText(/^Uyarılar, öğe 1 \(İngilizce\)/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      fakeServer.callsTo('PUT', 'information/projects/erasmus-application')[0]?.body,
    ).toMatchObject({ status: 'published', display_order: 10 });
  });

  it('names a taken id on the id field', async () => {
    signInAs('moderator');
    fakeServer.on('POST', 'information/projects', () =>
      problemResponse(409, 'A project with the identifier "library-access" already exists'),
    );
    renderPage();
    const form = await openAddForm();
    await user.type(form.getByLabelText(/^Identifier/), 'library-access');
    await user.type(form.getByLabelText(/^Name \(English\)/), 'Library');
    await user.type(form.getByLabelText(/^Name \(Turkish\)/), 'Kütüphane');
    await user.type(form.getByLabelText(/^Description \(English\)/), 'Books.');
    await user.type(form.getByLabelText(/^Description \(Turkish\)/), 'Kitaplar.');
    await user.click(form.getByRole('button', { name: 'Publish' }));
    expect(
      await form.findAllByText(/A project with the identifier "library-access" already exists/),
    ).not.toHaveLength(0);
    expect(form.getByLabelText(/^Identifier/)).toHaveAttribute('aria-invalid', 'true');
    expect(fakeServer.callsTo('POST', 'information/projects')[0]?.body).toMatchObject({
      status: 'published',
    });
  });

  it('asks before a changed form is closed', async () => {
    signInAs('moderator');
    renderPage();
    const form = await openAddForm();
    await user.type(form.getByLabelText(/^Name \(English\)/), 'Unsaved');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(
      within(question).getByText('You have unsaved changes. Are you sure you want to leave?'),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText(/^Name \(English\)/)).toHaveValue('Unsaved');
  });

  it('deletes after confirming and says to check permissions on a 403', async () => {
    signInAs('moderator');
    fakeServer.on('DELETE', 'information/projects/erasmus-application', () =>
      problemResponse(403, 'You do not have permission to do this'),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Erasmus application' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'Failed to delete the project, please check your permissions',
      ),
    ).toBeInTheDocument();

    fakeServer.on(
      'DELETE',
      'information/projects/erasmus-application',
      () => new Response(null, { status: 204 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The project was deleted.')).toBeInTheDocument();
    expect(fakeServer.callsTo('DELETE', 'information/projects/erasmus-application')).toHaveLength(
      2,
    );
  });

  it('offers moderators only Restore for a deleted project', async () => {
    const removed: InformationProjectSummary = { ...library, status: 'deleted' };
    fakeServer.on('GET', 'information/projects', () => jsonResponse(200, pageOf([removed])));
    signInAs('moderator');
    renderPage('/information/display?status=deleted');
    const forModerator = await screen.findByRole('article', { name: 'Library access' });
    expect(
      within(forModerator)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restore']);
  });

  it('lets an admin delete a deleted project permanently', async () => {
    const removed: InformationProjectSummary = { ...library, status: 'deleted' };
    fakeServer.on('GET', 'information/projects', () => jsonResponse(200, pageOf([removed])));
    signInAs('admin');
    fakeServer.on(
      'DELETE',
      'information/projects/library-access/permanent',
      () => new Response(null, { status: 204 }),
    );
    renderPage('/information/display?status=deleted');
    const forAdmin = await screen.findByRole('article', { name: 'Library access' });
    await user.click(within(forAdmin).getByRole('button', { name: 'Delete permanently' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the project permanently?' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('The project was deleted permanently.')).toBeInTheDocument();
    expect(
      fakeServer.callsTo('DELETE', 'information/projects/library-access/permanent'),
    ).toHaveLength(1);
  });
});
