import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations, presetCookieConsent } from './support';

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

test('a visitor reads the dev log, newest first, in both languages @phone', async ({ page }) => {
  await page.goto('/dev/display');
  await expect(page.getByRole('heading', { level: 1, name: 'Dev log' })).toBeVisible();
  const titles = page.getByRole('article').getByRole('heading');
  await expect(titles.first()).toHaveText('A faster moderator panel');
  await expect(page.getByRole('button', { name: /Add entry/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.evaluate(() => {
    localStorage.setItem('userLocale', 'tr');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Geliştirici günlüğü' })).toBeVisible();
  await expect(titles.first()).toHaveText('Daha hızlı moderatör paneli');
});
