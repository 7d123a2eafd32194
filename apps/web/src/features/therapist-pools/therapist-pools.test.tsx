import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type {
  OwnTherapistEntry,
  ReviewTherapistEntry,
  TherapistConsent,
  TherapistEntry,
} from '@campus/contracts';
import { signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { TherapistPoolPage } from './pool-page';
import { TherapistPoolsModerationPanel } from './moderation/therapist-pools-moderation-panel';
import { MyPoolEntriesSection } from './my-entries/my-pool-entries-section';

const accepted: TherapistConsent = {
  pool: 'psychology',
  accepted: true,
  accepted_at: '2026-07-01T10:00:00.000Z',
  notice_version: 1,
};

const defne: TherapistEntry = {
  entry_id: '7b0c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01',
  pool: 'psychology',
  therapist_name: 'Uzm. Psk. Defne Aydoğan',
  experience: 'Calm, structured sessions.\n<b>not bold</b>',
  sessions: 12,
  fee: 1800,
  city: 'İstanbul',
  is_online: false,
  is_mine: false,
  created_at: '2026-06-01T10:00:00.000Z',
  updated_at: '2026-06-01T10:00:00.000Z',
};

const centre: TherapistEntry = {
  ...defne,
  entry_id: '7b0c1a52-7d1e-4a59-8f0e-7a3c5d2e1f02',
  therapist_name: 'Üniversite Psikolojik Danışma Merkezi',
  fee: 0,
  is_online: true,
  is_mine: true,
};

const waiting: OwnTherapistEntry = {
  ...centre,
  entry_id: '7b0c1a52-7d1e-4a59-8f0e-7a3c5d2e1f03',
  therapist_name: 'Psk. Deniz Er',
  status: 'waiting',
  review_note: null,
  reviewed_at: null,
};

function pageOf<T>(items: T[]) {
  return { items, page: 1, page_size: 25, total: items.length };
}

let user: UserEvent;

beforeEach(() => {
  // A signed-in person: the unsaved-changes guard holds navigation only within a session.
  signInAs('student');
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  fakeServer.on('GET', 'pools/psychology/entries', () =>
    jsonResponse(200, pageOf([defne, centre])),
  );
  fakeServer.on('GET', `pools/psychology/entries/${defne.entry_id}`, () =>
    jsonResponse(200, defne),
  );
});

function renderPool(entry = '/psychology/display') {
  return renderRoutes({
    routes: [
      { path: '/psychology/display', element: <TherapistPoolPage pool="psychology" /> },
      { path: '/home', element: <p>Home page</p> },
    ],
    initialEntry: entry,
  });
}

describe('TherapistPoolPage', () => {
  it('shows the consent notice first and the table once it is accepted', async () => {
    fakeServer.on('GET', 'pools/psychology/consent', () =>
      jsonResponse(200, { ...accepted, accepted: false, accepted_at: null }),
    );
    fakeServer.on('POST', 'pools/psychology/consent', () => jsonResponse(200, accepted));
    renderPool();
    const notice = await screen.findByRole('region', { name: 'Before you read: consent notice' });
    expect(within(notice).getByText(/call 112 at once/)).toBeInTheDocument();
    expect(within(notice).getByText(/the author of an entry is never shown/)).toBeInTheDocument();
    expect(within(notice).getByText(/Nothing here is medical advice/)).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'pools/psychology/entries')).toHaveLength(0);

    await user.click(within(notice).getByRole('button', { name: 'I understand and accept' }));
    expect(
      await screen.findByRole('table', { name: 'Psychologist experiences: 2 experiences' }),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'pools/psychology/consent')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Read the consent notice again' }));
    const again = await screen.findByRole('region', { name: 'Before you read: consent notice' });
    await user.click(within(again).getByRole('button', { name: 'Back to the experiences' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('goes back with Not now', async () => {
    fakeServer.on('GET', 'pools/psychology/consent', () =>
      jsonResponse(200, { ...accepted, accepted: false, accepted_at: null }),
    );
    renderPool();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('lists entries with sortable headings and filters kept in the URL', async () => {
    fakeServer.on('GET', 'pools/psychology/consent', () => jsonResponse(200, accepted));
    const { router } = renderPool('/psychology/display?city=izm&online=true');
    expect(await screen.findByText('Free')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] ?? table).getByText('1,800 ₺')).toBeInTheDocument();
    expect(within(rows[2] ?? table).getByText('Free')).toBeInTheDocument();
    expect(within(rows[2] ?? table).getByText('Yours')).toBeInTheDocument();
    expect(
      Object.fromEntries(fakeServer.callsTo('GET', 'pools/psychology/entries')[0]?.search ?? []),
    ).toEqual({ city: 'izm', is_online: 'true', sort: '-created_at', page: '1', page_size: '25' });
    expect(screen.getByLabelText('City')).toHaveValue('izm');

    await user.click(within(table).getByRole('button', { name: /Therapist/ }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?city=izm&online=true&sort=therapist_name');
    });
    expect(within(table).getByRole('columnheader', { name: /Therapist/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: /Therapist/ }));
    await waitFor(() => {
      expect(router.state.location.search).toContain('sort=-therapist_name');
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'defne');
    await waitFor(() => {
      expect(router.state.location.search).toContain('q=defne');
    });
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', 'pools/psychology/entries').at(-1)?.search.get('q')).toBe(
        'defne',
      );
    });
  });

  it('opens an entry with its full text as text, and reports it (409 shown as said)', async () => {
    fakeServer.on('GET', 'pools/psychology/consent', () => jsonResponse(200, accepted));
    fakeServer.on('POST', `pools/psychology/entries/${defne.entry_id}/reports`, () =>
      problemResponse(409, 'You have already reported this entry; a moderator will look at it'),
    );
    renderPool();
    await user.click(
      await screen.findByRole('button', {
        name: 'Read the experience with Uzm. Psk. Defne Aydoğan',
      }),
    );
    const detail = await screen.findByRole('dialog', {
      name: 'Experience with Uzm. Psk. Defne Aydoğan',
    });
    expect(await within(detail).findByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: /Report the experience/ }));
    const report = await screen.findByRole('dialog', { name: 'Report this experience' });
    await user.type(within(report).getByLabelText(/^Reason/), 'Bad');
    await user.click(within(report).getByRole('button', { name: 'Send report' }));
    expect(
      await within(report).findByText('Reason must be at least 10 characters'),
    ).toBeInTheDocument();
    expect(
      fakeServer.callsTo('POST', `pools/psychology/entries/${defne.entry_id}/reports`),
    ).toHaveLength(0);
    await user.type(within(report).getByLabelText(/^Reason/), ' name is wrong here');
    await user.click(within(report).getByRole('button', { name: 'Send report' }));
    expect(
      await within(report).findByText(
        'You have already reported this entry; a moderator will look at it',
      ),
    ).toBeInTheDocument();
  });

  it('checks the add form with the rules, then sends it and says it waits for review', async () => {
    fakeServer.on('GET', 'pools/psychology/consent', () => jsonResponse(200, accepted));
    fakeServer.on('POST', 'pools/psychology/entries', () => jsonResponse(201, waiting));
    renderPool();
    await user.click(await screen.findByRole('button', { name: 'Add your experience' }));
    const form = within(await screen.findByRole('dialog', { name: 'Share your experience' }));
    await user.click(form.getByRole('button', { name: 'Send for review' }));
    expect(await form.findByText('Please check the form for errors')).toBeInTheDocument();
    expect(form.getByText("Therapist's name is required")).toBeInTheDocument();
    expect(form.getByText('Number of sessions is required')).toBeInTheDocument();
    expect(form.getByText('Your experience is required')).toBeInTheDocument();

    await user.type(form.getByLabelText(/^Therapist's name/), 'Psk. Deniz Er');
    await user.type(form.getByLabelText(/^City/), 'İstanbul');
    await user.type(form.getByLabelText(/^Number of sessions/), '2');
    await user.type(form.getByLabelText(/^Fee per session/), '0');
    await user.click(form.getByLabelText('The sessions were held online'));
    await user.type(form.getByLabelText(/^Your experience/), 'Short');
    await user.click(form.getByRole('button', { name: 'Send for review' }));
    expect(
      await form.findByText('Your experience must be at least 20 characters'),
    ).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Your experience/), ' but I already feel heard.');
    await user.click(form.getByRole('button', { name: 'Send for review' }));
    expect(
      await screen.findByText('Thank you — your experience waits for review by a moderator.'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'pools/psychology/entries')[0]?.body).toEqual({
      therapist_name: 'Psk. Deniz Er',
      city: 'İstanbul',
      is_online: true,
      sessions: 2,
      fee: 0,
      experience: 'Short but I already feel heard.',
    });
  });

  it('shows the consent problem of the server as a load error', async () => {
    fakeServer.on('GET', 'pools/psychology/consent', () => problemResponse(500, 'Broken'));
    renderPool();
    expect(await screen.findByText('The consent notice could not be loaded')).toBeInTheDocument();
  });
});

