import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraduateApplication } from '@campus/contracts';
import { GraduateApplicationsPage } from './graduate-applications-page';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';

const pending: GraduateApplication = {
  application_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01',
  user_id: '5e2d9c8b-3a41-4f6e-9b7d-1c2a3b4c5d6e',
  user_email: 'mehmet.ozturk@example.com',
  user_first_name: 'Mehmet',
  user_last_name: 'Öztürk',
  graduation_year: 2019,
  student_number: '2015-1234',
  department: 'Electrical Engineering',
  status: 'pending',
  has_proof: true,
  submitted_at: '2025-03-01T09:30:00.000Z',
  reviewed_at: null,
  reviewer_name: null,
  note: null,
};

const second: GraduateApplication = {
  ...pending,
  application_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f02',
  user_email: 'sule.celik@example.com',
  user_first_name: 'Şule',
  user_last_name: 'Çelik',
  student_number: '2014-0042',
  department: 'Architecture',
  has_proof: false,
};

const detailPath = `reception-vip/applications/${pending.application_id}`;

function page(items: GraduateApplication[]) {
  return { items, page: 1, page_size: 25, total: items.length };
}

function renderPage(initialEntry = '/reception-vip/applications') {
  return renderRoutes({
    initialEntry,
    routes: [{ path: '/reception-vip/applications', element: <GraduateApplicationsPage /> }],
  });
}

async function openMehmet() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Open the application of Mehmet Öztürk' }),
  );
  return screen.findByRole('dialog', { name: 'Application of Mehmet Öztürk' });
}

beforeEach(() => {
  fakeServer.reset();
  fakeServer.on('GET', 'reception-vip/applications', () =>
    jsonResponse(200, page([pending, second])),
  );
  fakeServer.on('GET', detailPath, () => jsonResponse(200, pending));
});

describe('GraduateApplicationsPage', () => {
  it('lists the pending applications in a table', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Graduate applications: Pending (2)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] ?? table).getByText('mehmet.ozturk@example.com')).toBeInTheDocument();
    expect(within(rows[1] ?? table).getByText('2015-1234')).toBeInTheDocument();
    expect(within(rows[2] ?? table).getByText('Şule Çelik')).toBeInTheDocument();
    expect(within(table).getAllByText('Pending')).toHaveLength(2);

    const [call] = fakeServer.callsTo('GET', 'reception-vip/applications');
    expect(call?.search.get('status')).toBe('pending');
    expect(call?.search.get('page')).toBe('1');
    expect(call?.search.get('page_size')).toBe('25');
  });

  it('keeps the status, search and page size in the query string', async () => {
    const { router } = renderPage();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=rejected');
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'çelik');
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('çelik');
    });
    await waitFor(() => {
      const last = fakeServer.callsTo('GET', 'reception-vip/applications').at(-1);
      expect(last?.search.get('q')).toBe('çelik');
      expect(last?.search.get('status')).toBe('rejected');
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=rejected&q=%C3%A7elik&page_size=10');
    });

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => {
      expect(
        fakeServer.callsTo('GET', 'reception-vip/applications').at(-1)?.search.has('status'),
      ).toBe(false);
    });
  });

  it('reads the filters from the link it was opened with', async () => {
    renderPage('/reception-vip/applications?status=approved&q=mehmet&page=2&page_size=10');
    await screen.findByRole('table');
    const [call] = fakeServer.callsTo('GET', 'reception-vip/applications');
    expect(Object.fromEntries(call?.search ?? [])).toEqual({
      status: 'approved',
      q: 'mehmet',
      page: '2',
      page_size: '10',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('mehmet');
  });

  it('says so when there is nothing to review', async () => {
    fakeServer.on('GET', 'reception-vip/applications', () => jsonResponse(200, page([])));
    renderPage();
    expect(await screen.findByText('No applications here')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    fakeServer.on('GET', 'reception-vip/applications', () =>
      problemResponse(503, 'The service is unavailable'),
    );
    renderPage();
    expect(await screen.findByText('The service is unavailable')).toBeInTheDocument();
    fakeServer.on('GET', 'reception-vip/applications', () => jsonResponse(200, page([pending])));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows every field of an application in a drawer', async () => {
    renderPage();
    const drawer = await openMehmet();
    expect(within(drawer).getByText('Electrical Engineering')).toBeInTheDocument();
    expect(within(drawer).getByText('2019')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Open the proof document' })).toBeVisible();
  });

  it('refuses to reject without a note', async () => {
    renderPage();
    const drawer = await openMehmet();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    expect(await within(drawer).findByText('A note is required when rejecting')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Reject this application?' })).toBeNull();
    expect(fakeServer.callsTo('POST', `${detailPath}/verify`)).toHaveLength(0);
  });

  it('rejects with a note after a confirmation', async () => {
    fakeServer.on('POST', `${detailPath}/verify`, () =>
      jsonResponse(200, { ...pending, status: 'rejected', note: 'The number is not ours.' }),
    );
    renderPage();
    const drawer = await openMehmet();
    await userEvent.type(
      within(drawer).getByLabelText(/Note to the applicant/),
      'The number is not ours.',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject this application?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, reject' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', `${detailPath}/verify`)).toHaveLength(1);
    });
    expect(fakeServer.callsTo('POST', `${detailPath}/verify`)[0]?.body).toEqual({
      decision: 'reject',
      note: 'The number is not ours.',
    });
  });

  it('approves through the verify endpoint and refreshes the list', async () => {
    const approved: GraduateApplication = {
      ...pending,
      status: 'approved',
      reviewed_at: '2025-03-02T10:00:00.000Z',
      reviewer_name: 'Zeynep Kaya',
    };
    fakeServer.on('POST', `${detailPath}/verify`, () => {
      fakeServer.on('GET', 'reception-vip/applications', () => jsonResponse(200, page([second])));
      return jsonResponse(200, approved);
    });
    renderPage();
    const drawer = await openMehmet();
    const listCalls = fakeServer.callsTo('GET', 'reception-vip/applications').length;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this application?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, approve' }));

    expect(
      await screen.findByText('The application of Mehmet Öztürk has been approved'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `${detailPath}/verify`)[0]?.body).toEqual({
      decision: 'approve',
      note: '',
    });
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', 'reception-vip/applications').length).toBeGreaterThan(
        listCalls,
      );
    });
    const table = screen.getByRole('table', { hidden: true });
    await waitFor(() => {
      expect(within(table).queryByText('mehmet.ozturk@example.com')).toBeNull();
    });
    expect(within(drawer).getByText('Zeynep Kaya')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the detail when the application was already reviewed', async () => {
    fakeServer.on('POST', `${detailPath}/verify`, () =>
      problemResponse(409, 'This application has already been reviewed'),
    );
    renderPage();
    const drawer = await openMehmet();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Approve this application?' })).getByRole(
        'button',
        { name: 'Yes, approve' },
      ),
    );
    expect(
      await within(drawer).findByText('This application has already been reviewed'),
    ).toBeInTheDocument();
  });
});
