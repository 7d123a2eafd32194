import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import {
  demoAccounts,
  expectNoSeriousAxeViolations,
  field,
  logIn,
  presetCookieConsent,
} from './support';

const { moderator, student } = demoAccounts;

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/** A date some days from today, as the date input takes it. */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

test('a student posts a listing, a moderator approves it, and it appears on the home card', async ({
  page,
  browser,
}) => {
  const title = `Ankara → Eskişehir on Saturday ${randomUUID().slice(0, 6)}`;
  await logIn(page, student);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Elif' })).toBeVisible();
  await expect(page.getByText('courses open')).toBeVisible();
  const carPooling = page.getByRole('region', { name: 'Car pooling' });
  await expect(carPooling.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);

  await carPooling.getByRole('link', { name: 'Post a listing in Car pooling' }).click();
  await expect(page).toHaveURL(/\/listings\/car_pooling$/);
  const form = page.getByRole('form', { name: 'Post a listing' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await field(form, 'Title').fill(title);
  await field(form, 'Description').fill('Too short');
  await field(form, 'Contact').fill('elif.celik@ogr.yesiltepe.edu.tr');
  await field(form, 'Listed until').fill(daysAhead(120));
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByText('Description must be at least 20 characters')).toBeVisible();
  await expect(
    form.getByText('The listing can stay from tomorrow up to 90 days from today'),
  ).toBeVisible();
  await field(form, 'Description').fill(
    'Leaving the main gate at 09:00 on Saturday, back on Sunday evening. Two seats, fuel shared.',
  );
  await field(form, 'Listed until').fill(daysAhead(7));
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText(/Your listing was sent/)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.goto('/my-space');
  const mine = page.getByRole('region', { name: 'My listings' });
  await expect(mine.getByRole('article', { name: title })).toContainText('Waiting for review');

  const moderatorContext = await browser.newContext();
  const moderatorPage = await moderatorContext.newPage();
  await presetCookieConsent(moderatorPage, { analytics: false, marketing: false });
  await logIn(moderatorPage, moderator);
  await moderatorPage.goto('/admin/panel?tab=listings');
  const panel = moderatorPage.getByRole('region', { name: 'Listings' });
  await expect(panel.getByRole('heading', { name: title })).toBeVisible();
  await expectNoSeriousAxeViolations(moderatorPage);
  await panel.getByRole('button', { name: `Approve “${title}”` }).click();
  await expect(moderatorPage.getByText(`“${title}” is on the board now.`)).toBeVisible();
  await expect(panel.getByRole('heading', { name: title })).toHaveCount(0);
  await moderatorContext.close();

  await page.goto('/home');
  const card = page.getByRole('region', { name: 'Car pooling' });
  await expect(card.getByRole('listitem').first()).toContainText(title);
  await card.getByRole('link', { name: 'See all: Car pooling listings' }).click();
  await page.getByRole('searchbox', { name: 'Search this board' }).fill('eskisehir on saturday');
  await expect(page).toHaveURL(/q=eskisehir/);
  await page.getByRole('button', { name: title }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toContainText('elif.celik@ogr.yesiltepe.edu.tr');
  await expect(detail).toContainText('Elif Ç.');
  await expectNoSeriousAxeViolations(page);
});

test('a visitor sees the statistics and a sign-in call on each card @phone', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to CampusHub' })).toBeVisible();
  await expect(page.getByText('600+').first()).toBeVisible();
  await expect(page.getByText('6+')).toBeVisible();
  const erasmus = page.getByRole('region', { name: 'Erasmus' });
  await expect(erasmus.getByRole('listitem')).toHaveCount(0);
  await expect(
    erasmus.getByRole('link', { name: 'Sign in to see listings: Erasmus' }),
  ).toHaveAttribute('href', '/reception/login?next=%2Flistings%2Ferasmus');
  await expectNoSeriousAxeViolations(page);

  await page.goto('/listings/jobs');
  await expect(page).toHaveURL(/\/reception\/login/);
});
