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

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/**
 * A published survey of its own (a single choice, a scale, a ranking and a
 * short text), made through the admin API so the test does not depend on the
 * demo quizzes or on other tests.
 */
async function publishSurvey(request: APIRequestContext, suffix: string) {
  const { create } = await apiSession(request, admin);
  const option = async (en: string, tr: string, value: number) =>
    create(
      'admin/qb/option/main',
      { text_en: `${en} ${suffix}`, text_tr: `${tr} ${suffix}`, value },
      'option_id',
    );
  const library = await option('Library', 'Kütüphane', 1);
  const home = await option('At home', 'Evde', 2);
  const morning = await option('Morning', 'Sabah', 1);
  const noon = await option('Noon', 'Öğle', 2);
  const evening = await option('Evening', 'Akşam', 3);
  const question = async (data: object) =>
    create('admin/qb/question/main', { status: 'active', ...data }, 'question_id');
  const questions = [
    await question({
      type: 'single_choice',
      text_en: `Where do you study? ${suffix}`,
      text_tr: `Nerede ders çalışırsınız? ${suffix}`,
      options: [{ option_id: library }, { option_id: home }],
    }),
    await question({
      type: 'scale',
      scale_max: 5,
      text_en: `How busy is your week? ${suffix}`,
      text_tr: `Haftanız ne kadar yoğun? ${suffix}`,
    }),
    await question({
      type: 'ranking',
      text_en: `When do you study best? ${suffix}`,
      text_tr: `En iyi ne zaman çalışırsınız? ${suffix}`,
      options: [{ option_id: morning }, { option_id: noon }, { option_id: evening }],
    }),
    await question({
      type: 'short_text',
      text_en: `What would help you? ${suffix}`,
      text_tr: `Size ne yardımcı olur? ${suffix}`,
    }),
  ];
  const quizId = await create(
    'admin/qb/quiz/main',
    {
      title_en: `Study habits ${suffix}`,
      title_tr: `Çalışma alışkanlıkları ${suffix}`,
      description_en: 'Four short questions',
      description_tr: 'Dört kısa soru',
      purpose: 'survey',
      status: 'published',
      questions: questions.map((question_id) => ({ question_id, points: 0 })),
    },
    'quiz_id',
  );
  return { quizId, title: `Çalışma alışkanlıkları ${suffix}`, suffix };
}

test('a student takes a published survey in Turkish, resumes after a reload and sees the summary', async ({
  page,
  request,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const survey = await publishSurvey(request, suffix);

  await logIn(page, student);
  await page.goto('/home');
  await page.evaluate(() => {
    localStorage.setItem('userLocale', 'tr');
  });
  await page.goto(`/quiz/${survey.quizId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: survey.title })).toBeVisible();
  await expect(page.getByText('Soru 1 / 4')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A single choice is saved as soon as it is chosen.
  await page.getByRole('radio', { name: `Evde ${suffix}` }).check();
  await expect(page.getByText('Kaydedildi')).toBeVisible();
  await page.getByRole('button', { name: 'İleri' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Haftanız ne kadar yoğun? ${suffix}` }),
  ).toBeFocused();
  await page.getByRole('radio', { name: '4', exact: true }).check();
  await expect(page.getByText('Kaydedildi')).toBeVisible();

  // A reload resumes at the first unanswered question.
  await page.reload();
  await expect(page.getByText('Soru 3 / 4')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: `En iyi ne zaman çalışırsınız? ${suffix}` }),
  ).toBeVisible();

  // The ranking is put in order with the keyboard.
  await page.getByRole('button', { name: `“Akşam ${suffix}” seçeneğini yukarı taşı` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`“Akşam ${suffix}” şimdi 3 içinde 2. sırada`)).toBeAttached();
  await page.getByRole('button', { name: 'İleri' }).click();

  const textarea = page.getByRole('textbox', { name: 'Yanıtınız' });
  await textarea.fill('Daha sessiz çalışma alanları');
  await expect(page.getByText('28 / 1000 karakter')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Yanıtları gözden geçir' }).click();

  await expect(page.getByRole('heading', { name: 'Yanıtlarınızı gözden geçirin' })).toBeFocused();
  await expect(
    page.getByText(`1. Sabah ${suffix}, 2. Akşam ${suffix}, 3. Öğle ${suffix}`),
  ).toBeVisible();
  await expect(page.getByText('5 üzerinden 4')).toBeVisible();
  await page.getByRole('button', { name: 'Bitir' }).click();

  await expect(page.getByRole('heading', { name: 'Teşekkürler' })).toBeVisible();
  await expect(page.getByText(`Yanıtınız: Evde ${suffix}`)).toBeVisible();
  await expect(page.getByText('Yanıtınız: Daha sessiz çalışma alanları')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yeniden yanıtla' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Opened again, the completed quiz shows its summary.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Teşekkürler' })).toBeVisible();
});

test('an admin previews the demo bundle without saving, and a student finds it in My space', async ({
  browser,
  page,
}) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await presetCookieConsent(adminPage, { analytics: false, marketing: false });
  await logIn(adminPage, admin);
  await adminPage.goto('/admin/qb/bundle/display');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Bundle display' })).toBeVisible();
  await adminPage.getByRole('combobox', { name: 'Bundle' }).click();
  await adminPage.getByRole('option', { name: 'Get to know you (published)' }).click();
  await expect(adminPage).toHaveURL(/\?bundle=/);
  await expect(adminPage.getByRole('heading', { level: 2, name: 'Get to know you' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(adminPage.getByText('Question 1 of')).toBeVisible();
  await expect(adminPage.getByText('Preview: answers are not saved.').first()).toBeVisible();
  await expectNoSeriousAxeViolations(adminPage);
  await adminContext.close();

  await logIn(page, student);
  await page.goto('/my-space');
  const section = page.getByRole('region', { name: 'My quizzes' });
  await section.getByRole('link', { name: /: Get to know you$/ }).click();
  await expect(page).toHaveURL(/\/bundle\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Get to know you' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Quizzes in this bundle' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
