import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations, linkFromMail, presetCookieConsent } from './support';

const password = 'quiet harbour lantern 8';

function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@ogr.yesiltepe.edu.tr`;
}

async function logIn(
  page: Page,
  email: string,
  secret: string,
  options: { remember?: boolean; path?: string } = {},
) {
  await page.goto(options.path ?? '/reception/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(secret);
  if (options.remember === true) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

test('a student registers, verifies by mail, signs in, stays signed in, adds a photo and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('e2e');
  await page.goto('/reception/register');
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('First name').fill('Zeynep');
  await page.getByLabel('Last name').fill('Korkmaz');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('something else entirely');
  await page.getByRole('checkbox').last().check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(await linkFromMail(email, '/reception/verify-email'));
  await expect(
    page.getByRole('heading', { name: 'Your e-mail address is verified' }),
  ).toBeVisible();

  await logIn(page, email, 'not the right password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await logIn(page, email, password, { remember: true });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Events' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Events' })).toBeVisible();

  // A guest-only page sends a signed-in user to /.
  await page.goto('/reception/register');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile/photo');
  await expect(page.getByRole('heading', { name: 'Profile photo' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#2f9e44' },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-location-data' } })
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your new photo has been saved')).toBeVisible();
  const avatar = page.locator('img[src^="/api/media/photos/"]').first();
  await expect(avatar).toBeVisible();
  const served = await page.request.get((await avatar.getAttribute('src')) ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await served.body()).includes(Buffer.from('secret-location-data'))).toBe(false);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/reception\/login$/);
  await page.goto('/profile/view');
  await expect(page).toHaveURL(/\/reception\/login\?next=/);
});

test('a graduate applies, a moderator approves, and the graduate signs in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('graduate');
  await page.goto('/reception-vip/register');
  await page.getByLabel('First name').fill('Kerem');
  await page.getByLabel('Last name').fill('Işık');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Graduation year').fill('2019');
  await page.getByLabel('Student number').fill('2014-10482');
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Computer Engineering' }).click();
  const proof = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: proof });
  await page.getByRole('checkbox').last().check();
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();

  await page.goto(await linkFromMail(email, '/reception/verify-email'));
  await expect(
    page.getByRole('heading', { name: 'Your e-mail address is verified' }),
  ).toBeVisible();
  await logIn(page, email, password, { path: '/reception-vip/login' });
  await expect(page.getByText('Your application is under review')).toBeVisible();

  const staff = await browser.newContext();
  const moderator = await staff.newPage();
  await presetCookieConsent(moderator, { analytics: false, marketing: false });
  await logIn(moderator, 'moderator@campushub.test', 'Demo-Moderator-2026');
  await expect(moderator).toHaveURL(/\/home$/);
  await moderator.goto('/reception-vip/applications');
  await moderator.getByRole('button', { name: 'Open the application of Kerem Işık' }).click();
  const drawer = moderator.getByRole('dialog', { name: /Application of Kerem Işık/ });
  await expect(drawer.getByText('2014-10482')).toBeVisible();
  await expectNoSeriousAxeViolations(moderator);
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await moderator.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(drawer.getByText('Approved').first()).toBeVisible();
  await staff.close();

  await logIn(page, email, password, { path: '/reception-vip/login' });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Events' })).toBeVisible();
});

test('without Google configured the login page offers no Google button, and its callback says so at once', async ({
  page,
}) => {
  await page.goto('/reception/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /google/i })).toHaveCount(0);
  // A stale callback link answers within seconds, never after waiting out a retry.
  await page.goto('/reception/google/callback?code=stale&state=stale');
  await expect(page.getByText('The Google sign-in did not complete')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
