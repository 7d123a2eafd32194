import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, jsonResponse, problemResponse } from '../../test/render-feature';
import {
  cmpe150,
  expectReadAgain,
  hist201,
  lastListCall,
  queryOf,
  renderAt,
  serveCatalogue,
} from './catalogue-test-support';

beforeEach(() => {
  serveCatalogue();
});

describe('CourseCatalogPage', () => {
  it('lists the courses with both names, credits, badges, instructor and language', async () => {
    renderAt('/courses');
    expect(await screen.findByText('2 courses found')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Courses matching the filters' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const row = within(rows[1] ?? table);
    expect(row.getByRole('link', { name: 'CMPE150' })).toHaveAttribute(
      'href',
      `/courses/${cmpe150.course_id}`,
    );
    expect(row.getByText('Introduction to Computing')).toBeInTheDocument();
    expect(row.getByText('Bilgisayara Giriş')).toBeInTheDocument();
    expect(row.getByText('Computer Engineering')).toBeInTheDocument();
    expect(row.getByText('3 / 6 ECTS')).toBeInTheDocument();
    expect(row.getByText('Mandatory')).toBeInTheDocument();
    expect(row.getByText('Undergraduate')).toBeInTheDocument();
    expect(row.getByText('Zeynep Kaya')).toBeInTheDocument();
    expect(row.getByText('English')).toBeInTheDocument();
    expect(Object.fromEntries(lastListCall()?.search ?? [])).toEqual({
      sort: 'code',
      page: '1',
      page_size: '25',
    });
  });

  it('reads the whole view from the URL and sends it to the API', async () => {
    renderAt(
      '/courses?q=istanbul&department=HIST&type=elective&level=graduate&instructor=%C5%9Fahin&sort=-credits&page=2&page_size=50',
    );
    await screen.findByText('2 courses found');
    expect(Object.fromEntries(lastListCall()?.search ?? [])).toEqual({
      q: 'istanbul',
      department: 'HIST',
      type: 'elective',
      level: 'graduate',
      instructor: 'şahin',
      sort: '-credits',
      page: '2',
      page_size: '50',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('istanbul');
    expect(screen.getByRole('textbox', { name: 'Instructor' })).toHaveValue('şahin');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Elective');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('Graduate');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Credits (most first)');
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('HIST · History');
    });
  });

  it('writes a changed filter to the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/courses?page=3&sort=-ects');
    await screen.findByRole('table');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Technical elective' }));
    await waitFor(() => {
      expect(queryOf(router)).toEqual({ sort: '-ects', type: 'technical_elective' });
    });

    await user.type(screen.getByRole('combobox', { name: 'Department' }), 'comp');
    await user.click(await screen.findByRole('option', { name: 'CMPE · Computer Engineering' }));
    await waitFor(() => {
      expect(queryOf(router)).toEqual({
        sort: '-ects',
        type: 'technical_elective',
        department: 'CMPE',
      });
    });
    await waitFor(() => {
      expect(Object.fromEntries(lastListCall()?.search ?? [])).toEqual({
        sort: '-ects',
        type: 'technical_elective',
        department: 'CMPE',
        page: '1',
        page_size: '25',
      });
    });
  });

  it('searches a moment after typing stops, and follows the Back button', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/courses?level=phd&page=2');
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'istanbul');
    await waitFor(() => {
      expect(queryOf(router)).toEqual({ level: 'phd', q: 'istanbul' });
    });
    await user.type(screen.getByRole('textbox', { name: 'Instructor' }), 'kaya');
    await waitFor(() => {
      expect(queryOf(router)).toEqual({ level: 'phd', q: 'istanbul', instructor: 'kaya' });
    });
    await waitFor(() => {
      expect(lastListCall()?.search.get('instructor')).toBe('kaya');
    });
    expect(lastListCall()?.search.get('q')).toBe('istanbul');

    await act(async () => {
      await router.navigate(-1);
    });
    expect(queryOf(router)).toEqual({ level: 'phd', q: 'istanbul' });
    expect(screen.getByRole('textbox', { name: 'Instructor' })).toHaveValue('');
    await act(async () => {
      await router.navigate(-1);
    });
    expect(queryOf(router)).toEqual({ level: 'phd', page: '2' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('changes the page and the page size through the URL', async () => {
    const user = userEvent.setup();
    fakeServer.on('GET', 'coursefile/courses', (call) =>
      jsonResponse(200, {
        items: [cmpe150, hist201],
        page: Number(call.search.get('page')),
        page_size: Number(call.search.get('page_size')),
        total: 120,
      }),
    );
    const { router } = renderAt('/courses');
    await screen.findByText('120 courses found');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => {
      expect(queryOf(router)).toEqual({ page: '3' });
    });

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await expectReadAgain(router, { page_size: '50' }, 'page_size', '50');
  });

  it('tells when no course matches and clears the filters but keeps the sort', async () => {
    const user = userEvent.setup();
    fakeServer.on('GET', 'coursefile/courses', (call) =>
      call.search.has('q')
        ? jsonResponse(200, { items: [], page: 1, page_size: 25, total: 0 })
        : jsonResponse(200, { items: [cmpe150], page: 1, page_size: 25, total: 1 }),
    );
    const { router } = renderAt('/courses?q=zzz&level=phd&sort=-ects&page=2');
    expect(await screen.findByText('No course matches these filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      expect(queryOf(router)).toEqual({ sort: '-ects' });
    });
    expect(await screen.findByText('1 course found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('All levels');
  });

  it('shows a failed load with a Retry button that loads again', async () => {
    const user = userEvent.setup();
    let failing = true;
    fakeServer.on('GET', 'coursefile/courses', () =>
      failing
        ? problemResponse(400, 'department must be a department code')
        : jsonResponse(200, { items: [cmpe150], page: 1, page_size: 25, total: 1 }),
    );
    renderAt('/courses');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The courses could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('department must be a department code')).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 course found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Turkish names first and Turkish labels when the interface is Turkish', async () => {
    const user = userEvent.setup();
    renderAt('/courses', 'tr');
    expect(await screen.findByText('2 ders bulundu')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Filtrelere uyan dersler' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ders kataloğu' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    const row = within(rows[1] ?? table);
    const turkishName = row.getByText('Bilgisayara Giriş');
    const englishName = row.getByText('Introduction to Computing');
    expect(turkishName.compareDocumentPosition(englishName)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(row.getByText('Bilgisayar Mühendisliği')).toBeInTheDocument();
    expect(row.getByText('Zorunlu')).toBeInTheDocument();
    expect(row.getByText('Lisans')).toBeInTheDocument();
    expect(row.getByText('İngilizce')).toBeInTheDocument();
    expect(row.getByText('3 / 6 AKTS')).toBeInTheDocument();
    const second = within(rows[2] ?? table);
    expect(second.getByText('Seçmeli')).toBeInTheDocument();
    expect(second.getByText('Yüksek lisans')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Bölüm' }));
    expect(await screen.findByRole('option', { name: 'HIST · Tarih' })).toBeInTheDocument();
  });
});
