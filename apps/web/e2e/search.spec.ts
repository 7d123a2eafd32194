import { expect, test } from './fixtures';
import { demoAccounts, expectNoSeriousAxeViolations, logIn, presetCookieConsent } from './support';

/**
 * The one search box (issue 19, item 5): from the header, one query across the
 * platform's pages, grouped by kind, Turkish-aware, each result a link.
 */

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

test('a student searches “Erasmus” once from the header and opens the information bank’s page', async ({
  page,
}) => {
  await logIn(page, demoAccounts.student);
  await page.goto('/home');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search/);
  const box = page.getByRole('textbox', { name: 'Search CampusHub' });
  await box.fill('erasmus');
  await box.press('Enter');
  await expect(page.getByRole('status')).toContainText('found for “erasmus”');
  const information = page.getByRole('region', { name: 'Information bank' });
  await expect(information).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The reader's language: the English title, not the Turkish one.
  await expect(information.getByRole('link', { name: 'Erasmus+ değişim başvurusu' })).toHaveCount(
    0,
  );
  // The Q&A bank's entry too, under its English question only.
  const bank = page.getByRole('region', { name: 'Q&A bank' });
  await expect(
    bank.getByRole('link', { name: 'Who can apply for Erasmus+?', exact: true }),
  ).toBeVisible();
  await expect(bank.getByRole('link', { name: /kimler başvurabilir/ })).toHaveCount(0);
  await information.getByRole('link', { name: 'Erasmus+ exchange application' }).click();
  await expect(page).toHaveURL(/\/information\/display\/erasmus-application$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Erasmus+ exchange application' }),
  ).toBeVisible();
});

test('in Turkish, a query typed without Turkish letters finds the Turkish page', async ({
  page,
}) => {
  await logIn(page, demoAccounts.student);
  await page.goto('/home');
  await page.evaluate(() => {
    localStorage.setItem('userLocale', 'tr');
  });
  await page.goto('/search');
  const box = page.getByRole('textbox', { name: "CampusHub'da ara" });
  await box.fill('degisim basvurusu');
  await box.press('Enter');
  await expect(
    page
      .getByRole('region', { name: 'Bilgi bankası' })
      .getByRole('link', { name: 'Erasmus+ değişim başvurusu' }),
  ).toBeVisible();
  // A Q&A entry shows its Turkish question to a Turkish reader.
  await box.fill('erasmus');
  await box.press('Enter');
  const bank = page.getByRole('region', { name: 'Soru-cevap bankası' });
  await expect(
    bank.getByRole('link', { name: 'Erasmus+ programına kimler başvurabilir?', exact: true }),
  ).toBeVisible();
  await expect(bank.getByRole('link', { name: /Who can apply/ })).toHaveCount(0);
});
