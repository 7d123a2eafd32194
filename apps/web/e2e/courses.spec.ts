import { randomUUID } from 'node:crypto';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  demoAccounts,
  expectNoSeriousAxeViolations,
  linkFromMail,
  logIn,
  presetCookieConsent,
} from './support';

const { moderator, student } = demoAccounts;

const password = 'copper meadow lantern 41';

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/** A new student with a confirmed address, registered through the API and the mailed link. */
async function registerStudent(page: Page): Promise<string> {
  const email = `vip.${randomUUID().slice(0, 8)}@ogr.yesiltepe.edu.tr`;
  const response = await page.request.post('/api/reception/register', {
    data: {
      user_email: email,
      user_password: password,
      user_first_name: 'Deniz',
      user_last_name: 'Aksoy',
      locale: 'en',
    },
  });
  expect(response.status()).toBe(202);
  await page.goto(await linkFromMail(email, '/reception/verify-email'));
  await expect(
    page.getByRole('heading', { name: 'Your e-mail address is verified' }),
  ).toBeVisible();
  return email;
}

/** A form field by its label; required fields add an asterisk to it. */
function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`)).first();
}

/** Picks an option of a Mantine select or autocomplete. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  await field(scope, label).click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

interface CatalogueCourse {
  course_id: string;
  course_code: string;
  instructor_name: string;
}

async function coursesOfDepartment(page: Page, department: string): Promise<CatalogueCourse[]> {
  const response = await page.request.get(
    `/api/coursefile/courses?department=${department}&page_size=10`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: CatalogueCourse[] };
  return body.items;
}

async function shareExperience(page: Page, course: CatalogueCourse, token: string) {
  await page.goto(`/courses/${course.course_id}`);
  await page.getByRole('button', { name: 'Share your experience' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Share your experience of ${course.course_code}`,
  });
  await expect(dialog).toBeVisible();
  await choose(page, dialog, 'Year', '2025');
  await choose(page, dialog, 'Term', 'Fall');
  for (const [rating, value] of [
    ['Difficulty', '4'],
    ['Workload', '3'],
    ['Usefulness', '5'],
    ['Grading fairness', '4'],
  ] as const) {
    await dialog
      .getByRole('radiogroup', { name: rating })
      .locator('label')
      .filter({ hasText: new RegExp(`^${value}$`) })
      .click();
  }
  await choose(page, dialog, 'Grade received', 'BA');
  await field(dialog, 'Summary').fill(
    `A demanding but fair course; start the projects early. Reference ${token}.`,
  );
  await field(dialog, 'Exam tips').fill(`Solve the past midterms twice. Tip ${token}.`);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Thanks — your experience waits for review')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function approveAsModerator(browser: Browser, token: string, count: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetCookieConsent(page, { analytics: false, marketing: false });
  await logIn(page, moderator);
  await page.goto('/admin/panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  for (let approved = 0; approved < count; approved += 1) {
    const card = page.getByRole('article').filter({ hasText: token }).first();
    await expect(card).toBeVisible();
    // The moderator sees who wrote it (students never do).
    await expect(card.getByText('Written by Deniz A.')).toBeVisible();
    await card.getByRole('button', { name: /^Approve/ }).click();
    await expect(page.getByText(/has been approved and published/).first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: token })).toHaveCount(
      count - approved - 1,
    );
  }
  await expectNoSeriousAxeViolations(page);
  await context.close();
}

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

test('three approved experiences unlock VIP course data for a student', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = await registerStudent(page);
  await logIn(page, { email, password });
  const courses = (await coursesOfDepartment(page, 'CMPE')).slice(0, 3);
  expect(courses).toHaveLength(3);
  const token = randomUUID().slice(0, 8);

  await page.goto(`/courses/${courses[0]?.course_id ?? ''}`);
  await expect(page.getByRole('heading', { name: 'Unlock VIP course data' })).toBeVisible();
  await expect(page.getByText('3 more approved contributions to unlock VIP')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'VIP insights' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  for (const course of courses) await shareExperience(page, course, token);

  await page.goto('/my-space');
  await expect(page.getByText('Waiting for review')).toHaveCount(3);
  await expect(page.getByText('0 of 3 approved contributions')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await approveAsModerator(browser, token, 3);

  // The new standing is read on the next session check: a reload.
  await page.reload();
  await expect(page.getByText('Approved', { exact: true })).toHaveCount(3);
  await expect(page.getByText(/You have VIP access/)).toBeVisible();

  await page.goto(`/courses/${courses[0]?.course_id ?? ''}`);
  await expect(page.getByRole('heading', { name: 'VIP insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grade distribution' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instructors' })).toBeVisible();
  await expect(page.getByText(`Solve the past midterms twice. Tip ${token}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unlock VIP course data' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
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

test('a visitor reads a course page and is invited to sign in to share @phone', async ({
  page,
}) => {
  const [course] = await coursesOfDepartment(page, 'CMPE');
  expect(course).toBeDefined();
  await page.goto(`/courses/${course?.course_id ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ratings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unlock VIP course data' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Sign in to share your experience' }),
  ).toHaveAttribute(
    'href',
    new RegExp(`^/reception/login\\?next=%2Fcourses%2F${course?.course_id ?? ''}`),
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectNoSeriousAxeViolations(page);
});

test('typing in the experience form is never lost without asking (Cancel, Escape)', async ({
  page,
}) => {
  await logIn(page, student);
  const [course] = await coursesOfDepartment(page, 'CMPE');
  if (course === undefined) throw new Error('A CMPE course');
  await page.goto(`/courses/${course.course_id}`);
  const open = async () => {
    await page.getByRole('button', { name: 'Share your experience' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Share your experience of ${course.course_code}`,
    });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  let dialog = await open();
  await field(dialog, 'Summary').fill('Half a thought about the labs');
  // Cancel asks; keeping the text keeps the form as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  // The question must be gone before Escape: pressed while it is still fading out, Escape went to
  // the closing question and a click then landed on its button as it was removed.
  await expect(ask).toBeHidden();
  await expect(field(dialog, 'Summary')).toHaveValue('Half a thought about the labs');
  // Escape pressed while typing asks too; discarding closes the form, and it opens empty again.
  // (Focus comes back from the question after its fade, so the test puts it in the field.)
  await field(dialog, 'Summary').focus();
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  dialog = await open();
  await expect(field(dialog, 'Summary')).toHaveValue('');
  // An untouched form closes without a question.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(ask).toBeHidden();
});
