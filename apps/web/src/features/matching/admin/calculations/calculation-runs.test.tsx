import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MatchCalculation } from '@campus/contracts';
import { conflictResponse, fakeServer, jsonResponse } from '../../../../test/render-feature';
import {
  calculationPath,
  finished,
  lastCall,
  openRound,
  renderAt,
  running,
  serveRoundsAndCalculations,
} from './test-support';
import { pageOf } from '../test-fixtures';
import { setUpMatchingTests } from '../../test-session';

const { user } = setUpMatchingTests(serveRoundsAndCalculations);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CalculationListPage', () => {
  it('starts a calculation with the default parameters', async () => {
    const queued: MatchCalculation = { ...running, status: 'queued', phase: null, progress: 0 };
    fakeServer.on('POST', 'admin/matching/calculations', () => jsonResponse(202, queued));
    fakeServer.on('GET', calculationPath(running), () => jsonResponse(200, queued));
    renderAt('/admin/matching/calculations');
    await user.click(await screen.findByRole('button', { name: 'New calculation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calculation' });
    expect(within(dialog).getByRole('textbox', { name: /Candidates kept per person/ })).toHaveValue(
      '20',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start calculation' }));
    expect(await screen.findByText('The calculation has been queued')).toBeInTheDocument();
    expect(lastCall('POST', 'admin/matching/calculations')?.body).toEqual({
      round_id: openRound.round_id,
      candidates_per_person: 20,
      transform: 'linear',
      maximize_matched: false,
      priority_bonus: 0,
    });
    const panel = await screen.findByRole('region', { name: 'Calculation in progress' });
    expect(await within(panel).findByText('Waiting to start…')).toBeInTheDocument();
  });

  it('says clearly when a calculation of the round is already running', async () => {
    fakeServer.on('POST', 'admin/matching/calculations', () =>
      conflictResponse(
        'A calculation of this round is queued or running',
        'calculation_in_progress',
      ),
    );
    renderAt('/admin/matching/calculations');
    await user.click(await screen.findByRole('button', { name: 'New calculation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calculation' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Candidates kept per person/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Candidates kept per person/ }),
      '50',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start calculation' }));
    expect(
      await within(dialog).findByText(
        'A calculation of this round is already queued or running: wait for it to end or cancel it first.',
      ),
    ).toBeInTheDocument();
    expect(lastCall('POST', 'admin/matching/calculations')?.body).toMatchObject({
      candidates_per_person: 50,
    });
  });

  it('follows a running calculation every 2 seconds until it ends', async () => {
    fakeServer.on('GET', 'admin/matching/calculations', () =>
      jsonResponse(200, pageOf([running, finished])),
    );
    let reads = 0;
    fakeServer.on('GET', calculationPath(running), () => {
      reads += 1;
      return jsonResponse(200, reads === 1 ? running : { ...running, status: 'succeeded' });
    });
    renderAt('/admin/matching/calculations');
    const panel = await screen.findByRole('region', { name: 'Calculation in progress' });
    expect(await within(panel).findByText('Matching: 50%')).toBeInTheDocument();
    expect(within(panel).getByText('50% in all')).toBeInTheDocument();
    expect(
      within(panel).getByRole('progressbar', { name: 'Calculation progress' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(within(panel).getByText('Scoring pairs').closest('li')).toHaveTextContent(
      'Scoring pairs (done)',
    );
    expect(within(panel).getByText('Pricing', { exact: false }).closest('li')).toHaveTextContent(
      '(to come)',
    );
    expect(
      await screen.findByText(
        'The calculation finished. Open it to check the result and publish it.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(screen.getByRole('heading', { name: 'Calculation ended' })).toBeInTheDocument();
  });

  it('asks before cancelling the running calculation', async () => {
    fakeServer.on('GET', 'admin/matching/calculations', () => jsonResponse(200, pageOf([running])));
    fakeServer.on('POST', `${calculationPath(running)}/cancel`, () =>
      jsonResponse(200, { ...running, status: 'cancelled' }),
    );
    renderAt('/admin/matching/calculations');
    const panel = await screen.findByRole('region', { name: 'Calculation in progress' });
    await user.click(await within(panel).findByRole('button', { name: 'Cancel calculation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this calculation?' });
    expect(fakeServer.callsTo('POST', `${calculationPath(running)}/cancel`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel calculation' }));
    expect(await screen.findByText('The calculation has been cancelled')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `${calculationPath(running)}/cancel`)).toHaveLength(1);
  });
});

describe('CalculationDetailPage', () => {
  it('shows the counts, certificate, histogram and fairness table', async () => {
    renderAt(`/admin/matching/calculations/${finished.calculation_id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Calculation of / }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to calculations' })).toHaveAttribute(
      'href',
      `/admin/matching/calculations?round_id=${openRound.round_id}`,
    );
    const counts = screen.getByRole('region', { name: 'Counts' });
    expect(within(counts).getByText('Eligible pairs').nextElementSibling).toHaveTextContent(
      '1,520',
    );
    expect(within(counts).getByText('Candidate edges').nextElementSibling).toHaveTextContent('610');
    expect(within(counts).getByText('Unmatched').nextElementSibling).toHaveTextContent('1');

    const certificate = screen.getByRole('table', { name: '1 matching checked' });
    const certificateRow = within(certificate).getAllByRole('row')[1] ?? certificate;
    expect(within(certificateRow).getByText('✓ Checked, no violation')).toBeInTheDocument();
    expect(within(certificateRow).getByText('✓ Equal')).toBeInTheDocument();
    expect(within(certificateRow).getAllByText('215,000')).toHaveLength(2);
    expect(within(certificateRow).getByText('614')).toBeInTheDocument();

    const histogram = screen.getByRole('table', { name: 'Matched pairs per score range' });
    expect(
      within(histogram)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Score rangePairs', '40%–60%6', '60%–80%16', '80%–100%8']);

    const fairness = screen.getByRole('table', {
      name: 'Matched and unmatched people per gender, campus and class year',
    });
    expect(
      within(fairness)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['GenderMan280100%', 'GenderWoman32197%', 'CampusNot given40100%']);

    const objective = screen.getByRole('region', { name: 'Objective and stability' });
    expect(within(objective).getByText('Blocking pairs').nextElementSibling).toHaveTextContent('3');
    expect(
      within(objective).getByText('Greedy stable (for comparison)').closest('tr'),
    ).toHaveTextContent('Greedy stable (for comparison)2958198,000');
    expect(
      screen.getByRole('table', { name: 'Time per phase (1.25 sec in all)' }),
    ).toBeInTheDocument();
  });

  it('publishes after a confirmation that says how many people are notified', async () => {
    fakeServer.on('POST', `${calculationPath(finished)}/publish`, () =>
      jsonResponse(200, { ...finished, status: 'published' }),
    );
    renderAt(`/admin/matching/calculations/${finished.calculation_id}`);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this calculation?' });
    expect(
      within(dialog).getByText(
        '60 people in 30 matches will see their match and be notified in the app and by e-mail. People who paused or left since are left out. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `${calculationPath(finished)}/publish`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Publish and notify' }));
    expect(
      await screen.findByText(
        'The calculation has been published; the people matched are being notified',
      ),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', `${calculationPath(finished)}/publish`)).toHaveLength(1);
  });

  it('keeps the API’s refusal to publish in the dialog, in the reader’s language', async () => {
    fakeServer.on('POST', `${calculationPath(finished)}/publish`, () =>
      conflictResponse('A calculation of this round has been published already', 'round_published'),
    );
    renderAt(`/admin/matching/calculations/${finished.calculation_id}`, 'tr');
    await user.click(await screen.findByRole('button', { name: 'Yayımla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bu hesaplama yayımlansın mı?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yayımla ve bildir' }));
    expect(
      await within(dialog).findByText('Bu turun bir hesaplaması zaten yayımlandı.'),
    ).toBeInTheDocument();
  });

  it('offers no Publish for a calculation that is not certified', async () => {
    fakeServer.on('GET', calculationPath(finished), () =>
      jsonResponse(200, { ...finished, certified: false }),
    );
    renderAt(`/admin/matching/calculations/${finished.calculation_id}`);
    expect(await screen.findByText('✗ Not certified')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This calculation is not certified optimal, so it cannot be published here. Run it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('runs the calculation again and opens the new one', async () => {
    const again: MatchCalculation = {
      ...running,
      calculation_id: '9c8b7a60-0000-4000-8000-000000000003',
      status: 'queued',
      phase: null,
      progress: 0,
    };
    fakeServer.on('POST', `${calculationPath(finished)}/rerun`, () => jsonResponse(202, again));
    fakeServer.on('GET', calculationPath(again), () => jsonResponse(200, again));
    const { router } = renderAt(`/admin/matching/calculations/${finished.calculation_id}`);
    await user.click(await screen.findByRole('button', { name: 'Run again' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(
        `/admin/matching/calculations/${again.calculation_id}`,
      );
    });
    expect(await screen.findByText('Waiting to start…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel calculation' })).toBeInTheDocument();
  });

  it('downloads the pairs as CSV under the name the API gives', async () => {
    fakeServer.on(
      'GET',
      `${calculationPath(finished)}/pairs.csv`,
      () =>
        new Response('person_a,person_b,score,satisfaction_ab,satisfaction_ba,matched\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="autumn-friends-pairs.csv"',
          },
        }),
    );
    // Spies, which the next file's setup restores: a fake DOM's URL may lack both functions.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pairs');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    renderAt(`/admin/matching/calculations/${finished.calculation_id}`);
    await user.click(await screen.findByRole('button', { name: 'Download pairs CSV' }));
    await waitFor(() => {
      expect(downloads).toEqual(['autumn-friends-pairs.csv']);
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says so when the id is not a calculation id', async () => {
    renderAt('/admin/matching/calculations/not-an-id');
    expect(
      await screen.findByText('This calculation does not exist. The link may be wrong.'),
    ).toBeInTheDocument();
    expect(
      fakeServer.calls.filter((call) => call.path.startsWith('admin/matching/calculations')),
    ).toHaveLength(0);
  });
});
