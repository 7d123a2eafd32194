import { randomUUID } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiSession,
  demoAccounts,
  expectNoSeriousAxeViolations,
  logIn,
  presetCookieConsent,
} from './support';

const { admin } = demoAccounts;

const student = { email: 'student@campushub.test' };

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/** Two active questions of this test's own (a single choice and a scale), made through the API. */
async function makeQuestions(request: APIRequestContext, suffix: string) {
  const api = await apiSession(request, admin);
  const option = async (en: string, tr: string) =>
    api.create(
      'admin/qb/option/main',
      { text_en: `${en} ${suffix}`, text_tr: `${tr} ${suffix}`, value: 1 },
      'option_id',
    );
  const tea = await option('Tea', 'Çay');
  const coffee = await option('Coffee', 'Kahve');
  const drink = `Which drink keeps you awake? ${suffix}`;
  const sleep = `How well do you sleep? ${suffix}`;
  const drinkId = await api.create(
    'admin/qb/question/main',
    {
      type: 'single_choice',
      status: 'active',
      text_en: drink,
      text_tr: `Seni hangi içecek uyanık tutar? ${suffix}`,
      options: [{ option_id: tea }, { option_id: coffee }],
    },
    'question_id',
  );
  await api.post('admin/qb/question/main', {
    type: 'scale',
    scale_max: 5,
    status: 'active',
    text_en: sleep,
    text_tr: `Ne kadar iyi uyursun? ${suffix}`,
  });
  return { api, drink, drinkId, sleep, coffee };
}

test('an admin builds a quiz, is refused publishing it empty, bundles it and reads its analysis', async ({
  page,
  request,
}) => {
  const suffix = randomUUID().slice(0, 8);
  const made = await makeQuestions(request, suffix);
  const title = `Sleep and drinks ${suffix}`;

  await logIn(page, admin);
  await page.goto('/admin/qb/quizzes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import quiz (JSON)' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Add quiz' }).click();
  const form = page.getByRole('form', { name: 'Add quiz' });
  await form.getByRole('textbox', { name: /^Title \(English\)/ }).fill(title);
  await form
    .getByRole('textbox', { name: /^Title \(Turkish\)/ })
    .fill(`Uyku ve içecekler ${suffix}`);
  await form.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await form.getByRole('button', { name: 'Create quiz' }).click();
  await expect(
    form.getByText('An empty quiz cannot be published: add at least one question.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await form.getByRole('searchbox', { name: 'Search questions to add' }).fill(suffix);
  const found = form.getByRole('list', { name: 'Questions found' });
  await found.getByRole('button', { name: `Add “${made.sleep}”` }).click();
  await found.getByRole('button', { name: `Add “${made.drink}”` }).click();
  await form.getByRole('button', { name: 'Move question 2 up' }).click();
  await form.getByRole('button', { name: 'Create quiz' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const questions = page.getByRole('region', { name: 'Questions (2)' });
  await expect(questions.getByRole('listitem').first()).toContainText(made.drink);
  await expect(page.getByRole('heading', { level: 2, name: 'Analysis' })).toBeVisible();
  const quizId = /\/admin\/qb\/quizzes\/one\/main\/([\w-]+)$/.exec(page.url())?.[1] ?? '';
  expect(quizId).not.toBe('');

  // A paper answer of the student, so the distribution has something to show.
  await made.api.post('admin/qb/response/main', {
    email: student.email,
    quiz_id: quizId,
    question_id: made.drinkId,
    option_ids: [made.coffee],
  });
  await page.reload();
  const chart = page.getByRole('list', { name: `Answers to “${made.drink}”` });
  await expect(chart.getByRole('listitem').filter({ hasText: `Coffee ${suffix}` })).toContainText(
    '1 (100%)',
  );
  await expect(chart.getByRole('listitem').filter({ hasText: `Tea ${suffix}` })).toContainText(
    '0 (0%)',
  );
  await expectNoSeriousAxeViolations(page);

  // The exports are downloads with the server's file names; importing the quiz here again is refused.
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export responses (CSV)' }).click();
  expect((await csv).suggestedFilename()).toMatch(/\.csv$/);
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export quiz (JSON)' }).click();
  const quizFile = await exported;
  expect(quizFile.suggestedFilename()).toMatch(/\.json$/);
  await page.goto('/admin/qb/quizzes');
  await page.locator('input[type="file"]').setInputFiles(await quizFile.path());
  await expect(page.getByText('The quiz could not be imported.')).toBeVisible();
  await expect(page.getByText(/already installed/)).toBeVisible();

  // The paper answer in the responses list: open it, hide it, show it again.
  await page.goto(`/admin/qb/responses?quiz_id=${quizId}`);
  const responses = page.getByRole('table', { name: 'Responses (1)' });
  await expect(responses.getByText(`Coffee ${suffix}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await responses.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Response of / })).toBeVisible();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeVisible();
  await expect(page.getByText('Hidden', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hide', exact: true })).toBeVisible();

  await page.goto('/admin/qb/responses/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a paper answer' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/admin/qb/bundles/add');
  const bundleForm = page.getByRole('form', { name: 'Add bundle' });
  await bundleForm
    .getByRole('textbox', { name: /^Title \(English\)/ })
    .fill(`Night owls ${suffix}`);
  await bundleForm
    .getByRole('textbox', { name: /^Title \(Turkish\)/ })
    .fill(`Gece kuşları ${suffix}`);
  await bundleForm.getByRole('combobox', { name: 'Add a quiz' }).fill(suffix);
  await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
  await bundleForm.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await expectNoSeriousAxeViolations(page);
  await bundleForm.getByRole('button', { name: 'Create bundle' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Night owls ${suffix}` })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview as a user' })).toHaveAttribute(
    'href',
    /\/admin\/qb\/bundle\/display\?bundle=/,
  );
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Bundles that hold this quiz' }).getByRole('link', {
      name: `Night owls ${suffix}`,
    }),
  ).toBeVisible();
});
