import { expect, test } from './fixtures';
import { demoAccounts, expectNoSeriousAxeViolations, logIn, presetCookieConsent } from './support';

const { student } = demoAccounts;

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

test('a student asks about a course in Turkish, opens the citation, then stops and regenerates an answer', async ({
  page,
}) => {
  await logIn(page, student);
  await page.goto('/home');
  // On a laptop the header's More menu lists the assistant.
  await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Assistant' }).click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant' })).toBeVisible();
  // The browser tests' app has a model (a stand-in on loopback): no "offline answers" badge.
  await expect(page.getByText('Answers can be wrong; check the linked pages.')).toBeVisible();
  await expect(page.getByText('Offline answers')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  const question = page.getByRole('textbox', { name: 'Your question' });
  await question.fill('CMPE 216 zor mu?');
  await question.press('Enter');

  const answer = page.getByRole('article', { name: 'Assistant' });
  await expect(answer).toContainText('Öğrencilere göre zorlayıcı ama adil bir ders');
  await expect(answer.getByRole('button', { name: 'Copy the answer' })).toBeVisible();
  await expect(page).toHaveURL(/\/assistant\?c=[0-9a-f-]+$/);
  const sources = answer.getByRole('navigation', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: /^Source 1: CMPE 216/ })).toBeVisible();
  // The conversation is listed under its question, marked as the open one.
  await expect(page.getByRole('complementary').locator('[aria-current="true"]')).toContainText(
    'CMPE 216 zor mu?',
  );

  // Both themes pass axe with an answer on the page.
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoSeriousAxeViolations(page);

  // Stop keeps what was written; Regenerate answers again beside the stopped answer.
  await question.fill('Anlat yavaşça, adım adım');
  await question.press('Enter');
  const slow = page.getByRole('article', { name: 'Assistant' }).last();
  await expect(slow).toContainText('Adım 1 ');
  await page.getByRole('button', { name: 'Stop the answer' }).click();
  await expect(slow).toContainText('Stopped: the answer is incomplete.');
  await expect(slow).not.toContainText('Adım 12');
  await slow.getByRole('button', { name: 'Regenerate' }).click();
  const again = page.getByRole('article', { name: 'Assistant' }).last();
  await expect(again).toContainText('Answer 2 of 2');
  await expect(again).toContainText('Adım 12', { timeout: 60_000 });
  await expect(page.getByText('Answer 1 of 2')).toBeVisible();

  // The citation of the first answer opens the course page.
  await sources.getByRole('link', { name: /^Source 1: CMPE 216/ }).click();
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
  // The evaluation asks the live index every question of the set; on a busy 2-core machine that
  // took longer than the usual 15 s.
  await expect(questions.getByRole('cell', { name: 'Is CMPE 216 hard?' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByText('Leaks0', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
