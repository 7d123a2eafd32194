import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { ContactMessage } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import { personOf, signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { AdminContactPage } from './admin-contact-page';
import { ContactPage } from './contact-page';

// The form fills the name and the address in from the session.
const student = personOf('student', {
  user_email: 'elif@ogr.yesiltepe.edu.tr',
  user_first_name: 'Elif',
  user_last_name: 'Çelik',
  locale: 'tr',
});

const message: ContactMessage = {
  contact_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f0a',
  first_name: 'Zeynep',
  last_name: 'Arslan',
  email: 'zeynep@example.com',
  phone: null,
  subject: 'Ders listesi açılmıyor',
  platform: 'mobile',
  details: '<b>not bold</b> after the update',
  locale: 'tr',
  status: 'new',
  handled_by_name: null,
  handled_at: null,
  reply: null,
  replied_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
};

let user: UserEvent;

function label(text: string): RegExp {
  return new RegExp(`^${text}( \\*)?$`);
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
});
afterEach(() => {
  setSignedOut();
});

describe('ContactPage', () => {
  it('checks the fields with the SPEC messages and sends nothing until they are right', async () => {
    renderRoutes({
      routes: [{ path: '/contacts', element: <ContactPage /> }],
      initialEntry: '/contacts',
    });
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Details is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(label('E-mail')), 'nope');
    await user.type(within(form).getByLabelText(label('Subject')), 'Hi');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Subject must be at least 3 characters')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'contacts')).toHaveLength(0);
  });

  it('fills in a signed-in person, sends the form in the interface language and thanks them', async () => {
    signInAs(student);
    fakeServer.on('POST', 'contacts', () => jsonResponse(201, { received: true }));
    renderRoutes({
      routes: [{ path: '/contacts', element: <ContactPage /> }],
      initialEntry: '/contacts',
      language: 'tr',
    });
    const form = await screen.findByRole('form', { name: 'İletişim formu' });
    expect(within(form).getByLabelText(label('Ad'))).toHaveValue('Elif');
    expect(within(form).getByLabelText(label('E-posta'))).toHaveValue('elif@ogr.yesiltepe.edu.tr');
    await user.type(within(form).getByLabelText(label('Konu')), 'Etkinlik saatleri');
    await user.click(within(form).getAllByLabelText(label('Platform'))[0] ?? form);
    await user.click(await screen.findByRole('option', { name: 'Web ve mobil' }));
    await user.type(
      within(form).getByLabelText(label('Ayrıntılar')),
      'Etkinlik saatleri bir saat geri görünüyor.',
    );
    await user.click(within(form).getByRole('button', { name: 'Mesajı gönder' }));
    expect(await screen.findByText('Teşekkürler, mesajınızı aldık')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'contacts')[0]?.body).toEqual({
      first_name: 'Elif',
      last_name: 'Çelik',
      email: 'elif@ogr.yesiltepe.edu.tr',
      subject: 'Etkinlik saatleri',
      platform: 'both',
      details: 'Etkinlik saatleri bir saat geri görünüyor.',
      locale: 'tr',
    });
  });
});

describe('AdminContactPage', () => {
  it('shows the message as text, refuses an empty answer, and sends one', async () => {
    fakeServer.on('GET', `admin/contacts/${message.contact_id}`, () => jsonResponse(200, message));
    fakeServer.on('POST', `admin/contacts/${message.contact_id}/reply`, (call) =>
      jsonResponse(200, {
        ...message,
        status: 'handled',
        handled_by_name: 'Deniz A.',
        handled_at: '2026-11-02T09:00:00.000Z',
        reply: (call.body as { message: string }).message,
        replied_at: '2026-11-02T09:00:00.000Z',
      }),
    );
    renderRoutes({
      routes: [{ path: '/admin/contacts/:contact_id', element: <AdminContactPage /> }],
      initialEntry: `/admin/contacts/${message.contact_id}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ders listesi açılmıyor' }),
    ).toBeInTheDocument();
    expect(screen.getByText('<b>not bold</b> after the update')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Answer by e-mail' });
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText('Answer is required')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `admin/contacts/${message.contact_id}/reply`)).toHaveLength(
      0,
    );
    await user.type(within(form).getByLabelText(label('Answer')), 'Fixed, thank you.');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => {
      expect(screen.getByText(/^Handled by Deniz A\./)).toBeInTheDocument();
    });
    expect(screen.getByText('Fixed, thank you.')).toBeInTheDocument();
    expect(
      fakeServer.callsTo('POST', `admin/contacts/${message.contact_id}/reply`)[0]?.body,
    ).toEqual({ message: 'Fixed, thank you.' });
  });

  it('says so when the message does not exist', async () => {
    fakeServer.on('GET', `admin/contacts/${message.contact_id}`, () =>
      problemResponse(404, 'There is no such contact message'),
    );
    renderRoutes({
      routes: [{ path: '/admin/contacts/:contact_id', element: <AdminContactPage /> }],
      initialEntry: `/admin/contacts/${message.contact_id}`,
    });
    expect(await screen.findByText('There is no such contact message')).toBeInTheDocument();
  });
});
