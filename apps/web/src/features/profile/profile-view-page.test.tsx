import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile, TwoStepStatus } from '@campus/contracts';
import type * as I18nModule from '../../lib/i18n';
import { ProfileViewPage } from './profile-view-page';
import { ayseProfile } from './test-profile';
import {
  fakeServer,
  jsonResponse,
  problemResponse,
  renderRoutes,
  type RecordedCall,
} from '../../test/render-feature';

const auth = vi.hoisted(() => ({
  setSignedIn: vi.fn(),
  setSignedOut: vi.fn(),
  isAuthenticated: true,
}));
const changeLocale = vi.hoisted(() => vi.fn());

vi.mock('../../lib/auth-store', () => ({
  setSignedIn: auth.setSignedIn,
  setSignedOut: () => {
    auth.isAuthenticated = false;
    auth.setSignedOut();
  },
  getAuthState: () => ({ isAuthenticated: auth.isAuthenticated }),
}));
vi.mock('../../lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18nModule>()),
  changeLocale,
}));

const profile: Profile = {
  ...ayseProfile,
  contribution_count: 1,
  department: 'Computer Engineering',
  class_year: 2022,
  bio: 'I like algorithms.',
};

function renderPage() {
  return renderRoutes({
    initialEntry: '/profile/view',
    routes: [
      { path: '/profile/view', element: <ProfileViewPage /> },
      { path: '/profile/photo', element: <p>Photo page</p> },
      { path: '/', element: <p>Landing page</p> },
    ],
  });
}

beforeEach(() => {
  fakeServer.reset();
  auth.setSignedIn.mockReset();
  auth.setSignedOut.mockReset();
  auth.isAuthenticated = true;
  changeLocale.mockReset();
  fakeServer.on('GET', 'profile/me', () => jsonResponse(200, profile));
});

