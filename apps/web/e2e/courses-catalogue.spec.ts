import { type Page } from '@playwright/test';
import { choose, field, type CatalogueCourse } from './courses';
import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations, presetCookieConsent } from './support';

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

test('the catalogue keeps its search, filters and page size in the URL across a reload', async ({
  page,
}) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Course catalogue' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Turkish-aware: "giris" typed without the ş still finds "Programlamaya Giriş".
  await page.getByRole('searchbox', { name: 'Search' }).fill('programlamaya giris');
  await expect(page).toHaveURL(/q=programlamaya/);
  await expect(page.getByRole('link', { name: /CMPE 123/ }).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page).not.toHaveURL(/q=/);
  await choose(page, page, 'Department', /^CMPE · /);
  await expect(page).toHaveURL(/department=CMPE/);
  await choose(page, page, 'Sort by', 'Turkish name (A–Z)');
  await expect(page).toHaveURL(/sort=name_tr/);

  // The first row is the first CMPE course in Turkish alphabetical order, before and after a reload.
  const sorted = await page.request.get(
    '/api/coursefile/courses?department=CMPE&sort=name_tr&page_size=50',
  );
  const items = ((await sorted.json()) as { items: CatalogueCourse[] }).items;
  const firstCode = items[0]?.course_code;
  expect(firstCode).toBeDefined();
  // The re-sorted rows are in before the pager is used: while they arrive the table changes height,
  // and a page-size list opened at that moment can find its field scrolled out of view (Mantine
  // then hides the list, as it does for a person who scrolls away).
  await expect(page.getByRole('row').nth(1).getByRole('link').first()).toHaveText(firstCode ?? '');
  await choose(page, page, 'Rows per page', '50');
  await expect(page).toHaveURL(/page_size=50/);
  // The cleared search stays cleared while the filters change.
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

  // Every course of the page of 50, under the header row.
  const rows = items.length + 1;
  await expect(page.getByRole('row')).toHaveCount(rows);
  await expect(page.getByRole('row').nth(1).getByRole('link').first()).toHaveText(firstCode ?? '');
  await page.reload();
  await expect(page).toHaveURL(/page_size=50/);
  await expect(page.getByRole('row')).toHaveCount(rows);
  await expect(page).toHaveURL(/department=CMPE/);
  await expect(page).toHaveURL(/sort=name_tr/);
  await expect(page.getByRole('row').nth(1).getByRole('link').first()).toHaveText(firstCode ?? '');
  await expect(field(page, 'Sort by')).toHaveValue('Turkish name (A–Z)');
});

interface RatedCourse {
  course_id: string;
  course_code: string;
  name_en: string;
  aggregates: { count: number };
}

async function coursesSortedBy(page: Page, sort: string): Promise<RatedCourse[]> {
  const response = await page.request.get(`/api/coursefile/courses?sort=${sort}&page_size=25`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: RatedCourse[] }).items;
}

