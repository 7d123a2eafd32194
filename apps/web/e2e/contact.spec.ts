import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, mailApiUrl, test } from './fixtures';
import {
  demoAccounts,
  expectNoSeriousAxeViolations,
  field,
  logIn,
  presetCookieConsent,
  signedInPage,
} from './support';

const { admin, student } = demoAccounts;

/** The e2e server's SMTP catcher answers the messages it kept (see e2e-server.ts). */

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/** Waits for a mail to an address whose text contains a sentence; answers its subject line. */
async function mailWith(to: string, text: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`${mailApiUrl()}/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as { raw: string }[];
    const found = messages
      .map((message) => message.raw.replace(/=\r?\n/g, ''))
      .find((raw) => raw.includes(text));
    if (found !== undefined) return /^Subject: (.*)$/m.exec(found)?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} containing «${text}»`);
}

async function fillContactForm(page: Page, subject: string, email: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await field(form, 'First name').fill('Selin');
  await field(form, 'Last name').fill('Kaya');
  await field(form, 'E-mail').fill(email);
  await field(form, 'Phone').fill('+90 532 111 22 33');
  await field(form, 'Subject').fill(subject);
  await form.getByRole('combobox', { name: /^Platform/ }).click();
  await page.getByRole('option', { name: 'Web and mobile' }).click();
  await field(form, 'Details').fill('The schedule page shows last semester after I log in.');
  return form;
}

test('a visitor sends the contact form, an admin answers it by e-mail and it shows as handled', async ({
  page,
  browser,
}) => {
  // Two people in two browsers, with axe on every screen they reach.
  const tag = randomUUID().slice(0, 6);
  const subject = `Old schedule after login ${tag}`;
  const email = `selin.${tag}@example.com`;
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Platform is required')).toBeVisible();
  await field(form, 'E-mail').fill('not-an-address');
  await field(form, 'Subject').fill('Hi');
  await field(form, 'Phone').fill('call me');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Subject must be at least 3 characters')).toBeVisible();
  await expect(
    form.getByText('phone may contain only digits, spaces, +, - and parentheses'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await fillContactForm(page, subject, email);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, we received your message')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const adminSession = await signedInPage(browser, admin);
  const adminPage = adminSession.page;
  await adminPage.goto('/admin/contacts/all');
  await expect(
    adminPage.getByRole('heading', { level: 1, name: 'Contact messages' }),
  ).toBeVisible();
  await adminPage.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const row = adminPage.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('New');
  await expectNoSeriousAxeViolations(adminPage);
  await row.getByRole('link', { name: subject }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(adminPage.getByText('The schedule page shows last semester')).toBeVisible();
  await expectNoSeriousAxeViolations(adminPage);

  const replyForm = adminPage.getByRole('form', { name: 'Answer by e-mail' });
  await replyForm.getByRole('button', { name: 'Send answer' }).click();
  await expect(replyForm.getByText('Answer is required')).toBeVisible();
  const answer = `Thanks Selin, it is fixed now ${tag}.`;
  await field(replyForm, 'Answer').fill(answer);
  await replyForm.getByRole('button', { name: 'Send answer' }).click();
  await expect(adminPage.getByText(`The answer was sent to ${email}`)).toBeVisible();
  await expect(adminPage.getByText(answer)).toBeVisible();
  await expect(adminPage.getByText(/^Handled by /)).toBeVisible();
  expect(await mailWith(email, answer)).toContain('An answer to your message');

  await adminPage.goto(`/admin/contacts/all?status=handled&q=${tag}`);
  await expect(adminPage.getByRole('row', { name: new RegExp(subject) })).toContainText('Handled');
  await adminSession.close();
});

test('a student sends feedback, an admin sets it to done and answers, and the student reads it', async ({
  page,
  browser,
}) => {
  // Two people in two browsers, with axe on every screen they reach.
  const subject = `Great course search ${randomUUID().slice(0, 6)}`;
  await logIn(page, student);
  await page.goto('/home');
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Feedback and suggestions' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Feedback and suggestions' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Send feedback' });
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await field(form, 'Subject').fill(subject);
  await field(form, 'Message').fill('Short');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
  await field(form, 'Message').fill(
    'Finding courses by code is instant, even with Turkish letters.',
  );
  await form.getByRole('combobox', { name: 'Rating' }).click();
  await page.getByRole('option', { name: '5 – Excellent' }).click();
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you, your feedback was sent')).toBeVisible();
  const sent = page.getByRole('article', { name: subject });
  await expect(sent).toContainText('New');
  await expectNoSeriousAxeViolations(page);

  const adminSession = await signedInPage(browser, admin);
  const adminPage = adminSession.page;
  await adminPage.goto('/admin/feedback/all');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const card = adminPage.getByRole('article', { name: subject });
  await expect(card).toContainText('Rating 5/5');
  await expectNoSeriousAxeViolations(adminPage);
  await card.getByRole('button', { name: `Answer “${subject}”` }).click();
  const drawer = adminPage.getByRole('dialog', { name: 'Status and answer' });
  await drawer.getByRole('combobox', { name: 'Status' }).click();
  await adminPage.getByRole('option', { name: 'Done', exact: true }).click();
  await field(drawer, 'Answer').fill('Thank you, we will keep it fast.');
  await expectNoSeriousAxeViolations(adminPage);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(card).toContainText('Thank you, we will keep it fast.');
  await adminPage.getByRole('combobox', { name: 'Status', exact: true }).click();
  await adminPage.getByRole('option', { name: 'Done', exact: true }).click();
  await expect(adminPage).toHaveURL(/status=done/);
  await expect(adminPage.getByRole('article', { name: subject })).toBeVisible();
  await adminSession.close();

  await page.goto('/my-space');
  const mine = page.getByRole('region', { name: 'Feedback and suggestions' });
  const item = mine.getByRole('article', { name: subject });
  await expect(item).toContainText('Done');
  await expect(item).toContainText('Thank you, we will keep it fast.');
});

test('a visitor sends the contact form on a phone @phone', async ({ page }) => {
  const tag = randomUUID().slice(0, 6);
  await page.goto('/contacts');
  const form = await fillContactForm(page, `Phone layout ${tag}`, `phone.${tag}@example.com`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, we received your message')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
