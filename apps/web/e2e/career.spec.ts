import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations, field, presetCookieConsent } from './support';

const student = { email: 'student@campushub.test', password: 'Demo-Student-2026' };
const admin = { email: 'admin@campushub.test', password: 'Demo-Admin-2026' };
const position = 'Student developer intern';

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

async function fillLogin(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A small but complete PDF, made here rather than read from a file. */
function samplePdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

test('a visitor reads the open positions and is asked to sign in to apply @phone', async ({
  page,
}) => {
  await page.goto('/career');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  const card = page.getByRole('article', { name: position });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(card.getByRole('heading', { name: 'What we look for' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('link', { name: `Apply for ${position}` }).click();
  await expect(page).toHaveURL(/\/career\/apply\?position=/);
  await expect(page.getByRole('heading', { name: 'Sign in to apply' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a student applies with a PDF; an admin moves it to interview and downloads the CV', async ({
  page,
  browser,
}) => {
  await page.goto('/career');
  await page
    .getByRole('article', { name: position })
    .getByRole('link', { name: `Apply for ${position}` })
    .click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await fillLogin(page, student);
  await expect(page).toHaveURL(/\/career\/apply\?position=/);

  const form = page.getByRole('form', { name: 'Apply for a position' });
  await expect(field(form, 'Position')).toHaveValue(position);
  await expect(field(form, 'Full name')).toHaveValue('Elif Çelik');
  await field(form, 'Cover letter').fill('Too short');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Cover letter must be at least 50 characters')).toBeVisible();
  await expect(form.getByText('CV is required')).toBeVisible();
  await field(form, 'Cover letter').fill(
    'I built the website of our robotics club with React and would love to learn from your team.',
  );
  await form.locator('input[type="file"]').setInputFiles({
    name: 'elif-cv.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await expect(form.getByText(/elif-cv\.pdf, 1 KB/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent')).toBeVisible();
  await page.getByRole('link', { name: 'Go to My space' }).click();
  const mine = page.getByRole('region', { name: 'My applications' });
  await expect(mine.getByRole('article', { name: position })).toContainText('New');

  const adminContext = await browser.newContext({ acceptDownloads: true });
  const adminPage = await adminContext.newPage();
  await presetCookieConsent(adminPage, { analytics: false, marketing: false });
  await adminPage.goto('/reception/login');
  await fillLogin(adminPage, admin);
  await expect(adminPage).toHaveURL(/\/home$/);
  await adminPage.goto('/career/all');
  await expect(
    adminPage.getByRole('heading', { level: 1, name: 'Career applications' }),
  ).toBeVisible();
  await adminPage.getByLabel('Search by name or e-mail').fill('elif');
  const row = adminPage.getByRole('row', { name: /Elif Çelik/ });
  await expect(row).toContainText(position);
  await expect(row).toContainText('New');
  await expectNoSeriousAxeViolations(adminPage);

  await row.getByRole('link', { name: 'Elif Çelik' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Elif Çelik' })).toBeVisible();
  const review = adminPage.getByRole('form', { name: 'Review' });
  await field(review, 'Status').click();
  await adminPage.getByRole('option', { name: 'Interview' }).click();
  await field(review, 'Internal note').fill('Good portfolio; invite for Thursday.');
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(adminPage.getByText('The review was saved')).toBeVisible();
  await expectNoSeriousAxeViolations(adminPage);

  const downloading = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Download CV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('cv-elif-celik.pdf');
  const savedPath = await download.path();
  expect(savedPath).not.toBe('');

  await adminPage.goto('/career/all?tab=positions');
  await adminPage.getByRole('button', { name: 'Add a position' }).click();
  const drawer = adminPage.getByRole('form', { name: 'Add a position' });
  await field(drawer, 'Title').fill('Accessibility tester');
  await field(drawer, 'Team').fill('Design');
  await field(drawer, 'Location').fill('Remote');
  await field(drawer, 'Description').fill('Short');
  await drawer.getByRole('button', { name: 'Add position' }).click();
  await expect(drawer.getByText('Description must be at least 20 characters')).toBeVisible();
  await field(drawer, 'Description').fill(
    'Check new pages with a screen reader and the keyboard before they reach students.',
  );
  await field(drawer, 'Requirements').fill('Uses a screen reader daily\nPatient and precise');
  await drawer.getByRole('button', { name: 'Add position' }).click();
  await expect(drawer).toBeHidden();
  const added = adminPage.getByRole('row', { name: /Accessibility tester/ });
  await expect(added).toContainText('Open');
  await expectNoSeriousAxeViolations(adminPage);
  await added.getByRole('button', { name: 'Delete Accessibility tester' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(added).toHaveCount(0);
  const withApplications = adminPage.getByRole('row', { name: new RegExp(position) });
  await withApplications.getByRole('button', { name: `Delete ${position}` }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(adminPage.getByRole('dialog')).toContainText('close it instead of deleting it');
  await adminContext.close();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'My applications' }).getByRole('article', { name: position }),
  ).toContainText('Interview');
  await expect(page.getByText('Good portfolio')).toHaveCount(0);
});
