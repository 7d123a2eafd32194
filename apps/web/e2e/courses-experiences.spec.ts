import { randomUUID } from 'node:crypto';
import { type Browser, type Page } from '@playwright/test';
import { choose, coursesOfDepartment, field, type CatalogueCourse } from './courses';
import { expect, test } from './fixtures';
import {
  demoAccounts,
  expectNoSeriousAxeViolations,
  logIn,
  presetCookieConsent,
  registerStudent,
} from './support';

const { moderator, student } = demoAccounts;

const password = 'copper meadow lantern 41';

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

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

test('three approved experiences unlock VIP course data for a student', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = await registerStudent(page, {
    prefix: 'vip',
    password,
    firstName: 'Deniz',
    lastName: 'Aksoy',
  });
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
