import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSignedOut } from '../../../lib/auth-store';
import {
  fakeServer,
  jsonResponse,
  problemResponse,
  renderRoutes,
} from '../../../test/render-feature';
import { signInAs } from '../../../test/people';
import { noAggregates } from '../test-courses';
import { CourseDetailPage } from './course-detail-page';
import {
  courseId,
  pageOf,
  publicDetail,
  publicExperience,
  student,
  vipDetail,
  vipExperience,
  vipStudent,
} from './test-fixtures';

const detailPath = `coursefile/courses/${courseId}`;
const experiencesPath = `${detailPath}/experiences`;

function renderAt(initialEntry: string, language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry,
    language,
    routes: [
      { path: '/courses/:course_id', element: <CourseDetailPage /> },
      { path: '/courses', element: <p>Catalogue</p> },
      { path: '/reception/login', element: <p>Login page</p> },
    ],
  });
}

function queryOf(router: ReturnType<typeof renderAt>['router']) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

beforeEach(() => {
  fakeServer.reset();
  setSignedOut();
  fakeServer.on('GET', detailPath, () => jsonResponse(200, publicDetail));
  fakeServer.on('GET', experiencesPath, () => jsonResponse(200, pageOf([publicExperience])));
});

describe('CourseDetailPage, open access', () => {
  it('shows the course, its ratings and the public part of the experiences', async () => {
    renderAt(`/courses/${courseId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Introduction to Computing' }),
    ).toBeInTheDocument();
    expect(screen.getByText('CMPE 150')).toBeInTheDocument();
    expect(screen.getByText('Bilgisayara Giriş')).toHaveAttribute('lang', 'tr');
    expect(screen.getByText('Mandatory')).toBeInTheDocument();
    expect(screen.getByText('Undergraduate')).toBeInTheDocument();
    expect(screen.getByText('Fall term')).toBeInTheDocument();
    expect(screen.getByText('Taught in English')).toBeInTheDocument();
    expect(screen.getByText('Computer Engineering (CMPE)')).toBeInTheDocument();
    expect(screen.getByText('3 credits · 6 ECTS')).toBeInTheDocument();
    expect(
      screen.getByText('Programming with Python, from variables to recursion.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('CMPE 150 · Introduction to Computing · CampusHub');

    const difficulty = screen.getByRole('meter', { name: 'Difficulty' });
    expect(difficulty).toHaveAttribute('aria-valuenow', '3.5');
    expect(difficulty).toHaveAttribute('aria-valuetext', '3.5 out of 5');
    expect(screen.getByRole('meter', { name: 'Workload' })).toHaveAttribute(
      'aria-valuetext',
      '4.3 out of 5',
    );
    expect(screen.getByRole('meter', { name: 'Usefulness' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Grading fairness' })).toBeInTheDocument();
    expect(screen.getByText('Based on 4 approved experiences')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Fall 2025' });
    expect(within(card).getByText('Instructor: Zeynep Kaya')).toBeInTheDocument();
    expect(within(card).getByText(publicExperience.summary)).toBeInTheDocument();
    expect(within(card).getByText('Shared on Oct 2, 2025')).toBeInTheDocument();
    const ratings = within(card)
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(ratings).toEqual(['4/5', '3/5', '5/5', '4/5']);
    expect(within(card).queryByText('Exam tips')).not.toBeInTheDocument();
    expect(screen.getByText('1 approved experience')).toBeInTheDocument();
  });

  it('explains what VIP unlocks and offers signing in, which comes back here', async () => {
    renderAt(`/courses/${courseId}?page_size=10`);
    const unlock = await screen.findByRole('region', { name: 'Unlock VIP course data' });
    expect(within(unlock).getByText('Grade distributions')).toBeInTheDocument();
    expect(within(unlock).getByText('Breakdowns by instructor')).toBeInTheDocument();
    expect(
      within(unlock).getByText('3 more approved contributions to unlock VIP'),
    ).toBeInTheDocument();
    const next = `/reception/login?next=${encodeURIComponent(`/courses/${courseId}?page_size=10`)}`;
    expect(within(unlock).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', next);
    expect(screen.getByRole('link', { name: 'Sign in to share your experience' })).toHaveAttribute(
      'href',
      next,
    );
    expect(screen.queryByRole('region', { name: 'VIP insights' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share your experience' })).not.toBeInTheDocument();
  });

  it('counts down to VIP for a signed-in student and lets them share', async () => {
    signInAs(student);
    fakeServer.on('GET', detailPath, () =>
      jsonResponse(200, { ...publicDetail, contributions_needed: 1 }),
    );
    renderAt(`/courses/${courseId}`);
    expect(
      await screen.findByText('1 more approved contribution to unlock VIP'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share your experience' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows empty states when nothing is approved yet', async () => {
    fakeServer.on('GET', detailPath, () =>
      jsonResponse(200, {
        ...publicDetail,
        aggregates: noAggregates,
      }),
    );
    fakeServer.on('GET', experiencesPath, () => jsonResponse(200, pageOf([])));
    renderAt(`/courses/${courseId}`);
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(await screen.findByText('No experiences yet')).toBeInTheDocument();
  });

  it('keeps the page of experiences in the URL', async () => {
    const user = userEvent.setup();
    fakeServer.on('GET', experiencesPath, (call) =>
      jsonResponse(200, {
        items: [publicExperience],
        page: Number(call.search.get('page')),
        page_size: Number(call.search.get('page_size')),
        total: 60,
        next_cursor: null,
      }),
    );
    const { router } = renderAt(`/courses/${courseId}?page=2&page_size=10`);
    await screen.findByText('60 approved experiences');
    expect(
      Object.fromEntries(fakeServer.callsTo('GET', experiencesPath).at(-1)?.search ?? []),
    ).toEqual({ page: '2', page_size: '10' });

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => {
      expect(queryOf(router)).toEqual({ page: '3', page_size: '10' });
    });
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => {
      expect(queryOf(router)).toEqual({ page_size: '50' });
    });
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', experiencesPath).at(-1)?.search.get('page')).toBe('1');
    });
  });

  it('asks for the next page after the cursor the page before gave, and for any other page by its number', async () => {
    const user = userEvent.setup();
    const cursorAfter = (page: number) =>
      `${String(1_767_225_600_000_000 - page)}.00000000-0000-4000-8000-00000000000${String(page)}`;
    fakeServer.on('GET', experiencesPath, (call) => {
      const page = Number(call.search.get('page'));
      return jsonResponse(200, {
        items: [publicExperience],
        page,
        page_size: 10,
        total: 60,
        next_cursor: cursorAfter(page),
      });
    });
    renderAt(`/courses/${courseId}?page_size=10`);
    await screen.findByText('60 approved experiences');
    const lastSearch = () =>
      Object.fromEntries(fakeServer.callsTo('GET', experiencesPath).at(-1)?.search ?? []);
    expect(lastSearch()).toEqual({ page: '1', page_size: '10' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(lastSearch()).toEqual({ page: '2', page_size: '10', cursor: cursorAfter(1) });
    });
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => {
      expect(lastSearch()).toEqual({ page: '5', page_size: '10' });
    });
  });

  it('shows Turkish names and labels first when the interface is Turkish', async () => {
    renderAt(`/courses/${courseId}`, 'tr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bilgisayara Giriş' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Introduction to Computing')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText('Değişkenlerden özyinelemeye Python ile programlama.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Zorluk' })).toHaveAttribute(
      'aria-valuetext',
      '5 üzerinden 3,5',
    );
    expect(await screen.findByRole('article', { name: '2025 Güz' })).toBeInTheDocument();
    expect(screen.getByText('VIP erişim için 3 onaylı katkı daha gerekiyor')).toBeInTheDocument();
  });
});

describe('CourseDetailPage, VIP access', () => {
  beforeEach(() => {
    signInAs(vipStudent);
    fakeServer.on('GET', detailPath, () => jsonResponse(200, vipDetail));
    fakeServer.on('GET', experiencesPath, () => jsonResponse(200, pageOf([vipExperience])));
  });

  it('shows the grade distribution in grade-scale order with a text alternative', async () => {
    renderAt(`/courses/${courseId}`);
    const insights = await screen.findByRole('region', { name: 'VIP insights' });
    expect(
      within(insights).getByRole('figure', { name: 'Grade distribution' }),
    ).toBeInTheDocument();
    const table = within(insights).getByRole('table', { name: 'Grades received, by letter' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['AA1', 'BA2', 'BB0', 'CB0', 'CC0', 'DC0', 'DD0', 'FD0', 'FF1']);
    expect(within(insights).getByText('4 experiences shared a grade')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Unlock VIP course data' }),
    ).not.toBeInTheDocument();
  });

  it('lists the instructors by name in Turkish alphabet order with their means', async () => {
    renderAt(`/courses/${courseId}`);
    const table = await screen.findByRole('table', { name: 'Mean ratings by instructor' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Instructor',
      'Experiences',
      'Difficulty',
      'Workload',
      'Usefulness',
      'Grading fairness',
    ]);
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Cem Yıldız', 'Çiğdem Ak', 'Ilgaz Er', 'İlker Öz']);
    const [cem, cigdem] = within(table).getAllByRole('row').slice(1);
    expect(cem?.textContent).toBe('Cem Yıldız13.54.34.8–');
    expect(cigdem?.textContent).toBe('Çiğdem Ak12.04.34.83.0');
  });

  it('shows the VIP part of each experience', async () => {
    renderAt(`/courses/${courseId}`);
    const card = await screen.findByRole('article', { name: 'Fall 2025' });
    expect(within(card).getByText('Grade received: BA')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(within(card).getByText(vipExperience.details)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Exam tips' })).toBeInTheDocument();
    expect(within(card).getByText(vipExperience.exam_tips)).toBeInTheDocument();
    expect(within(card).getByText(vipExperience.resources)).toBeInTheDocument();
  });
});

describe('CourseDetailPage, missing courses', () => {
  it('says a malformed id is not a course, without asking the API', async () => {
    renderAt('/courses/not-a-uuid');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This link does not point to a course/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course catalogue' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(fakeServer.calls).toHaveLength(0);
  });

  it('shows the not-found state when the API does not know the course', async () => {
    fakeServer.on('GET', detailPath, () => problemResponse(404, 'There is no such course'));
    renderAt(`/courses/${courseId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course catalogue' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(document.title).toBe('Course · CampusHub');
  });

  it('shows any other failure with a Retry button', async () => {
    const user = userEvent.setup();
    let failing = true;
    fakeServer.on('GET', detailPath, () =>
      failing
        ? problemResponse(503, 'The database is not available')
        : jsonResponse(200, publicDetail),
    );
    renderAt(`/courses/${courseId}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The course could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Introduction to Computing' }),
    ).toBeInTheDocument();
  });
});
