import { randomUUID } from 'node:crypto';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  demoAccounts,
  expectNoSeriousAxeViolations,
  field,
  logIn,
  presetCookieConsent,
  registerStudent,
} from './support';

const { moderator, student } = demoAccounts;

const password = 'quiet harbour pencil 58';

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

async function acceptNotice(page: Page) {
  const notice = page.getByRole('region', { name: 'Before you read: consent notice' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(/call 112 at once/)).toBeVisible();
  await notice.getByRole('button', { name: 'I understand and accept' }).click();
  await expect(notice).toBeHidden();
}

async function approveAsModerator(browser: Browser, therapist: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetCookieConsent(page, { analytics: false, marketing: false });
  await logIn(page, moderator);
  await page.goto('/admin/panel?tab=pools');
  await expect(page.getByRole('heading', { level: 2, name: 'Therapist pools' })).toBeVisible();
  const card = page.getByRole('article', { name: therapist });
  await expect(card).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await card.getByRole('button', { name: `Approve the experience with ${therapist}` }).click();
  await expect(page.getByText(`The experience with ${therapist} is published.`)).toBeVisible();
  await expect(card).toBeHidden();

  // The moderator reads the pool too, after its own consent, and finds the entry in the table.
  await page.goto('/psychology/display');
  await acceptNotice(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(therapist);
  await expect(page).toHaveURL(/q=/);
  await expect(
    page.getByRole('table').getByRole('button', { name: `Read the experience with ${therapist}` }),
  ).toBeVisible();
  await context.close();
}

test('a student accepts the notice and shares an experience that a moderator approves', async ({
  page,
  browser,
}) => {
  // Two people, two sign-ins and a review: longer than one page's test.
  test.slow();
  const email = await registerStudent(page, {
    prefix: 'pool',
    password,
    firstName: 'Ece',
    lastName: 'Yalın',
  });
  await logIn(page, { email, password });
  await page.goto('/psychology/display');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Psychologist experiences' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await acceptNotice(page);

  const table = page.getByRole('table', { name: /Psychologist experiences: \d+ experiences/ });
  await expect(table).toBeVisible();
  await table.getByRole('button', { name: /Fee per session/ }).click();
  await expect(page).toHaveURL(/sort=fee/);
  await expect(table.getByRole('row').nth(1)).toContainText('Free');
  await expectNoSeriousAxeViolations(page);

  // Remembered on the server: a reload goes straight to the table.
  await page.reload();
  await expect(table).toBeVisible();

  const therapist = `Psk. Deneme ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'Add your experience' }).click();
  const drawer = page.getByRole('dialog', { name: 'Share your experience' });
  await expect(drawer).toBeVisible();
  await field(drawer, "Therapist's name").fill(therapist);
  await field(drawer, 'City').fill('İzmir');
  await field(drawer, 'Number of sessions').fill('5');
  await field(drawer, 'Fee per session (₺)').fill('1250');
  await drawer.getByLabel('The sessions were held online').check();
  await field(drawer, 'Your experience').fill(
    'Warm and structured online sessions; she explained every exercise before we started it.',
  );
  await expectNoSeriousAxeViolations(page);
  await drawer.getByRole('button', { name: 'Send for review' }).click();
  await expect(
    page.getByText('Thank you — your experience waits for review by a moderator.'),
  ).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.goto('/my-space');
  const mine = page.getByRole('region', { name: 'My therapist experiences' });
  await expect(mine.getByRole('article').filter({ hasText: therapist })).toContainText(
    'Waiting for review',
  );

  await approveAsModerator(browser, therapist);

  await page.goto('/psychology/display?city=izmir');
  await expect(page.getByRole('table').getByText(therapist)).toBeVisible();
  await page.getByRole('button', { name: `Read the experience with ${therapist}` }).click();
  const detail = page.getByRole('dialog', { name: `Experience with ${therapist}` });
  await expect(detail.getByText('You shared this experience.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('on a phone the pool is a list of cards with a detail view and a report form @phone', async ({
  page,
}) => {
  await logIn(page, student);
  await page.goto('/psychology/display');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Psychologist experiences' }),
  ).toBeVisible();
  // A phone shows cards, a wider screen the table; both name the pool and its count.
  const isPhone = (page.viewportSize()?.width ?? 1280) < 768;
  const cards = page.getByRole(isPhone ? 'list' : 'table', {
    name: /Psychologist experiences: \d+ experiences/,
  });
  await expect(cards).toBeVisible();
  await expect(page.getByRole(isPhone ? 'table' : 'list', { name: /Psychologist/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await cards
    .getByRole('button', { name: /^Read the experience with/ })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: /^Experience with/ });
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: /^Report the experience with/ }).click();
  const report = page.getByRole('dialog', { name: 'Report this experience' });
  await expect(report).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await report.getByRole('button', { name: 'Cancel' }).click();
  await expect(report).toBeHidden();

  await page.getByRole('button', { name: 'Read the consent notice again' }).click();
  await expect(page.getByRole('region', { name: 'Before you read: consent notice' })).toBeVisible();
});
