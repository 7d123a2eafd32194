import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { FeedbackItem } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import { fakeServer, jsonResponse, renderRoutes } from '../../test/render-feature';
import { AdminFeedbackPage } from './admin-feedback-page';
import { FeedbackPage } from './feedback-page';

const item: FeedbackItem = {
  item_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f0b',
  kind: 'suggestion',
  subject: 'Ders programı dışa aktarma',
  message: 'Takvime aktarabilmek işe yarardı.',
  rating: null,
  area: 'courses',
  status: 'new',
  admin_reply: null,
  replied_at: null,
  author_name: 'Elif Ç.',
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

let user: UserEvent;

function label(text: string): RegExp {
  return new RegExp(`^${text}( \\*)?$`);
}

function pageOf(items: FeedbackItem[]) {
  return { items, page: 1, page_size: 25, total: items.length };
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
});
afterEach(() => {
  setSignedOut();
});

describe('FeedbackPage', () => {
  it('checks the feedback form, sends it and shows what was sent', async () => {
    const sent: FeedbackItem = {
      ...item,
      kind: 'feedback',
      subject: 'Fast search',
      message: 'Searching courses is fast.',
      area: null,
      rating: 5,
      author_name: null,
    };
    fakeServer.on('POST', 'feedback', () => jsonResponse(201, sent));
    fakeServer.on('GET', 'feedback/mine', () => jsonResponse(200, pageOf([sent])));
    renderRoutes({
      routes: [{ path: '/feedback', element: <FeedbackPage /> }],
      initialEntry: '/feedback',
    });
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    await user.type(within(form).getByLabelText(label('Subject')), 'Fast search');
    await user.type(within(form).getByLabelText(label('Message')), 'Short');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(
      await within(form).findByText('Message must be at least 10 characters'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'feedback')).toHaveLength(0);
    await user.clear(within(form).getByLabelText(label('Message')));
    await user.type(within(form).getByLabelText(label('Message')), 'Searching courses is fast.');
    await user.click(within(form).getAllByLabelText(label('Rating'))[0] ?? form);
    await user.click(await screen.findByRole('option', { name: '5 – Excellent' }));
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('article', { name: 'Fast search' })).toHaveTextContent('New');
    expect(fakeServer.callsTo('POST', 'feedback')[0]?.body).toEqual({
      subject: 'Fast search',
      message: 'Searching courses is fast.',
      rating: 5,
    });
  });
});

describe('AdminFeedbackPage', () => {
  it('lists suggestions and saves a status with an answer from the drawer', async () => {
    fakeServer.on('GET', 'admin/feedback', () => jsonResponse(200, pageOf([item])));
    fakeServer.on('PUT', `admin/feedback/${item.item_id}`, (call) =>
      jsonResponse(200, { ...item, ...(call.body as object) }),
    );
    renderRoutes({
      routes: [
        { path: '/admin/suggestions/all', element: <AdminFeedbackPage kind="suggestion" /> },
      ],
      initialEntry: '/admin/suggestions/all',
      language: 'tr',
    });
    const card = await screen.findByRole('article', { name: item.subject });
    expect(card).toHaveTextContent('Dersler');
    expect(fakeServer.callsTo('GET', 'admin/feedback')[0]?.search.get('kind')).toBe('suggestion');
    await user.click(
      within(card).getByRole('button', { name: `“${item.subject}” için yanıt yaz` }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Durum ve yanıt' });
    await user.type(within(drawer).getByLabelText(label('Yanıt')), 'Planlıyoruz.');
    await user.click(within(drawer).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', `admin/feedback/${item.item_id}`)).toHaveLength(1);
    });
    expect(fakeServer.callsTo('PUT', `admin/feedback/${item.item_id}`)[0]?.body).toEqual({
      status: 'reviewing',
      reply: 'Planlıyoruz.',
    });
  });
});
