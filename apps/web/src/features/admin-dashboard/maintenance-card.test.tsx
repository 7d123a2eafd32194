import { describe, expect, it, beforeEach } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemSettings } from '@campus/contracts';
import { MaintenanceCard } from './components/maintenance-card';
import {
  conflictResponse,
  fakeServer,
  jsonResponse,
  renderRoutes,
} from '../../test/render-feature';

const settings: SystemSettings = {
  maintenance_mode: false,
  maintenance_changed_at: null,
  maintenance_changed_by: null,
  two_step_required: false,
};

function renderCard(language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry: '/admin',
    routes: [{ path: '/admin', element: <MaintenanceCard /> }],
    language,
  });
}

beforeEach(() => {
  fakeServer.reset();
});

describe('MaintenanceCard: two-step sign-in for staff', () => {
  it('asks before requiring it, then sends only that switch', async () => {
    let current = settings;
    fakeServer.on('GET', 'admin/settings', () => jsonResponse(200, current));
    fakeServer.on('PUT', 'admin/settings', (call) => {
      current = { ...current, ...(call.body as Partial<SystemSettings>) };
      return jsonResponse(200, current);
    });
    renderCard();
    const toggle = await screen.findByRole('switch', {
      name: /^Two-step sign-in for admins and moderators/,
    });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Require two-step sign-in?' });
    expect(dialog).toHaveTextContent(/signed out now and set it up at their next sign-in/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Require it' }));
    expect(await screen.findByRole('switch', { name: /Two-step sign-in/ })).toBeChecked();
    expect(fakeServer.callsTo('PUT', 'admin/settings')[0]?.body).toEqual({
      two_step_required: true,
    });

    // Turning it off asks nothing.
    await userEvent.click(screen.getByRole('switch', { name: /Two-step sign-in/ }));
    expect(fakeServer.callsTo('PUT', 'admin/settings')[1]?.body).toEqual({
      two_step_required: false,
    });
  });

  it('says in Turkish that the admin must turn it on for themselves first', async () => {
    fakeServer.on('GET', 'admin/settings', () => jsonResponse(200, settings));
    fakeServer.on('PUT', 'admin/settings', () =>
      conflictResponse('Turn on two-step sign-in for your own account first', 'two_step_own_first'),
    );
    renderCard('tr');
    await userEvent.click(
      await screen.findByRole('switch', {
        name: /^Yöneticiler ve moderatörler için iki adımlı giriş/,
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'İki adımlı giriş zorunlu olsun mu?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zorunlu tut' }));
    expect(
      await screen.findByText('Önce kendi hesabınız için iki adımlı girişi açın'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /iki adımlı giriş/ })).not.toBeChecked();
  });
});
