import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  demoAccounts,
  expectNoSeriousAxeViolations,
  linkFromMail,
  logIn,
  presetCookieConsent,
  type Account,
} from './support';

/**
 * Two-step sign-in in the browser: a moderator sets it up on the profile
 * (QR code, first code, recovery codes), then signs in with a code in English
 * and with a recovery code in Turkish; and, once an admin requires it, a
 * moderator without it sets it up at sign-in. The codes are computed here the
 * way an authenticator app computes them (RFC 6238), not by the app's code.
 */

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

function base32Bytes(key: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of key.replace(/\s/g, '')) {
    bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8) {
    bytes.push(parseInt(bits.slice(index, index + 8), 2));
  }
  return Buffer.from(bytes);
}

/** What an authenticator app shows for the key, `offset` 30-second steps from now. */
function authenticatorCode(key: string, offset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const mac = createHmac('sha1', base32Bytes(key)).update(counter).digest();
  const start = (mac.at(-1) ?? 0) & 0x0f;
  return String((mac.readUInt32BE(start) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/reception/login', {
    data: { user_email: account.email, user_password: account.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A new staff account made by the demo admin, its password set through the invitation's link. */
async function newStaffAccount(page: Page, role: 'moderator' | 'admin'): Promise<Account> {
  const adminToken = await apiToken(page.request, demoAccounts.admin);
  const email = `two-step-${role}-${randomUUID().slice(0, 8)}@campushub.test`;
  const created = await page.request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { user_email: email, user_first_name: 'Selin', user_last_name: 'Demir', user_role: role },
  });
  expect(created.status()).toBe(201);
  const link = new URL(await linkFromMail(email, '/reception/password-reset'), 'http://x');
  const password = 'quiet orchard lantern 58';
  const reset = await page.request.post('/api/reception/password-reset', {
    data: { token: link.searchParams.get('token'), new_password: password },
  });
  expect(reset.status()).toBe(200);
  return { email, password };
}

async function signOut(page: Page, menuName: RegExp, itemName: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: itemName }).click();
  await expect(page).toHaveURL(/\/reception\/login$/);
}

test('a moderator sets up two-step sign-in, then signs in with a code, and in Turkish with a recovery code', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const moderator = await newStaffAccount(page, 'moderator');
  await logIn(page, moderator);
  await page.goto('/profile/view');
  await page.getByRole('button', { name: 'Set up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-step sign-in' });
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const key = (await dialog.getByTestId('two-step-key').textContent()) ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expectNoSeriousAxeViolations(page);

  const codeField = dialog.getByLabel('Code from the app');
  await codeField.fill('000000');
  await dialog.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(dialog.getByText(/^The code is not correct/)).toBeVisible();
  await codeField.fill(authenticatorCode(key));
  await dialog.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(dialog.getByText('Save your recovery codes')).toBeVisible();
  const codes = await dialog
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/^On since .+\. Recovery codes left: 10\./)).toBeVisible();

  // Signing in now asks for a code after the password.
  await signOut(page, /Account menu/, 'Log out');
  await page.getByLabel('E-mail address').fill(moderator.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(moderator.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The code that turned it on was used; the app's next one works.
  await page.getByLabel('Code').fill(authenticatorCode(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // In Turkish, with a recovery code (as someone who lost their phone would).
  await page.evaluate(() => {
    localStorage.setItem('userLocale', 'tr');
  });
  await page.reload();
  await signOut(page, /hesap menüsü/, 'Çıkış yap');
  await page.getByLabel('E-posta adresi').fill(moderator.email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(moderator.password);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'İki adımlı giriş' })).toBeVisible();
  await expect(page.getByText(/kurtarma kodlarınızdan birini girin/)).toBeVisible();
  await page.getByLabel('Kod').fill('123456');
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByText(/^Kod doğru değil/)).toBeVisible();
  await page.getByLabel('Kod').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile/view');
  await expect(page.getByText(/Kalan kurtarma kodu: 9\./)).toBeVisible();
});

test('once an admin requires it, a moderator without it sets it up at sign-in', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const admin = await newStaffAccount(page, 'admin');
  const moderator = await newStaffAccount(page, 'moderator');
  // The admin turns it on for themselves first (the profile's flow is the test above).
  const adminToken = await apiToken(page.request, admin);
  const authorization = { authorization: `Bearer ${adminToken}` };
  const setup = (await (
    await page.request.post('/api/profile/two-step/setup', { headers: authorization })
  ).json()) as { secret: string };
  const confirmed = await page.request.post('/api/profile/two-step/confirm', {
    headers: authorization,
    data: { code: authenticatorCode(setup.secret) },
  });
  expect(confirmed.status()).toBe(200);

  try {
    await page.goto('/reception/login');
    await page.getByLabel('E-mail address').fill(admin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Code').fill(authenticatorCode(setup.secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin');
    await page.getByRole('switch', { name: 'Two-step sign-in for admins and moderators' }).click();
    const confirm = page.getByRole('dialog', { name: 'Require two-step sign-in?' });
    await confirm.getByRole('button', { name: 'Require it' }).click();
    await expect(
      page.getByRole('switch', { name: 'Two-step sign-in for admins and moderators' }),
    ).toBeChecked();

    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/reception/login');
    await page.getByLabel('E-mail address').fill(moderator.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(moderator.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Set it up' }).click();
    const key = (await page.getByTestId('two-step-key').textContent()) ?? '';
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Code from the app').fill(authenticatorCode(key));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await page.getByRole('button', { name: 'Continue to CampusHub' }).click();
    await expect(page).toHaveURL(/\/home$/);
  } finally {
    const off = await page.request.put('/api/admin/settings', {
      headers: authorization,
      data: { two_step_required: false },
    });
    expect(off.status()).toBe(200);
  }
});
