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

const { admin, student } = demoAccounts;

/**
 * The quiz builder from end to end: a question made of a matter, a phrase and
 * options; a quiz and a bundle built and published in the admin pages; the
 * student takes the bundle in Turkish; the admin reads the student's answer in
 * the quiz's distribution.
 */

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/** The library of the test's own question: a matter, a phrase with {matter}, two options. */
async function makeQuestion(request: APIRequestContext, suffix: string) {
  const { create } = await apiSession(request, admin);
  const matterId = await create(
    'admin/qb/matter/main',
    { name_en: `board games ${suffix}`, name_tr: `masa oyunları ${suffix}` },
    'matter_id',
  );
  const phraseId = await create(
    'admin/qb/phrase/main',
    {
      template_en: 'How often do you play {matter}?',
      template_tr: '{matter} ne sıklıkla oynarsın?',
    },
    'phrase_id',
  );
  const weekly = await create(
    'admin/qb/option/main',
    { text_en: `Every week ${suffix}`, text_tr: `Her hafta ${suffix}`, value: 2 },
    'option_id',
  );
  const never = await create(
    'admin/qb/option/main',
    { text_en: `Never ${suffix}`, text_tr: `Hiç ${suffix}`, value: 0 },
    'option_id',
  );
  await create(
    'admin/qb/question/main',
    {
      type: 'single_choice',
      status: 'active',
      phrase_id: phraseId,
      matter_ids: [matterId],
      options: [{ option_id: weekly }, { option_id: never }],
    },
    'question_id',
  );
  return {
    en: `How often do you play board games ${suffix}?`,
    tr: `Masa oyunları ${suffix} ne sıklıkla oynarsın?`,
  };
}

test('a quiz built from a matter, a phrase and options is published in a bundle, taken in Turkish and analysed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = randomUUID().slice(0, 8);
  const question = await makeQuestion(request, suffix);
  const quizTitle = `Game night ${suffix}`;
  const bundleTitle = `Free time ${suffix}`;

  // The admin builds and publishes the quiz…
  await logIn(page, admin);
  await page.goto('/admin/qb/quizzes/add');
  const form = page.getByRole('form', { name: 'Add quiz' });
  await form.getByRole('textbox', { name: /^Title \(English\)/ }).fill(quizTitle);
  await form.getByRole('textbox', { name: /^Title \(Turkish\)/ }).fill(`Oyun gecesi ${suffix}`);
  await form.getByRole('searchbox', { name: 'Search questions to add' }).fill(suffix);
  await form
    .getByRole('list', { name: 'Questions found' })
    .getByRole('button', { name: `Add “${question.en}”` })
    .click();
  await form.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await form.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible();
  const quizUrl = page.url();

  // …and a published bundle that holds it.
  await page.goto('/admin/qb/bundles/add');
  const bundleForm = page.getByRole('form', { name: 'Add bundle' });
  await bundleForm.getByRole('textbox', { name: /^Title \(English\)/ }).fill(bundleTitle);
  await bundleForm.getByRole('textbox', { name: /^Title \(Turkish\)/ }).fill(`Boş zaman ${suffix}`);
  await bundleForm.getByRole('combobox', { name: 'Add a quiz' }).fill(suffix);
  await page.getByRole('option', { name: new RegExp(`^${quizTitle}`) }).click();
  await bundleForm.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await bundleForm.getByRole('button', { name: 'Create bundle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: bundleTitle })).toBeVisible();
  const bundleId = /\/admin\/qb\/bundles\/one\/main\/([\w-]+)$/.exec(page.url())?.[1] ?? '';
  expect(bundleId).not.toBe('');

  // The student takes the bundle in Turkish.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await presetCookieConsent(studentPage, { analytics: false, marketing: false });
  await logIn(studentPage, student);
  await studentPage.goto('/home');
  await studentPage.evaluate(() => {
    localStorage.setItem('userLocale', 'tr');
  });
  await studentPage.goto(`/bundle/${bundleId}`);
  await expect(studentPage.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(
    studentPage.getByRole('heading', { level: 1, name: `Boş zaman ${suffix}` }),
  ).toBeVisible();
  await studentPage.getByRole('button', { name: 'Başla', exact: true }).first().click();
  // Inside a bundle the quiz's title is the second heading level and the question the third.
  await expect(studentPage.getByRole('heading', { level: 3, name: question.tr })).toBeVisible();
  await studentPage.getByRole('radio', { name: `Her hafta ${suffix}` }).check();
  await expect(studentPage.getByText('Kaydedildi')).toBeVisible();
  await studentPage.getByRole('button', { name: 'Yanıtları gözden geçir' }).click();
  await studentPage.getByRole('button', { name: 'Bitir' }).click();
  await expect(studentPage.getByRole('heading', { name: 'Teşekkürler' })).toBeVisible();
  await expect(studentPage.getByText(`Yanıtınız: Her hafta ${suffix}`)).toBeVisible();
  await expectNoSeriousAxeViolations(studentPage);
  await studentContext.close();

  // The admin sees the answer in the distribution and the completion count.
  await page.goto(quizUrl);
  const chart = page.getByRole('list', { name: `Answers to “${question.en}”` });
  await expect(
    chart.getByRole('listitem').filter({ hasText: `Every week ${suffix}` }),
  ).toContainText('1 (100%)');
  await expect(chart.getByRole('listitem').filter({ hasText: `Never ${suffix}` })).toContainText(
    '0 (0%)',
  );
  await expectNoSeriousAxeViolations(page);
});
