import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@campus/contracts';
import { AdminUserAddPage } from './admin-user-add-page';
import { AdminUserDetailPage } from './admin-user-detail-page';
import { AdminUserEditPage } from './admin-user-edit-page';
import { AdminUsersPage } from './admin-users-page';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';

const zeynep: AdminUser = {
  user_id: '3d6f0a1e-8b7c-4d2e-9f10-a1b2c3d4e5f6',
  user_email: 'zeynep.kaya@example.edu',
  user_first_name: 'Zeynep',
  user_last_name: 'Kaya',
  user_role: 'admin',
  user_status: 'active',
  is_email_verified: true,
  locale: 'tr',
  user_photo_url: null,
  created_at: '2024-01-10T08:00:00.000Z',
  last_login_at: '2025-03-01T12:00:00.000Z',
  two_step_enabled: false,
};

const ismail: AdminUser = {
  ...zeynep,
  user_id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  user_email: 'ismail.sahin@example.edu',
  user_first_name: 'İsmail',
  user_last_name: 'Şahin',
  user_role: 'student',
  user_status: 'pending',
  is_email_verified: false,
  last_login_at: null,
};

const ismailPath = `admin/users/${ismail.user_id}`;
const zeynepPath = `admin/users/${zeynep.user_id}`;

function renderAt(initialEntry: string) {
  return renderRoutes({
    initialEntry,
    routes: [
      { path: '/admin/users/all', element: <AdminUsersPage /> },
      { path: '/admin/users/add', element: <AdminUserAddPage /> },
      { path: '/admin/users/edit', element: <AdminUserEditPage /> },
      { path: '/admin/users/:user_id', element: <AdminUserDetailPage /> },
    ],
  });
}

function lastListCall() {
  return fakeServer.callsTo('GET', 'admin/users').at(-1);
}

beforeEach(() => {
  fakeServer.reset();
  fakeServer.on('GET', 'admin/users', () =>
    jsonResponse(200, { items: [zeynep, ismail], page: 1, page_size: 25, total: 2 }),
  );
  fakeServer.on('GET', ismailPath, () => jsonResponse(200, ismail));
  fakeServer.on('GET', zeynepPath, () => jsonResponse(200, zeynep));
});