describe('ProfileViewPage', () => {
  it('loads and shows the profile', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ayşe Yılmaz' })).toBeVisible();
    expect(screen.getByText('ayse.yilmaz@example.edu')).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    expect(screen.getByText('Not VIP yet')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 contributions')).toBeInTheDocument();
    expect(screen.getByText(/^Member since/)).toBeInTheDocument();
    expect(screen.getByText('AY')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ayşe');
    expect(screen.getByLabelText(/Department/)).toHaveValue('Computer Engineering');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/reception/password-change',
    );
  });

  it('shows an error with Retry when the profile cannot be loaded', async () => {
    fakeServer.on('GET', 'profile/me', () => problemResponse(503, 'The database is unavailable'));
    renderPage();
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
    fakeServer.on('GET', 'profile/me', () => jsonResponse(200, profile));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ayşe Yılmaz' })).toBeVisible();
  });

  it('shows the field messages of the contract and sends nothing', async () => {
    renderPage();
    const firstName = await screen.findByLabelText(/First name/);
    await userEvent.clear(firstName);
    fireEvent.change(screen.getByLabelText('About you'), { target: { value: 'x'.repeat(1001) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('must not exceed 1000 characters')).toBeInTheDocument();
    expect(screen.getByText('1001 / 1000 characters')).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', 'profile/me')).toHaveLength(0);
  });

  it('saves only the fields a user may change and updates the signed-in user', async () => {
    let saved: RecordedCall | undefined;
    fakeServer.on('PUT', 'profile/me', (call) => {
      saved = call;
      return jsonResponse(200, { ...profile, user_first_name: 'Ayşegül', bio: 'Graphs too.' });
    });
    renderPage();
    const firstName = await screen.findByLabelText(/First name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, '  Ayşegül ');
    await userEvent.clear(screen.getByLabelText('About you'));
    await userEvent.type(screen.getByLabelText('About you'), 'Graphs too.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile has been saved')).toBeInTheDocument();
    expect(saved?.body).toEqual({
      user_first_name: 'Ayşegül',
      user_last_name: 'Yılmaz',
      department: 'Computer Engineering',
      class_year: 2022,
      locale: 'en',
      bio: 'Graphs too.',
    });
    expect(auth.setSignedIn).toHaveBeenCalledWith({
      user_id: profile.user_id,
      user_email: profile.user_email,
      user_role: 'student',
      user_first_name: 'Ayşegül',
      user_last_name: 'Yılmaz',
      user_photo_url: null,
      is_vip: false,
      contribution_count: 1,
      locale: 'en',
    });
    expect(changeLocale).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('switches the interface language when the saved language changed', async () => {
    fakeServer.on('PUT', 'profile/me', () => jsonResponse(200, { ...profile, locale: 'tr' }));
    renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: /Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Türkçe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(changeLocale).toHaveBeenCalledWith('tr');
    });
  });

  it('shows the field errors and the detail of a refused save', async () => {
    fakeServer.on('PUT', 'profile/me', () =>
      problemResponse(400, 'The request has invalid fields', [
        { field: 'body.department', message: 'must not exceed 120 characters' },
      ]),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Department/), ' and Physics');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The request has invalid fields')).toBeInTheDocument();
    expect(screen.getByText('must not exceed 120 characters')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderPage();
    await userEvent.type(await screen.findByLabelText(/Last name/), 'oğlu');
    await userEvent.click(screen.getByRole('link', { name: 'Change photo' }));

    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(
      within(dialog).getByText('You have unsaved changes. Are you sure you want to leave?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/profile/view');

    await userEvent.click(screen.getByRole('link', { name: 'Change photo' }));
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Photo page')).toBeInTheDocument();
  });

  it('asks for the password before deleting the account, then signs out', async () => {
    let deleted: RecordedCall | undefined;
    fakeServer.on('DELETE', 'profile/me', (call) => {
      deleted = call;
      return new Response(null, { status: 204 });
    });
    const { router } = renderPage();
    await userEvent.type(await screen.findByLabelText(/Last name/), ' (unsaved)');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    expect(
      within(dialog).getByRole('link', { name: /ask for deletion by e-mail/ }),
    ).toHaveAttribute('href', '/reception/delete-request');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Your password is required')).toBeInTheDocument();
    expect(deleted).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(deleted?.body).toEqual({ user_password: 'correct horse battery' });
    expect(auth.setSignedOut).toHaveBeenCalled();
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(screen.getByText('Your account has been deleted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('shows why a deletion was refused', async () => {
    fakeServer.on('DELETE', 'profile/me', () =>
      problemResponse(403, 'The password is not correct'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'wrong password!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The password is not correct')).toBeInTheDocument();
    expect(auth.setSignedOut).not.toHaveBeenCalled();
  });

  it('speaks Turkish', async () => {
    renderRoutes({
      initialEntry: '/profile/view',
      language: 'tr',
      routes: [{ path: '/profile/view', element: <ProfileViewPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profilim' })).toBeInTheDocument();
    expect(await screen.findByText('Öğrenci')).toBeInTheDocument();
    expect(screen.getByText('3 katkıdan 1 tanesi tamamlandı')).toBeInTheDocument();
  });

  describe('two-step sign-in', () => {
    const off: TwoStepStatus = {
      available: true,
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    };
    const on = {
      ...off,
      enabled: true,
      enabled_at: '2026-11-20T09:00:00.000Z',
      recovery_codes_left: 2,
    };

    it('is not offered to a student', async () => {
      fakeServer.on('GET', 'profile/two-step', () =>
        jsonResponse(200, { ...off, available: false }),
      );
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
      await waitFor(() => {
        expect(fakeServer.callsTo('GET', 'profile/two-step')).toHaveLength(1);
      });
      expect(screen.queryByRole('heading', { name: 'Two-step sign-in' })).toBeNull();
    });

    it('is set up with a code from the app, then shows the recovery codes once', async () => {
      let enabled = false;
      fakeServer.on('GET', 'profile/two-step', () => jsonResponse(200, enabled ? on : off));
      fakeServer.on('POST', 'profile/two-step/setup', () =>
        jsonResponse(200, {
          secret: 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
          otpauth_uri: 'otpauth://totp/CampusHub%3Aayse?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        }),
      );
      fakeServer.on('POST', 'profile/two-step/confirm', (call) => {
        if ((call.body as { code: string }).code !== '424242') {
          return problemResponse(400, 'The code is not correct. Please try again.', [
            { field: 'body.code', message: 'The code is not correct. Please try again.' },
          ]);
        }
        enabled = true;
        return jsonResponse(200, {
          recovery_codes: Array.from(
            { length: 10 },
            (_unused, index) => `mnpqr-stuv${String(index)}`,
          ),
        });
      });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Set up' }));
      const dialog = await screen.findByRole('dialog', { name: 'Set up two-step sign-in' });
      expect(
        await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
      ).toBeInTheDocument();
      const field = within(dialog).getByRole('textbox', { name: /^Code from the app/ });
      await userEvent.type(field, '111111');
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Turn on two-step sign-in' }),
      );
      expect(
        await within(dialog).findByText(/^The code is not correct\. Codes change/),
      ).toBeInTheDocument();
      await userEvent.type(field, '424242');
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Turn on two-step sign-in' }),
      );
      const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(10);
      await userEvent.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).toBeNull();
      });
      expect(
        await screen.findByText(/Recovery codes left: 2\. Few recovery codes are left/),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    });

    it('turns off with a current code, and offers no way to turn off while it is required', async () => {
      let current: TwoStepStatus = on;
      fakeServer.on('GET', 'profile/two-step', () => jsonResponse(200, current));
      fakeServer.on('DELETE', 'profile/two-step', () => {
        current = off;
        return new Response(null, { status: 204 });
      });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
      const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'mnpqr-stuv0');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
      expect(await screen.findByRole('button', { name: 'Set up' })).toBeInTheDocument();
      expect(fakeServer.callsTo('DELETE', 'profile/two-step')[0]?.body).toEqual({
        code: 'mnpqr-stuv0',
      });
    });

    it('offers no way to turn it off while the administration requires it', async () => {
      fakeServer.on('GET', 'profile/two-step', () =>
        jsonResponse(200, { ...on, recovery_codes_left: 8, required: true }),
      );
      renderPage();
      expect(
        await screen.findByText(/Recovery codes left: 8\. Required for admins and moderators/),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    });
  });
});
