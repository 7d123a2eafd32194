import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courseSorts } from '@campus/contracts';
import {
  cmpe150,
  expectReadAgain,
  hist201,
  lastListCall,
  renderAt,
  serveCatalogue,
  useViewportWidth,
} from './catalogue-test-support';

beforeEach(() => {
  serveCatalogue();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** What a screen reader says of an element: its text without the parts hidden from it. */
function spokenText(element: Element): string {
  return [...element.childNodes]
    .map((node) =>
      node instanceof Element
        ? node.getAttribute('aria-hidden') === 'true'
          ? ''
          : spokenText(node)
        : (node.textContent ?? ''),
    )
    .join('');
}

/** Each rating's name with what is read out for its value, in order. */
function ratingsIn(scope: HTMLElement): [string, string][] {
  return within(scope)
    .getAllByRole('term')
    .map((term) => [term.textContent, spokenText(term.nextElementSibling ?? term)]);
}

describe('the catalogue at laptop width', () => {
  it('shows the ratings and the experience count in the table, badges in one column', async () => {
    useViewportWidth(1366);
    renderAt('/courses');
    await screen.findByText('2 courses found');
    const table = screen.getByRole('table', { name: 'Courses matching the filters' });
    expect(screen.queryByRole('list', { name: 'Courses matching the filters' })).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Code',
      'Course',
      'Department',
      'Credits / ECTS',
      'Type and level',
      'Instructor',
      'Language and term',
      'Ratings (out of 5)',
      'Experiences',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    if (first === undefined || second === undefined) throw new Error('two course rows');
    const cells = within(first).getAllByRole('cell');
    expect(within(cells[4] ?? first).getByText('Mandatory')).toBeInTheDocument();
    expect(within(cells[4] ?? first).getByText('Undergraduate')).toBeInTheDocument();
    expect(ratingsIn(cells[7] ?? first)).toEqual([
      ['Difficulty', '3.4 out of 5'],
      ['Workload', '2.5 out of 5'],
      ['Usefulness', '4.8 out of 5'],
      ['Grading', '4.0 out of 5'],
    ]);
    expect(cells[8]).toHaveTextContent(/^12$/);

    const empty = within(second).getAllByRole('cell');
    expect(within(second).queryAllByRole('term')).toEqual([]);
    expect(empty[7]).toHaveTextContent(/^No ratings yet$/);
    expect(empty[8]).toHaveTextContent(/^0$/);
  });

  it('names the ratings in Turkish with a decimal comma', async () => {
    useViewportWidth(1366);
    renderAt('/courses', 'tr');
    await screen.findByText('2 ders bulundu');
    const table = screen.getByRole('table', { name: 'Filtrelere uyan dersler' });
    expect(
      within(table).getByRole('columnheader', { name: 'Puanlar (5 üzerinden)' }),
    ).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Deneyimler' })).toBeVisible();
    const first = within(table).getAllByRole('row')[1] ?? table;
    expect(ratingsIn(first)).toEqual([
      ['Zorluk', '5 üzerinden 3,4'],
      ['İş yükü', '5 üzerinden 2,5'],
      ['Yararlılık', '5 üzerinden 4,8'],
      ['Notlandırma', '5 üzerinden 4,0'],
    ]);
    expect(within(table).getByText('Henüz puan yok')).toBeInTheDocument();
  });
});

describe('the catalogue on a 390 px phone', () => {
  it('shows one card per course with everything the table has, and no table', async () => {
    useViewportWidth(390);
    renderAt('/courses');
    const list = await screen.findByRole('list', { name: 'Courses matching the filters' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem');
    if (first === undefined || second === undefined) throw new Error('two course cards');
    const card = within(first);
    expect(card.getByRole('link', { name: 'CMPE150 · Introduction to Computing' })).toHaveAttribute(
      'href',
      `/courses/${cmpe150.course_id}`,
    );
    expect(card.getByRole('heading', { level: 2 })).toHaveTextContent(
      'CMPE150 · Introduction to Computing',
    );
    for (const text of [
      'Bilgisayara Giriş',
      'Mandatory',
      'Undergraduate',
      'Zeynep Kaya',
      'English · Fall and spring',
      'From 12 approved experiences',
    ])
      expect(card.getByText(text)).toBeInTheDocument();
    expect(first).toHaveTextContent('Computer Engineering · 3 credits · 6 ECTS');
    expect(ratingsIn(first)).toEqual([
      ['Difficulty', '3.4 out of 5'],
      ['Workload', '2.5 out of 5'],
      ['Usefulness', '4.8 out of 5'],
      ['Grading', '4.0 out of 5'],
    ]);

    const other = within(second);
    expect(other.getByRole('link', { name: 'HIST201 · History of İstanbul' })).toHaveAttribute(
      'href',
      `/courses/${hist201.course_id}`,
    );
    expect(other.getByText('No approved experiences yet')).toBeInTheDocument();
    expect(other.queryAllByRole('term')).toEqual([]);
    expect(second).toHaveTextContent('History · 2 credits · 4 ECTS');
  });

  it('shows the cards in Turkish, the Turkish name first', async () => {
    useViewportWidth(390);
    renderAt('/courses', 'tr');
    const list = await screen.findByRole('list', { name: 'Filtrelere uyan dersler' });
    const first = within(list).getAllByRole('listitem')[0] ?? list;
    expect(within(first).getByRole('link', { name: 'CMPE150 · Bilgisayara Giriş' })).toBeVisible();
    expect(first).toHaveTextContent('Bilgisayar Mühendisliği · 3 kredi · 6 AKTS');
    expect(within(first).getByText('Onaylanmış 12 deneyime göre')).toBeInTheDocument();
    expect(within(first).getByText('Zorunlu')).toBeInTheDocument();
    expect(ratingsIn(first)[0]).toEqual(['Zorluk', '5 üzerinden 3,4']);
  });

  it('switches to the table at the sm breakpoint, 768 px', async () => {
    useViewportWidth(768);
    renderAt('/courses');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Courses matching the filters' })).toBeNull();
  });
});

describe('sorting by experiences and ratings', () => {
  it('offers every sort in the select and sends the chosen one', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/courses?page=2');
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(courseSorts.length);
    expect(options.slice(10).map((option) => option.textContent)).toEqual([
      'Experiences (fewest first)',
      'Experiences (most first)',
      'Difficulty (easiest first)',
      'Difficulty (hardest first)',
      'Workload (lightest first)',
      'Workload (heaviest first)',
      'Usefulness (lowest first)',
      'Usefulness (highest first)',
      'Grading fairness (lowest first)',
      'Grading fairness (highest first)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Experiences (most first)' }));
    await expectReadAgain(router, { sort: '-experiences' }, 'sort', '-experiences');
  });

  it('reads a rating sort from the URL and names it in Turkish', async () => {
    const user = userEvent.setup();
    renderAt('/courses?sort=-rating_usefulness', 'tr');
    await screen.findByRole('table');
    const select = screen.getByRole('combobox', { name: 'Sıralama' });
    expect(select).toHaveValue('Yararlılık (yüksekten düşüğe)');
    expect(lastListCall()?.search.get('sort')).toBe('-rating_usefulness');
    await user.click(select);
    expect(
      await screen.findByRole('option', { name: 'Deneyim sayısı (çoktan aza)' }),
    ).toBeVisible();
    expect(screen.getByRole('option', { name: 'Zorluk (en zor önce)' })).toBeVisible();
  });
});
