import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { demoAccounts, expectNoSeriousAxeViolations, logIn, presetCookieConsent } from './support';

const { moderator, student } = demoAccounts;

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

test('a visitor reads the sample thread and the groups, signed out @phone', async ({ page }) => {
  await page.goto('/thread/display/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Sample thread' })).toBeVisible();
  const question = page.getByRole('article');
  await expect(
    question.getByRole('heading', {
      name: 'How do I prepare for the Calculus I final in two weeks?',
    }),
  ).toBeVisible();
  await expect(question.getByText('Anonymous', { exact: true })).toBeVisible();
  await expect(page.getByText('The asker')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Back to the question pool' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question pool' })).toBeVisible();
  await expect(page.getByText('Sign in to read and ask questions')).toBeVisible();
  await expect(page.getByText('Campus life', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a student asks anonymously, replies with Ctrl+Enter, and nobody sees who asked', async ({
  page,
  browser,
}) => {
  const title = `Confidential counselling ${randomUUID().slice(0, 8)}`;
  await logIn(page, student);
  await page.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Question pool' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Ask a question' }).click();
  const form = page.getByRole('form', { name: 'Ask a question' });
  await form.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByRole('combobox', { name: /^Group/ }).click();
  await page.getByRole('option', { name: 'Campus life' }).click();
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form
    .getByRole('textbox', { name: /^Your question/ })
    .fill('Is the counselling centre really confidential? I would like to talk to someone.');
  await form.getByRole('checkbox', { name: /Ask anonymously/ }).check();
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Ask', exact: true }).click();

  const thread = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(thread).toBeVisible();
  await expect(thread.getByText('Anonymous', { exact: true })).toBeVisible();
  await expect(thread.getByText('Asked anonymously')).toBeVisible();
  await expect(thread).not.toContainText('Elif');

  const replyBox = page.getByRole('textbox', { name: /^Your reply/ });
  await replyBox.fill('Thank you, I will book an appointment.');
  await replyBox.press('Control+Enter');
  // The box empties once the reply is saved; only then is the text in the thread alone.
  await expect(replyBox).toHaveValue('');
  await expect(page.getByText('Thank you, I will book an appointment.')).toBeVisible();
  await expect(page.getByText('The asker')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Another signed-in person (a moderator) finds the question, sees no name, and replies.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await presetCookieConsent(otherPage, { analytics: false, marketing: false });
  await logIn(otherPage, moderator);
  await otherPage.goto(`/questions?q=${encodeURIComponent(title)}`);
  await otherPage.getByRole('link', { name: title }).click();
  const seen = otherPage
    .getByRole('article')
    .filter({ has: otherPage.getByRole('heading', { name: title }) });
  await expect(seen.getByText('Anonymous', { exact: true })).toBeVisible();
  await expect(otherPage.getByRole('main')).not.toContainText('Elif');
  await expect(otherPage.getByRole('main')).not.toContainText('Çelik');
  const otherBox = otherPage.getByRole('textbox', { name: /^Your reply/ });
  await otherBox.fill('Yes, it is free and confidential.');
  await otherBox.press('Control+Enter');
  await expect(otherPage.getByText('Yes, it is free and confidential.')).toBeVisible();
  await expect(otherPage.getByText('Mert Ş.')).toBeVisible();
  await expectNoSeriousAxeViolations(otherPage);
  await other.close();

  await page.reload();
  await expect(page.getByText('Yes, it is free and confidential.')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Elif');
});
