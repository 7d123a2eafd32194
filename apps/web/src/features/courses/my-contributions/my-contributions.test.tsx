import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnExperience } from '@campus/contracts';
import { signInAs } from '../../../test/people';
import { fakeServer, jsonResponse, renderRoutes } from '../../../test/render-feature';
import { courseId, publicExperience, student, vipStudent } from '../detail/test-fixtures';
import { MyContributionsSection } from './my-contributions-section';

const listPath = 'coursefile/my-experiences';

function own(patch: Partial<OwnExperience>): OwnExperience {
  return {
    ...publicExperience,
    grade_received: null,
    details: '',
    exam_tips: '',
    resources: '',
    status: 'waiting',
    review_note: null,
    reviewed_at: null,
    course_code: 'CMPE 150',
    ...patch,
  };
}

const waiting = own({ experience_id: '11111111-1111-4111-8111-111111111111' });
const approved = own({
  experience_id: '22222222-2222-4222-8222-222222222222',
  course_id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  course_code: 'HIST 201',
  semester: '2026-spring',
  status: 'approved',
  reviewed_at: '2026-03-01T10:00:00.000Z',
});
const rejected = own({
  experience_id: '33333333-3333-4333-8333-333333333333',
  semester: '2024-summer',
  status: 'rejected',
  review_note: 'Please describe the course itself, not the classroom.',
  reviewed_at: '2025-10-05T10:00:00.000Z',
});

function renderSection(language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry: '/my-space',
    language,
    routes: [
      { path: '/my-space', element: <MyContributionsSection /> },
      { path: '/courses', element: <p>Catalogue</p> },
    ],
  });
}

beforeEach(() => {
  fakeServer.reset();
  signInAs(student);
  fakeServer.on('GET', listPath, () =>
    jsonResponse(200, { items: [waiting, approved, rejected], page: 1, page_size: 10, total: 3 }),
  );
});

describe('MyContributionsSection', () => {
  it('lists the contributions with course, semester, status and the note of a rejection', async () => {
    renderSection();
    expect(
      screen.getByRole('heading', { level: 2, name: 'My course contributions' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards.map((card) => within(card));

    expect(first?.getByRole('link', { name: 'CMPE 150' })).toHaveAttribute(
      'href',
      `/courses/${courseId}`,
    );
    expect(first?.getByText('Fall 2025 · Zeynep Kaya')).toBeInTheDocument();
    expect(first?.getByText('Waiting for review')).toBeInTheDocument();
    expect(first?.getByText('Shared on Oct 2, 2025')).toBeInTheDocument();
    expect(first?.queryByText("Reviewer's note")).not.toBeInTheDocument();

    expect(second?.getByRole('link', { name: 'HIST 201' })).toHaveAttribute(
      'href',
      `/courses/${approved.course_id}`,
    );
    expect(second?.getByText('Spring 2026 · Zeynep Kaya')).toBeInTheDocument();
    expect(second?.getByText('Approved')).toBeInTheDocument();

    expect(third?.getByText('Summer 2024 · Zeynep Kaya')).toBeInTheDocument();
    expect(third?.getByText('Rejected')).toBeInTheDocument();
    const note = third?.getByRole('note');
    expect(note).toHaveTextContent("Reviewer's note");
    expect(note).toHaveTextContent('Please describe the course itself, not the classroom.');
    expect(fakeServer.callsTo('GET', listPath)[0]?.search.toString()).toBe('page=1&page_size=10');
  });

  it('shows how far the student is from VIP access', async () => {
    renderSection();
    const card = screen.getByRole('region', { name: 'VIP access' });
    expect(within(card).getByText('1 of 3 approved contributions')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', {
      name: 'Approved contributions toward VIP access',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(
      within(card).getByText('2 more approved contributions unlock VIP access.'),
    ).toBeInTheDocument();
    await screen.findAllByRole('article');
  });

  it('says when VIP access is open', async () => {
    signInAs(vipStudent);
    renderSection();
    const card = screen.getByRole('region', { name: 'VIP access' });
    expect(within(card).getByText(/You have VIP access/)).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    await screen.findAllByRole('article');
  });

  it('invites a first contribution when there is none', async () => {
    fakeServer.on('GET', listPath, () =>
      jsonResponse(200, { items: [], page: 1, page_size: 10, total: 0 }),
    );
    renderSection();
    expect(await screen.findByText('You have not shared an experience yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('pages through many contributions', async () => {
    const user = userEvent.setup({ delay: null });
    fakeServer.on('GET', listPath, (call) =>
      jsonResponse(200, {
        items: [waiting],
        page: Number(call.search.get('page')),
        page_size: Number(call.search.get('page_size')),
        total: 25,
      }),
    );
    renderSection();
    await screen.findByText('1–10 of 25');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', listPath).at(-1)?.search.get('page')).toBe('2');
    });
    expect(await screen.findByText('11–20 of 25')).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    renderSection('tr');
    expect(screen.getByRole('heading', { level: 2, name: 'Ders katkılarım' })).toBeInTheDocument();
    expect(screen.getByText('1 / 3 onaylı katkı')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0] ?? document.body).getByText('İnceleme bekliyor')).toBeInTheDocument();
    expect(
      within(cards[2] ?? document.body).getByText('2024 Yaz · Zeynep Kaya'),
    ).toBeInTheDocument();
    expect(within(cards[2] ?? document.body).getByText('Reddedildi')).toBeInTheDocument();
  });
});
