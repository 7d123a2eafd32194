import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseListItem } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import { storageKeys } from '../../lib/storage-keys';
import { signInAs } from '../../test/people';
import { fakeServer, jsonResponse, renderRoutes } from '../../test/render-feature';
import { GpaCalculatorPage } from './gpa-calculator-page';
import { serializeCalculatorData } from './gpa-storage';

const catalogueCourse: CourseListItem = {
  course_id: '0b6f8a3e-2c1d-4e5f-9a0b-1c2d3e4f5a6b',
  course_code: 'CMPE150',
  name_en: 'Introduction to Computing',
  name_tr: 'Bilgisayara Giriş',
  credits: 4,
  ects: 6,
  course_type: 'mandatory',
  level: 'undergraduate',
  status: 'active',
  instructor_name: 'Ayşe Yılmaz',
  semester_offered: 'fall',
  language: 'en',
  department: {
    department_id: 1,
    code: 'CMPE',
    name_en: 'Computer Engineering',
    name_tr: 'Bilgisayar Mühendisliği',
  },
  aggregates: {
    count: 0,
    rating_difficulty: null,
    rating_workload: null,
    rating_usefulness: null,
    rating_grading: null,
  },
};

function renderPage(language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry: '/gpa',
    routes: [{ path: '/gpa', element: <GpaCalculatorPage /> }],
    language,
  });
}

