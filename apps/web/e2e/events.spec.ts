import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccounts, expectNoSeriousAxeViolations, logIn, presetCookieConsent } from './support';

const { moderator, student } = demoAccounts;

/** A small PNG poster: 40×30 pixels of blue. */
const posterPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwClBJxKRNRnb45L+mzSUO+mezLG4Th3hmneqAonKHCSKxWGxWAwWh8ViMV+xeAFhL2j7ARCJ6AAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

async function openEvents(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Events' }).click();
  const drawer = page.getByRole('dialog', { name: 'Events' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a student opens the events drawer and an event page, and downloads its calendar file @phone', async ({
  page,
}) => {
  await logIn(page, student);
  await page.goto('/home');
  const drawer = await openEvents(page);
  const cards = drawer.getByRole('list', { name: 'Upcoming events' }).getByRole('link');
  await expect(cards.filter({ hasText: 'Bahar Şenliği' })).toHaveCount(1);
  // Earliest first (another test may have added an earlier event to the same database).
  const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
  expect(names.indexOf('AI Research Seminar')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('AI Research Seminar')).toBeLessThan(names.indexOf('Bahar Şenliği'));
  await expect(cards.filter({ hasText: 'Film Club Screening' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Welcome Week Picnic' })).toHaveCount(0);
  await expect(drawer.locator('img[data-fallback]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await cards.filter({ hasText: 'Bahar Şenliği' }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Bahar Şenliği' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dates and times' })).toBeVisible();
  await expect(page.locator('article time')).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  expect((await download).suggestedFilename()).toBe('bahar-senligi.ics');

  await page.goto('/event/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
});

test('the drawer says when there are no active events', async ({ page }) => {
  await logIn(page, student);
  await page.goto('/home');
  await page.route('**/api/event/sidebar/active', (route) => route.fulfill({ json: [] }));
  const drawer = await openEvents(page);
  await expect(drawer.getByText('No active events found, please check again later')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the drawer offers Retry when the events fail to load, and loads them again', async ({
  page,
}) => {
  await logIn(page, student);
  await page.goto('/home');
  await page.route('**/api/event/sidebar/active', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank#internal_error',
        title: 'Internal Server Error',
        status: 500,
        detail: 'Something went wrong',
        code: 'internal_error',
      }),
    }),
  );
  const drawer = await openEvents(page);
  await expect(drawer.getByRole('alert')).toContainText('Error loading events, please try again', {
    timeout: 15_000,
  });
  await expectNoSeriousAxeViolations(page);

  await page.unroute('**/api/event/sidebar/active');
  await drawer.getByRole('button', { name: 'Retry' }).click();
  await expect(
    drawer.getByRole('list', { name: 'Upcoming events' }).getByRole('link').first(),
  ).toHaveAccessibleName(/^AI Research Seminar /);
});

test('a moderator adds an event with an image in the admin panel, and students see it', async ({
  page,
}) => {
  await logIn(page, moderator);
  await page.goto('/admin/panel?tab=events');
  const board = page.getByRole('region', { name: 'Event board' });
  await expect(board.getByRole('table', { name: /events$/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await board.getByRole('button', { name: 'Add event' }).click();
  const form = page.getByRole('form', { name: 'Add an event' });
  await form.getByLabel('Name').fill('Robotics Demo Day');
  await form.getByLabel('Location').fill('Workshop Hall');
  await form.getByLabel('Description (English)').fill('Teams show their robots.');
  await form.getByLabel('Description (Turkish)').fill('Takımlar robotlarını tanıtıyor.');
  const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  await form.getByLabel(/^Date 1\b/).fill(inTwoDays.toISOString().slice(0, 10));
  await form.getByLabel(/^Time 1\b/).fill('15:00');
  await form.getByRole('button', { name: 'Add event' }).click();

  await expect(page.getByRole('form', { name: 'Edit the event' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: posterPng,
  });
  await expect(page.getByText('The image was added')).toBeVisible();
  const images = page.getByRole('region', { name: 'Images' });
  await expect(images.getByText('Cover', { exact: true })).toBeVisible();
  await expect(images.locator('img[data-fallback]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Close the form' }).click();

  await expect(board.getByRole('link', { name: /Robotics Demo Day/ })).toBeVisible();
  const drawer = await openEvents(page);
  const card = drawer.getByRole('link', { name: 'Robotics Demo Day' });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\.webp$/);

  // The event page shows the description in the reader's language only.
  await card.click();
  await expect(page.getByText('Teams show their robots.')).toBeVisible();
  await expect(page.getByText('Takımlar robotlarını tanıtıyor.')).toHaveCount(0);
  // And a Turkish reader reads the Turkish one only.
  await page.evaluate(() => {
    localStorage.setItem('userLocale', 'tr');
  });
  await page.reload();
  await expect(page.getByText('Takımlar robotlarını tanıtıyor.')).toBeVisible();
  await expect(page.getByText('Teams show their robots.')).toHaveCount(0);
});