describe('AdminUsersPage', () => {
  it('lists the users with their role, status and verification', async () => {
    renderAt('/admin/users/all');
    const table = await screen.findByRole('table', { name: 'Users (2)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const ismailRow = within(rows[2] ?? table);
    expect(ismailRow.getByRole('link', { name: 'İsmail Şahin' })).toHaveAttribute(
      'href',
      `/admin/users/${ismail.user_id}`,
    );
    expect(ismailRow.getByText('Student')).toBeInTheDocument();
    expect(ismailRow.getByText('Awaiting verification')).toBeInTheDocument();
    expect(ismailRow.getByText('Not verified')).toBeInTheDocument();
    expect(ismailRow.getByText('Never')).toBeInTheDocument();
    expect(lastListCall()?.search.get('sort')).toBe('-created_at');
  });

  it('puts the search, filters and sort into the query string', async () => {
    const { router } = renderAt('/admin/users/all');
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Moderator' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Name (A–Z)' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'şahin');

    await waitFor(() => {
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        role: 'moderator',
        status: 'deactivated',
        sort: 'name',
        q: 'şahin',
      });
    });
    await waitFor(() => {
      expect(Object.fromEntries(lastListCall()?.search ?? [])).toEqual({
        role: 'moderator',
        status: 'deactivated',
        sort: 'name',
        q: 'şahin',
        page: '1',
        page_size: '25',
      });
    });
  });

  it('opens a user from a row', async () => {
    const { router } = renderAt('/admin/users/all');
    await userEvent.click(await screen.findByText('ismail.sahin@example.edu'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/users/${ismail.user_id}`);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'İsmail Şahin' })).toBeVisible();
  });

  it('tells when no user matches the filters', async () => {
    fakeServer.on('GET', 'admin/users', () =>
      jsonResponse(200, { items: [], page: 1, page_size: 25, total: 0 }),
    );
    renderAt('/admin/users/all?role=graduate');
    expect(await screen.findByText('No user matches')).toBeInTheDocument();
  });
});

describe('AdminUserDetailPage', () => {
  it('deactivates after a confirmation', async () => {
    fakeServer.on('PATCH', ismailPath, () =>
      jsonResponse(200, { ...ismail, user_status: 'deactivated' }),
    );
    renderAt(`/admin/users/${ismail.user_id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('The account of İsmail Şahin has been deactivated'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('PATCH', ismailPath)[0]?.body).toEqual({
      user_status: 'deactivated',
    });
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('resends the verification e-mail of an unverified account', async () => {
    fakeServer.on('POST', `${ismailPath}/resend-verification`, () =>
      jsonResponse(202, { message: 'A new verification e-mail is on its way' }),
    );
    renderAt(`/admin/users/${ismail.user_id}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend verification e-mail' }),
    );
    expect(await screen.findByText('A new verification e-mail is on its way')).toBeInTheDocument();
  });

  it('resets the two-step sign-in of someone who lost their phone, after a confirmation', async () => {
    let twoStep = true;
    fakeServer.on('GET', ismailPath, () =>
      jsonResponse(200, { ...ismail, two_step_enabled: twoStep }),
    );
    fakeServer.on('DELETE', `${ismailPath}/two-step`, () => {
      twoStep = false;
      return new Response(null, { status: 204 });
    });
    renderAt(`/admin/users/${ismail.user_id}`);
    expect(await screen.findByText('On')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in?' });
    expect(dialog).toHaveTextContent(/lost their phone and their recovery codes/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(
      await screen.findByText('The two-step sign-in of İsmail Şahin has been reset'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('DELETE', `${ismailPath}/two-step`)).toHaveLength(1);
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();
  });

  it('shows the reason when the API refuses', async () => {
    fakeServer.on('PATCH', zeynepPath, () =>
      problemResponse(409, 'You cannot deactivate your own account'),
    );
    renderAt(`/admin/users/${zeynep.user_id}`);
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('You cannot deactivate your own account')).toBeInTheDocument();
  });
});

describe('AdminUserAddPage', () => {
  it('checks the form before sending', async () => {
    renderAt('/admin/users/add');
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Add and send invitation' }));
    expect(await screen.findByText('please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'admin/users')).toHaveLength(0);
  });

  it('creates the user and opens their page with a notice about the invitation', async () => {
    const created: AdminUser = {
      ...ismail,
      user_id: '9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a5b',
      user_email: 'gulsen.ucar@example.edu',
      user_first_name: 'Gülşen',
      user_last_name: 'Uçar',
      user_role: 'moderator',
    };
    fakeServer.on('POST', 'admin/users', () => jsonResponse(201, created));
    fakeServer.on('GET', `admin/users/${created.user_id}`, () => jsonResponse(200, created));
    const { router } = renderAt('/admin/users/add');
    await userEvent.type(
      await screen.findByLabelText(/E-mail address/),
      ' Gulsen.Ucar@Example.edu ',
    );
    await userEvent.type(screen.getByLabelText(/First name/), 'Gülşen');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Uçar');
    await userEvent.click(screen.getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Moderator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add and send invitation' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/users/${created.user_id}`);
    });
    expect(
      await screen.findByText(
        'An invitation to set a password was sent to gulsen.ucar@example.edu.',
      ),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'admin/users')[0]?.body).toEqual({
      user_email: 'gulsen.ucar@example.edu',
      user_first_name: 'Gülşen',
      user_last_name: 'Uçar',
      user_role: 'moderator',
      locale: 'tr',
    });
  });

  it('shows the field errors of a refused creation', async () => {
    fakeServer.on('POST', 'admin/users', () =>
      problemResponse(400, 'The request has invalid fields', [
        { field: 'body.user_email', message: 'please enter a valid email address' },
      ]),
    );
    renderAt('/admin/users/add');
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'a@b.co');
    await userEvent.type(screen.getByLabelText(/First name/), 'Ali');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Veli');
    await userEvent.click(screen.getByRole('button', { name: 'Add and send invitation' }));
    expect(await screen.findByText('The request has invalid fields')).toBeInTheDocument();
    expect(screen.getByText('please enter a valid email address')).toBeInTheDocument();
  });
});

describe('AdminUserEditPage', () => {
  it('sends only the changed fields and shows the detail of a 409', async () => {
    fakeServer.on('PATCH', zeynepPath, () =>
      problemResponse(409, 'The last administrator cannot be demoted'),
    );
    renderAt(`/admin/users/edit?user_id=${zeynep.user_id}`);
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Zeynep');
    await userEvent.click(screen.getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Student' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The last administrator cannot be demoted')).toBeInTheDocument();
    expect(fakeServer.callsTo('PATCH', zeynepPath)[0]?.body).toEqual({ user_role: 'student' });
  });

  it('saves and returns to the user', async () => {
    fakeServer.on('PATCH', ismailPath, () =>
      jsonResponse(200, { ...ismail, user_last_name: 'Şahinoğlu' }),
    );
    const { router } = renderAt(`/admin/users/edit?user_id=${ismail.user_id}`);
    await userEvent.type(await screen.findByLabelText(/Last name/), 'oğlu');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/users/${ismail.user_id}`);
    });
    expect(fakeServer.callsTo('PATCH', ismailPath)[0]?.body).toEqual({
      user_last_name: 'Şahinoğlu',
    });
  });

  it('says so when the link has no valid user id', async () => {
    renderAt('/admin/users/edit?user_id=42');
    expect(await screen.findByText('Invalid ID')).toBeInTheDocument();
    expect(fakeServer.calls).toHaveLength(0);
  });
});