describe('TherapistPoolsModerationPanel', () => {
  const queued: ReviewTherapistEntry = { ...waiting, is_mine: false, open_reports: 0 };

  it('approves a waiting entry and asks for a note to reject it', async () => {
    fakeServer.on('GET', 'pools/review/entries', () => jsonResponse(200, pageOf([queued])));
    fakeServer.on('GET', 'pools/review/reports', () => jsonResponse(200, pageOf([])));
    fakeServer.on('POST', `pools/review/entries/${queued.entry_id}/approve`, () =>
      jsonResponse(200, { ...queued, status: 'approved' }),
    );
    fakeServer.on('POST', `pools/review/entries/${queued.entry_id}/reject`, () =>
      problemResponse(409, 'This entry is approved now, so it cannot be rejected'),
    );
    renderRoutes({
      routes: [{ path: '/admin/panel', element: <TherapistPoolsModerationPanel /> }],
      initialEntry: '/admin/panel?tab=pools',
    });
    const card = await screen.findByRole('article', { name: 'Psk. Deniz Er' });
    expect(await screen.findByText('No reports here.')).toBeInTheDocument();
    await user.click(
      within(card).getByRole('button', { name: 'Reject the experience with Psk. Deniz Er' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this experience' }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Note for the author is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Note for the author/), 'Please describe the sessions.');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('This entry is approved now, so it cannot be rejected'),
    ).toBeInTheDocument();
    expect(
      fakeServer.callsTo('POST', `pools/review/entries/${queued.entry_id}/reject`)[0]?.body,
    ).toEqual({ note: 'Please describe the sessions.' });

    await user.click(
      within(card).getByRole('button', { name: 'Approve the experience with Psk. Deniz Er' }),
    );
    expect(
      await screen.findByText('The experience with Psk. Deniz Er is published.'),
    ).toBeInTheDocument();
  });
});

describe('MyPoolEntriesSection', () => {
  it('lists own entries with status and note, and withdraws a waiting one', async () => {
    const rejected: OwnTherapistEntry = {
      ...waiting,
      entry_id: '7b0c1a52-7d1e-4a59-8f0e-7a3c5d2e1f04',
      pool: 'psychiatry',
      therapist_name: 'Dr. Ferhat Acar',
      status: 'rejected',
      review_note: 'Please tell what happened.',
    };
    fakeServer.on('GET', 'pools/mine', () => jsonResponse(200, pageOf([waiting, rejected])));
    fakeServer.on(
      'DELETE',
      `pools/psychology/entries/${waiting.entry_id}`,
      () => new Response(null, { status: 204 }),
    );
    renderRoutes({
      routes: [{ path: '/my-space', element: <MyPoolEntriesSection /> }],
      initialEntry: '/my-space',
    });
    const section = await screen.findByRole('region', { name: 'My therapist experiences' });
    expect(await within(section).findByText('Please tell what happened.')).toBeInTheDocument();
    expect(within(section).getByText('Psychiatrist pool')).toBeInTheDocument();
    expect(within(section).getByText('Rejected')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Dr. Ferhat Acar/ })).toBeNull();

    await user.click(
      within(section).getByRole('button', { name: 'Withdraw the experience with Psk. Deniz Er' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw this experience?' }));
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your experience has been withdrawn.')).toBeInTheDocument();
    expect(
      fakeServer.callsTo('DELETE', `pools/psychology/entries/${waiting.entry_id}`),
    ).toHaveLength(1);
  });
});