/** The texts of the badges on the page whose label is cut (shown with an ellipsis). */
async function truncatedBadges(page: Page): Promise<string[]> {
  return page
    .locator('.mantine-Badge-root, .mantine-Badge-label')
    .evaluateAll((badges) =>
      badges
        .filter((badge) => badge.scrollWidth > badge.clientWidth)
        .map((badge) => badge.textContent),
    );
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test('the catalogue sorts by experiences and shows the ratings and count of each course', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Course catalogue' })).toBeVisible();
  await choose(page, page, 'Sort by', 'Experiences (most first)');
  await expect(page).toHaveURL(/sort=-experiences/);

  const mostReviewed = await coursesSortedBy(page, '-experiences');
  const top = mostReviewed[0];
  expect(top?.aggregates.count).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Courses matching the filters' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('link').first()).toHaveText(top?.course_code ?? '');
  await expect(table.getByRole('columnheader')).toHaveText([
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
  // The last column is the count, highest first, as the API orders them.
  await expect(table.locator('tbody tr td:last-child')).toHaveText(
    mostReviewed.map((course) => String(course.aggregates.count)),
  );
  await expect(firstRow.getByRole('term')).toHaveText([
    'Difficulty',
    'Workload',
    'Usefulness',
    'Grading',
  ]);
  expect(await truncatedBadges(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousAxeViolations(page);

  // Fewest first still leaves the courses without experiences for the last pages.
  await choose(page, page, 'Sort by', 'Experiences (fewest first)');
  await expect(page).toHaveURL(/sort=experiences/);
  const leastReviewed = await coursesSortedBy(page, 'experiences');
  expect(leastReviewed[0]?.aggregates.count).toBeGreaterThan(0);
  await expect(firstRow.getByRole('link').first()).toHaveText(leastReviewed[0]?.course_code ?? '');
  await expect(table.locator('tbody tr td:last-child')).toHaveText(
    leastReviewed.map((course) => String(course.aggregates.count)),
  );
});

test('on a phone the catalogue is a list of cards that never scrolls sideways @phone', async ({
  page,
}) => {
  await page.goto('/courses?sort=-experiences');
  await expect(page.getByRole('heading', { level: 1, name: 'Course catalogue' })).toBeVisible();
  const [top] = await coursesSortedBy(page, '-experiences');
  expect(top?.aggregates.count).toBeGreaterThan(1);
  // A phone shows cards, a wider screen the table; both are named by the same caption.
  const isPhone = (page.viewportSize()?.width ?? 1280) < 768;
  const name = 'Courses matching the filters';
  const view = page.getByRole(isPhone ? 'list' : 'table', { name });
  await expect(view).toBeVisible();
  await expect(page.getByRole(isPhone ? 'table' : 'list', { name })).toHaveCount(0);
  const link = view.getByRole('link', { name: new RegExp(`^${top?.course_code ?? ''}\\b`) });
  await expect(link).toBeVisible();
  if (isPhone) {
    const card = view.getByRole('listitem').first();
    await expect(card.getByRole('link')).toHaveText(
      `${top?.course_code ?? ''} · ${top?.name_en ?? ''}`,
    );
    await expect(card.getByRole('term')).toHaveText([
      'Difficulty',
      'Workload',
      'Usefulness',
      'Grading',
    ]);
    await expect(
      card.getByText(`From ${String(top?.aggregates.count)} approved experiences`),
    ).toBeVisible();
    await expect(view.getByRole('listitem')).toHaveCount(25);
  }
  expect(await truncatedBadges(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousAxeViolations(page);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/courses/${top?.course_id ?? ''}$`));
  await expect(page.getByRole('heading', { name: 'Ratings' })).toBeVisible();
});

test('the GPA calculator computes a cumulative GPA from a course picked in the catalogue', async ({
  page,
}) => {
  await page.goto('/gpa');
  await expect(page.getByRole('heading', { level: 1, name: 'GPA calculator' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a semester' }).click();
  await page
    .getByLabel(/^Pick from the catalogue/)
    .first()
    .fill('CMPE 123');
  await page
    .getByRole('option', { name: /CMPE 123/ })
    .first()
    .click();
  const first = page.getByRole('listitem', { name: 'Course 1' });
  await expect(first.getByRole('textbox', { name: 'Code' })).toHaveValue('CMPE 123');
  await choose(page, first, 'Grade', /^AA/);

  const semester = page.getByRole('region', { name: 'Semester 1' });
  await semester.getByRole('button', { name: 'Add a course by typing' }).click();
  const second = page.getByRole('listitem', { name: 'Course 2' });
  await second.getByRole('textbox', { name: 'Code' }).fill('HIST 101');
  await second.getByRole('textbox', { name: 'Credits' }).fill('4');
  await choose(page, second, 'Grade', /^CC/);

  const credits = Number(await first.getByRole('textbox', { name: 'Credits' }).inputValue());
  const expected = ((credits * 4 + 4 * 2) / (credits + 4)).toFixed(2);
  await expect(page.getByTestId('gpa-cumulative')).toHaveText(expected);
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId('gpa-cumulative')).toHaveText(expected);
});
