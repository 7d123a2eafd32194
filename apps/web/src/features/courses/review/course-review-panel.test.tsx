import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { setSignedOut } from '../../../lib/auth-store';
import { personOf, signInAs } from '../../../test/people';
import { CourseReviewPanel } from './course-review-panel';
import {
  approvePath,
  deletePath,
  pageOf,
  queuePath,
  rejected,
  rejectPath,
  second,
  waiting,
} from './test-support';
import {
  fakeServer,
  jsonResponse,
  problemResponse,
  renderRoutes,
} from '../../../test/render-feature';

function renderPanel(initialEntry = '/admin/panel', language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry,
    language,
    routes: [
      { path: '/admin/panel', element: <CourseReviewPanel /> },
      { path: '/courses/:courseId', element: <p>Course page</p> },
    ],
  });
}

function queueCalls() {
  return fakeServer.callsTo('GET', queuePath);
}

async function findCard(name: string) {
  return screen.findByRole('article', { name });
}

let user: UserEvent;

beforeEach(() => {
  // A fake DOM computes styles slowly, and nothing here depends on CSS pointer-events.
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  setSignedOut();
  fakeServer.on('GET', queuePath, (call) =>
    jsonResponse(
      200,
      pageOf(call.search.get('status') === 'rejected' ? [rejected] : [waiting, second]),
    ),
  );
});

