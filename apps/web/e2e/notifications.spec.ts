import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccounts, expectNoSeriousAxeViolations, logIn, presetCookieConsent } from './support';

const { moderator, student } = demoAccounts;

/** The demo student's listing that waits for a moderator in the seed. */
const waitingListing = 'Kampüs → Kızılay every weekday at 18:00';

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/** A choice of the All/Unread filter (a segmented control: its label takes the click). */
function filterOption(page: Page, name: string) {
  return page
    .getByRole('main')
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) });
}

test('a student sees a moderator’s approval arrive live, and marks it read', async ({
  page,
  browser,
}) => {
  await logIn(page, student);
  await page.goto('/home');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  // The seed leaves one unread; tests before this one may have added more (an alarm that fired).
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(unread).toBeGreaterThanOrEqual(1);
  await bell.click();
  await expect(page).toHaveURL(/\/notifications\/personal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  await expectNoSeriousAxeViolations(page);

  const moderatorContext = await browser.newContext();
  const moderatorPage = await moderatorContext.newPage();
  await presetCookieConsent(moderatorPage, { analytics: false, marketing: false });
  await logIn(moderatorPage, moderator);
  await moderatorPage.goto('/admin/panel?tab=listings');
  const panel = moderatorPage.getByRole('region', { name: 'Listings' });
  await panel.getByRole('button', { name: `Approve “${waitingListing}”` }).click();
  await expect(moderatorPage.getByText(`“${waitingListing}” is on the board now.`)).toBeVisible();
  await moderatorContext.close();

  // Without reloading: the toast, the new item at the top, and the count in the navbar.
  await expect(page.getByText('New notification')).toBeVisible();
  // The newest item; an earlier test may have had another listing of this student approved.
  const approved = items.first();
  await expect(approved).toContainText('Your listing was approved and is on the board now.');
  await expect(bell).toHaveAccessibleName(`Notifications, ${String(unread + 1)} unread`);
  await expect(approved.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/my-space');
  await expectNoSeriousAxeViolations(page);

  await approved.getByRole('button', { name: 'Mark as read' }).click();
  await expect(approved.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName(`Notifications, ${String(unread)} unread`);

  await filterOption(page, 'Unread').click();
  await expect(page).toHaveURL(/filter=unread/);
  await expect(items).toHaveCount(unread);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('You have no unread notifications.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test.describe('on a phone', () => {
  // The menu button is the phone's navigation (from 1200 px the header shows the links).
  test.use({ viewport: { width: 390, height: 844 } });

  test('the notifications page and the menu link work on a phone @phone', async ({ page }) => {
    await logIn(page, student);
    await page.goto('/notifications/personal');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
      'href',
      '/notifications/personal',
    );
    await expectNoSeriousAxeViolations(page);
  });
});