/** The input a label names; Mantine's comboboxes also label their option lists. */
function inputLabelled(container: HTMLElement, label: string | RegExp): HTMLInputElement {
  const input = within(container)
    .getAllByLabelText(label)
    .find((element) => element instanceof HTMLInputElement);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No input labelled ${String(label)}`);
  return input;
}

function cumulative() {
  return screen.getByTestId('gpa-cumulative').textContent;
}

async function chooseGrade(
  user: ReturnType<typeof userEvent.setup>,
  row: HTMLElement,
  label: RegExp,
) {
  await user.click(inputLabelled(row, 'Grade'));
  await user.click(await screen.findByRole('option', { name: label }));
}

beforeEach(() => {
  fakeServer.reset();
  setSignedOut();
});

describe('GPA calculator page', () => {
  it('adds a semester and courses and shows the semester and cumulative GPA', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'GPA calculator' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your data is kept in this browser only.')).toBeInTheDocument();
    expect(screen.getByText(/only the latest attempt counts/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a semester' }));
    const semester = screen.getByRole('region', { name: 'Semester 1' });
    expect(within(semester).getByRole('textbox', { name: 'Semester name' })).toHaveFocus();

    await user.click(within(semester).getByRole('button', { name: 'Add a course by typing' }));
    const first = within(semester).getByRole('listitem', { name: 'Course 1' });
    expect(within(first).getByRole('textbox', { name: 'Code' })).toHaveFocus();
    await user.keyboard('MATH101');
    await user.type(within(first).getByRole('textbox', { name: 'Course name' }), 'Calculus I');
    await user.type(within(first).getByRole('textbox', { name: 'Credits' }), '3');
    await chooseGrade(user, first, /^CC/);

    await user.click(within(semester).getByRole('button', { name: 'Add a course by typing' }));
    const second = within(semester).getByRole('listitem', { name: 'Course 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Credits' }), '45');
    expect(within(second).getByText('Credits must be between 0 and 30.')).toBeInTheDocument();
    await user.clear(within(second).getByRole('textbox', { name: 'Credits' }));
    await user.type(within(second).getByRole('textbox', { name: 'Credits' }), '1');
    await chooseGrade(user, second, /^AA/);

    // (2.0 × 3 + 4.0 × 1) / 4 = 2.50
    expect(within(semester).getByText('2.50')).toBeInTheDocument();
    expect(cumulative()).toBe('2.50');
    expect(screen.getByTestId('gpa-total-credits')).toHaveTextContent('4');

    await user.click(within(second).getByRole('button', { name: /Remove course/ }));
    expect(cumulative()).toBe('2.00');
  }, 20_000);

  it('picks a course from the catalogue', async () => {
    fakeServer.on('GET', 'coursefile/courses', () =>
      jsonResponse(200, { items: [catalogueCourse], page: 1, page_size: 10, total: 1 }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a semester' }));
    await user.type(inputLabelled(document.body, /Pick from the catalogue/), 'cmpe');
    await user.click(
      await screen.findByRole('option', { name: /CMPE150 · Introduction to Computing/ }),
    );

    const row = screen.getByRole('listitem', { name: 'Course 1' });
    expect(within(row).getByRole('textbox', { name: 'Code' })).toHaveValue('CMPE150');
    expect(within(row).getByRole('textbox', { name: 'Course name' })).toHaveValue(
      'Introduction to Computing',
    );
    expect(within(row).getByRole('textbox', { name: 'Credits' })).toHaveValue('4');
    expect(inputLabelled(document.body, /Pick from the catalogue/)).toHaveValue('');
    const search = fakeServer.callsTo('GET', 'coursefile/courses').at(-1)?.search;
    expect(search?.get('q')).toBe('cmpe');
    expect(search?.get('page_size')).toBe('10');
  });

  it('answers what semester average is needed for a target', async () => {
    localStorage.setItem(
      storageKeys.gpaCalculator,
      serializeCalculatorData({
        semesters: [
          {
            id: 's1',
            name: 'Fall 2024',
            courses: [{ id: 'c1', code: 'MATH101', name: 'Calculus', credits: 20, grade: 'CB' }],
          },
        ],
        planner: { target: null, nextCredits: null },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const answer = screen.getByTestId('gpa-needed-answer');
    expect(answer).toHaveTextContent('Enter a target GPA');

    await user.type(screen.getByRole('textbox', { name: 'Target cumulative GPA' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Credits next semester' }), '20');
    // (3 × 40 − 2.5 × 20) / 20 = 3.50
    expect(answer).toHaveTextContent('Reachable: you need a semester average of at least 3.50');

    await user.clear(screen.getByRole('textbox', { name: 'Target cumulative GPA' }));
    await user.type(screen.getByRole('textbox', { name: 'Target cumulative GPA' }), '3.5');
    expect(answer).toHaveTextContent('Not reachable this semester');
    expect(answer).toHaveTextContent('it would take 2 semesters of 20 credits');

    await user.clear(screen.getByRole('textbox', { name: 'Target cumulative GPA' }));
    await user.type(screen.getByRole('textbox', { name: 'Target cumulative GPA' }), '1');
    expect(answer).toHaveTextContent('Already reached');

    await user.clear(screen.getByRole('textbox', { name: 'Target cumulative GPA' }));
    await user.type(screen.getByRole('textbox', { name: 'Target cumulative GPA' }), '5');
    expect(screen.getByText('The target must be between 0.00 and 4.00.')).toBeInTheDocument();
  });

  it('keeps the data across a re-render and clears it after confirmation', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a semester' }));
    await user.click(screen.getByRole('button', { name: 'Add a course by typing' }));
    await user.type(screen.getByRole('textbox', { name: 'Credits' }), '5');
    await chooseGrade(user, screen.getByRole('listitem', { name: 'Course 1' }), /^BA/);
    await waitFor(() => {
      expect(localStorage.getItem(storageKeys.gpaCalculator)).toContain('"grade":"BA"');
    });
    first.unmount();

    renderPage();
    expect(screen.getByRole('region', { name: 'Semester 1' })).toBeInTheDocument();
    expect(cumulative()).toBe('3.50');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the calculator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('region', { name: 'Semester 1' })).not.toBeInTheDocument();
    expect(
      screen.getByText('No semesters yet. Add your first semester to start.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.gpaCalculator)).toBeNull();
  });

  it('shows the names it gave semesters in the reader’s language, and typed names as typed', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a semester' }));
    await user.click(screen.getByRole('button', { name: 'Add a semester' }));
    const second = screen.getByRole('region', { name: 'Semester 2' });
    const name = within(second).getByRole('textbox', { name: 'Semester name' });
    await user.clear(name);
    await user.type(name, 'Erasmus in Lyon');
    await waitFor(() => {
      expect(localStorage.getItem(storageKeys.gpaCalculator)).toContain('Erasmus in Lyon');
    });
    first.unmount();

    renderPage('tr');
    const firstSemester = screen.getByRole('region', { name: '1. dönem' });
    expect(within(firstSemester).getByRole('textbox', { name: 'Dönem adı' })).toHaveValue(
      '1. dönem',
    );
    expect(screen.getByRole('region', { name: 'Erasmus in Lyon' })).toBeInTheDocument();
  });

  it('ignores invalid stored data', () => {
    localStorage.setItem(
      storageKeys.gpaCalculator,
      JSON.stringify({
        version: 1,
        semesters: [{ id: 's1', name: 'X', courses: [{ id: 'c', grade: 'ZZ' }] }],
      }),
    );
    renderPage();
    expect(
      screen.getByText('No semesters yet. Add your first semester to start.'),
    ).toBeInTheDocument();
    expect(cumulative()).toBe('–');
  });

  it('ignores stored data that is not JSON or of another version', () => {
    localStorage.setItem(storageKeys.gpaCalculator, '{not json');
    const first = renderPage();
    expect(
      screen.getByText('No semesters yet. Add your first semester to start.'),
    ).toBeInTheDocument();
    first.unmount();
    localStorage.setItem(
      storageKeys.gpaCalculator,
      JSON.stringify({ version: 99, semesters: [], planner: {} }),
    );
    renderPage();
    expect(
      screen.getByText('No semesters yet. Add your first semester to start.'),
    ).toBeInTheDocument();
  });

  it('tells a signed-in user the data is kept in the profile, in Turkish with decimal commas', async () => {
    signInAs('student');
    fakeServer.on('GET', 'profile/me/gpa', () =>
      jsonResponse(200, { plan: null, updated_at: null }),
    );
    fakeServer.on('PUT', 'profile/me/gpa', (call) =>
      jsonResponse(200, { plan: call.body, updated_at: new Date().toISOString() }),
    );
    const user = userEvent.setup();
    renderPage('tr');
    expect(
      screen.getByText('Hesaplayıcın bu tarayıcıda ve profilinde saklanır.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /profilinde saklamak için giriş yap/ }),
    ).not.toBeInTheDocument();
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', 'profile/me/gpa')).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: 'Dönem ekle' }));
    expect(screen.getByRole('region', { name: '1. dönem' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Hedef genel ortalama' }), '3,5');
    await user.type(screen.getByRole('textbox', { name: 'Gelecek dönemin kredisi' }), '20');
    expect(screen.getByTestId('gpa-needed-answer')).toHaveTextContent(
      'Ulaşılabilir: 3,50 hedefine ulaşmak için gelecek dönem en az 3,50 dönem ortalaması gerekiyor.',
    );
  });
});