describe('CourseReviewPanel', () => {
  it('shows the waiting experiences with everything their authors wrote', async () => {
    renderPanel();
    const card = within(await findCard('CMPE 150 · Fall 2025'));
    expect(screen.getByText('2 experiences')).toBeInTheDocument();
    expect(Object.fromEntries(queueCalls()[0]?.search ?? [])).toEqual({
      status: 'waiting',
      page: '1',
      page_size: '25',
    });

    expect(card.getByRole('link', { name: 'CMPE 150' })).toHaveAttribute(
      'href',
      `/courses/${waiting.course_id}`,
    );
    expect(card.getByText('Waiting')).toBeInTheDocument();
    expect(card.getByText('Instructor: Zeynep Kaya')).toBeInTheDocument();
    expect(card.getByText('Difficulty').nextElementSibling).toHaveTextContent('4 / 5');
    expect(card.getByText('Workload').nextElementSibling).toHaveTextContent('3 / 5');
    expect(card.getByText('Usefulness').nextElementSibling).toHaveTextContent('5 / 5');
    expect(card.getByText('Grading fairness').nextElementSibling).toHaveTextContent('2 / 5');
    expect(card.getByText('Grade received').nextElementSibling).toHaveTextContent('BA');
    expect(card.getByText(waiting.summary)).toBeInTheDocument();
    expect(card.getByText(/^Submitted Nov 2, 2025/)).toBeInTheDocument();
    // A moderator sees who wrote it, as a name; only an admin gets a link to the account.
    expect(card.getByText(/Written by Elif Ç\./)).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Elif Ç.' })).toBeNull();

    const toggle = card.getByRole('button', { name: 'Show the VIP part' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(card.getByRole('button', { name: 'Hide the VIP part' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => {
      expect(card.getByText(waiting.details)).toBeVisible();
    });
    expect(card.getByText(waiting.exam_tips)).toBeVisible();
    expect(card.queryByText('Resources')).toBeNull();

    const other = within(await findCard('HIST 201 · Spring 2026'));
    expect(other.getByText('Grade received').nextElementSibling).toHaveTextContent('Not given');
    expect(other.getByText('The author wrote no VIP part.')).toBeInTheDocument();
  });

  it('links an admin to the author’s account', async () => {
    signInAs(personOf('admin', { is_vip: true }));
    renderPanel();
    const card = within(await findCard('CMPE 150 · Fall 2025'));
    expect(card.getByRole('link', { name: 'Elif Ç.' })).toHaveAttribute(
      'href',
      `/admin/users/${waiting.author_id}`,
    );
  });

  it('reads the status from the URL and writes a new one, keeping the other tabs’ parameters', async () => {
    const { router } = renderPanel('/admin/panel?tab=courses&review_status=rejected');
    const card = within(await findCard('HIST 201 · Spring 2026'));
    expect(queueCalls()[0]?.search.get('status')).toBe('rejected');
    expect(card.getByText('Rejected')).toBeInTheDocument();
    expect(card.getByText(rejected.review_note ?? '')).toBeInTheDocument();
    expect(card.getByText(/^Reviewed Nov 7, 2025/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(card.getByRole('button', { name: 'Delete the experience of HIST 201' })).toBeEnabled();

    fakeServer.on('GET', queuePath, () => jsonResponse(200, pageOf([])));
    await user.click(screen.getByRole('radio', { name: 'Approved' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?tab=courses&review_status=approved');
    });
    expect(await screen.findByText('No approved experiences')).toBeInTheDocument();
    expect(queueCalls().at(-1)?.search.get('status')).toBe('approved');

    await user.click(screen.getByRole('radio', { name: 'Waiting' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?tab=courses');
    });
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });

  it('approves with one click, says so and refetches the queue', async () => {
    fakeServer.on('POST', approvePath, () => {
      fakeServer.on('GET', queuePath, () => jsonResponse(200, pageOf([second])));
      return jsonResponse(200, {
        ...waiting,
        status: 'approved',
        reviewed_at: '2025-11-08T08:00:00.000Z',
      });
    });
    renderPanel();
    const card = within(await findCard('CMPE 150 · Fall 2025'));
    const before = queueCalls().length;
    await user.click(card.getByRole('button', { name: 'Approve the experience of CMPE 150' }));

    expect(
      await screen.findByText('The experience of CMPE 150 has been approved and published'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', approvePath)).toHaveLength(1);
    expect(queueCalls().length).toBeGreaterThan(before);
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'CMPE 150 · Fall 2025' })).toBeNull();
    });
    expect(screen.getByText('1 experience')).toBeInTheDocument();
  });

  it('requires a note to reject, then sends it', async () => {
    fakeServer.on('POST', rejectPath, () =>
      jsonResponse(200, {
        ...waiting,
        status: 'rejected',
        review_note: 'Too short to help.',
        reviewed_at: '2025-11-08T08:00:00.000Z',
      }),
    );
    renderPanel();
    const card = within(await findCard('CMPE 150 · Fall 2025'));
    await user.click(card.getByRole('button', { name: 'Reject the experience of CMPE 150' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this experience?' }));
    expect(dialog.getByText(/The experience of CMPE 150 \(Fall 2025\)/)).toBeInTheDocument();
    expect(dialog.getByText('0 / 1000 characters')).toBeInTheDocument();

    const note = dialog.getByRole('textbox', { name: /Rejection note/ });
    expect(note).toHaveAttribute('maxlength', '1000');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Rejection note is required')).toBeInTheDocument();
    await user.click(note);
    await user.paste('   ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Rejection note is required')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', rejectPath)).toHaveLength(0);

    await user.clear(note);
    await user.paste(' Too short to help. ');
    expect(dialog.getByText('20 / 1000 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(
      await screen.findByText(
        'The experience of CMPE 150 has been rejected; its author can read your note',
      ),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', rejectPath)[0]?.body).toEqual({
      note: 'Too short to help.',
    });
    expect(screen.queryByRole('dialog', { name: 'Reject this experience?' })).toBeNull();
  });

  it('deletes only after a confirmation', async () => {
    fakeServer.on('DELETE', deletePath, () => new Response(null, { status: 204 }));
    renderPanel();
    const card = within(await findCard('CMPE 150 · Fall 2025'));
    const deleteButton = card.getByRole('button', { name: 'Delete the experience of CMPE 150' });

    await user.click(deleteButton);
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete this experience?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete this experience?' })).toBeNull();
    expect(fakeServer.callsTo('DELETE', deletePath)).toHaveLength(0);

    await user.click(deleteButton);
    dialog = within(await screen.findByRole('dialog', { name: 'Delete this experience?' }));
    const before = queueCalls().length;
    await user.click(dialog.getByRole('button', { name: 'Delete for good' }));
    expect(
      await screen.findByText('The experience of CMPE 150 has been deleted'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('DELETE', deletePath)).toHaveLength(1);
    expect(queueCalls().length).toBeGreaterThan(before);
  });

  it('shows the server’s detail on a 409 and refreshes the queue', async () => {
    fakeServer.on('POST', approvePath, () =>
      problemResponse(409, 'This experience has already been rejected'),
    );
    fakeServer.on('POST', rejectPath, () =>
      problemResponse(409, 'This experience has already been approved'),
    );
    renderPanel();
    const card = within(await findCard('CMPE 150 · Fall 2025'));

    let before = queueCalls().length;
    await user.click(card.getByRole('button', { name: 'Approve the experience of CMPE 150' }));
    expect(
      await screen.findByText('This experience has already been rejected'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(queueCalls().length).toBeGreaterThan(before);
    });

    before = queueCalls().length;
    await user.click(card.getByRole('button', { name: 'Reject the experience of CMPE 150' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this experience?' }));
    await user.type(dialog.getByRole('textbox', { name: /Rejection note/ }), 'Not helpful.');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('This experience has already been approved'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Reject this experience?' })).toBeNull();
    await waitFor(() => {
      expect(queueCalls().length).toBeGreaterThan(before);
    });
  });

  it('keeps the dialog open with the reason when deleting fails otherwise', async () => {
    fakeServer.on('DELETE', deletePath, () => problemResponse(403, 'Moderators only'));
    renderPanel();
    const card = within(await findCard('CMPE 150 · Fall 2025'));
    await user.click(card.getByRole('button', { name: 'Delete the experience of CMPE 150' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this experience?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete for good' }));
    expect(await dialog.findByText('Moderators only')).toBeInTheDocument();
  });

  it('goes back to the last page when the page in the URL is past the end', async () => {
    fakeServer.on('GET', queuePath, (call) =>
      jsonResponse(200, {
        items: call.search.get('page') === '1' ? [second] : [],
        page: Number(call.search.get('page')),
        page_size: 25,
        total: 1,
      }),
    );
    const { router } = renderPanel('/admin/panel?tab=review&review_page=3');
    expect(await findCard('HIST 201 · Spring 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=review');
  });

  it('offers Retry when the queue cannot be loaded', async () => {
    fakeServer.on('GET', queuePath, () => problemResponse(403, 'Moderators only'));
    renderPanel();
    const title = await screen.findByText('The experiences could not be loaded');
    const alert = within(title.closest<HTMLElement>('[role="alert"]') ?? document.body);
    expect(alert.getByText('Moderators only')).toBeInTheDocument();
    fakeServer.on('GET', queuePath, () => jsonResponse(200, pageOf([second])));
    await user.click(alert.getByRole('button', { name: 'Retry' }));
    expect(await findCard('HIST 201 · Spring 2026')).toBeInTheDocument();
  });

  it('speaks Turkish when the interface is Turkish', async () => {
    renderPanel('/admin/panel', 'tr');
    const card = within(await findCard('CMPE 150 · 2025 Güz'));
    expect(card.getByText('Bekleyen')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'CMPE 150 deneyimini onayla' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Reddedilen' })).toBeInTheDocument();
    expect(screen.getByText('2 deneyim')).toBeInTheDocument();
  });
});
