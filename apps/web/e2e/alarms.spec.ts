import { randomUUID } from 'node:crypto';
import { campusLocalOf } from '@campus/contracts';
import { expect, test } from './fixtures';
import {
  demoAccounts,
  expectNoSeriousAxeViolations,
  field,
  logIn,
  presetCookieConsent,
} from './support';

const { admin, student } = demoAccounts;

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/**
 * The first whole minute at least 65 seconds ahead, as the alarm form's
 * `datetime-local` input takes it: on the campus clock, whatever the browser's zone.
 */
function nextAllowedMinute(): string {
  const at = new Date(Date.now() + 65_000);
  if (at.getSeconds() !== 0 || at.getMilliseconds() !== 0) {
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
  }
  return campusLocalOf(at);
}

test('a student sets an alarm a minute ahead and sees it fire', async ({ page }) => {
  test.setTimeout(200_000);
  const title = `Call the library ${randomUUID().slice(0, 6)}`;
  await logIn(page, student);
  await page.goto('/alarm/personal');
  await expect(page.getByRole('heading', { level: 1, name: 'My alarms' })).toBeVisible();
  // The demo alarms: two scheduled, one fired.
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'New alarm' }).click();
  const form = page.getByRole('form', { name: 'New alarm' });
  await expect(form).toBeVisible();
  await field(form, 'Title').fill('');
  await field(form, 'Remind me on').fill('2020-01-01T10:00');
  await form.getByRole('button', { name: 'Set alarm' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(
    form.getByText('The time must be at least 1 minute from now and at most 1 year ahead'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await field(form, 'Title').fill(title);
  await field(form, 'Note').fill('Ask about the <b>reserved</b> books');
  await field(form, 'Remind me on').fill(nextAllowedMinute());
  await form.getByLabel('Also send me an e-mail').check();
  await form.getByRole('button', { name: 'Set alarm' }).click();
  await expect(page.getByText('The alarm is set.')).toBeVisible();

  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Scheduled')).toBeVisible();
  await expect(card.getByText('Ask about the <b>reserved</b> books')).toBeVisible();
  // The job queue fires it on the minute. The page refreshes itself while an alarm is due; the
  // test reloads too, so that it checks the firing and not how soon the page looks again.
  await expect
    .poll(
      async () => {
        if (await card.getByText('Fired', { exact: true }).isVisible()) return true;
        await page.reload();
        return card.getByText('Fired', { exact: true }).isVisible();
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(true);
  await expect(card.getByText(/^Fired on/)).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Fired' }).click();
  await expect(page).toHaveURL(/status=fired/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('article', { name: /Kütüphane/ })).toHaveCount(0);
});

test('a student changes and cancels a scheduled alarm', async ({ page }) => {
  await logIn(page, student);
  await page.goto('/alarm/personal');
  const demo = page.getByRole('article', { name: 'Kütüphane kitaplarını iade et' });
  await demo.getByRole('button', { name: /^Change/ }).click();
  const form = page.getByRole('form', { name: 'Change the alarm' });
  await field(form, 'Title').fill('Kütüphane kitaplarını bugün iade et');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The alarm was changed.')).toBeVisible();

  const changed = page.getByRole('article', { name: 'Kütüphane kitaplarını bugün iade et' });
  await changed.getByRole('button', { name: /^Cancel/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the alarm?' });
  await dialog.getByRole('button', { name: 'Cancel alarm' }).click();
  await expect(page.getByText('The alarm was cancelled.')).toBeVisible();
  await expect(changed.getByText('Cancelled')).toBeVisible();
  await expect(changed.getByRole('button')).toHaveCount(0);
});

test('an admin sees every alarm and reminds everyone @phone', async ({ page }) => {
  const title = `Campus closes at 18:00 ${randomUUID().slice(0, 6)}`;
  await logIn(page, admin);
  await page.goto('/admin/alarm/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All alarms' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Alarms \(\d+\)$/ });
  await expect(table.getByText('student@campushub.test').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const form = page.getByRole('form', { name: 'Remind everyone' });
  await field(form, 'Title').fill(title);
  await form.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText('The reminder is on its way to everyone.')).toBeVisible();

  await page.getByLabel('Search titles').fill(title);
  await expect(page).toHaveURL(/q=/);
  // The job gives every active account (the demo accounts and the contributors) a fired reminder.
  const rows = table.getByRole('row').filter({ hasText: title });
  // Each try reloads the whole page, which on a busy machine took more than 2 s before the
  // rows were there even when the job had long finished.
  await expect(async () => {
    await page.reload();
    await expect(rows.first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  const caption = (await table.locator('caption').textContent()) ?? '';
  expect(Number(/\((\d+)\)/.exec(caption)?.[1])).toBeGreaterThanOrEqual(4);
  await expect(rows.filter({ hasText: 'Scheduled' })).toHaveCount(0);
  await expect(rows.first().getByText('Fired')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
