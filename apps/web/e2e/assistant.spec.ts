import { expect, test } from './fixtures';
import { demoAccounts, expectNoSeriousAxeViolations, logIn, presetCookieConsent } from './support';

const { student } = demoAccounts;

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

test('a student asks about a course in Turkish and opens the cited course page', async ({
  page,
}) => {
  await logIn(page, student);
  await page.getByRole('button', { name: 'Open the navigation menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Assistant' }).click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant' })).toBeVisible();
  // The demo runs without a model: answers are excerpts, and the page says so.
  await expect(page.getByText('Offline answers')).toBeVisible();
  await expect(page.getByText('Answers can be wrong; check the linked pages.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const question = page.getByRole('textbox', { name: 'Your question' });
  await question.fill('CMPE 216 zor mu?');
  await question.press('Enter');

  const answer = page.getByRole('article', { name: 'Assistant' });
  await expect(answer.getByRole('button', { name: 'Copy the answer' })).toBeVisible();
  await expect(answer).toContainText('CMPE 216');
  await expect(page).toHaveURL(/\/assistant\?c=[0-9a-f-]+$/);
  const sources = answer.getByRole('navigation', { name: 'Sources' });
  const chips = sources.getByRole('link', { name: /^Source \d+: / });
  expect(await chips.count()).toBeGreaterThanOrEqual(1);
  // The conversation is listed under its question, marked as the open one.
  await expect(page.getByRole('complementary').locator('[aria-current="true"]')).toContainText(
    'CMPE 216 zor mu?',
  );
  await expectNoSeriousAxeViolations(page);

  await sources
    .getByRole('link', { name: /^Source \d+: CMPE 216/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/courses\/[0-9a-f-]+(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('CMPE 216', { exact: true }).first()).toBeVisible();
});

test('the conversations open in a drawer on a phone, and nothing overflows @phone', async ({
  page,
}) => {
  await logIn(page, student);
  await page.goto('/assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant' })).toBeVisible();
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 992) {
    await page.getByRole('button', { name: 'Open the conversations' }).click();
    const drawer = page.getByRole('dialog', { name: 'Conversations' });
    await expect(drawer.getByRole('button', { name: 'New conversation' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await drawer.getByRole('button', { name: 'New conversation' }).click();
    await expect(drawer).toHaveCount(0);
  } else {
    await expect(
      page.getByRole('complementary').getByRole('button', { name: 'New conversation' }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'How do I unlock VIP?' })).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
});

test('an admin reads the usage and runs the evaluation on the live index', async ({ page }) => {
  await logIn(page, demoAccounts.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Assistant', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/assistant$/);
  await expect(
    page.getByRole('table', { name: 'Questions and answers per day, newest first' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Evaluation' }).click();
  await page.getByRole('button', { name: 'Run the evaluation' }).click();
  const questions = page.getByRole('table', {
    name: 'Each question and the rank of its expected page',
  });
  await expect(questions.getByRole('cell', { name: 'Is CMPE 216 hard?' })).toBeVisible();
  await expect(page.getByText('Leaks0', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
