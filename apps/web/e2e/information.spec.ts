import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccounts, expectNoSeriousAxeViolations, logIn, presetCookieConsent } from './support';

const { moderator, student } = demoAccounts;

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/** A project id of lowercase letters only, new for each run. */
function newProjectId(): string {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `transcript-${letters}`;
}

async function asStudent(browser: Browser, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetCookieConsent(page, { analytics: false, marketing: false });
  await logIn(page, student);
  await check(page);
  await context.close();
}

test('a moderator drafts and publishes a project, and a student then reads it', async ({
  page,
  browser,
}) => {
  const projectId = newProjectId();
  await logIn(page, moderator);
  await page.goto('/information/display');
  await expect(page.getByRole('heading', { level: 1, name: 'Information bank' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Erasmus+ exchange application' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Add project' }).click();
  const form = page.getByRole('form', { name: 'Add a project' });
  await expect(form).toBeVisible();
  await form.getByLabel('Identifier').fill('Transcript_Request');
  await expect(form.getByText('Invalid project identifier')).toBeVisible();
  await form.getByLabel('Identifier').fill(projectId);
  await expect(form.getByText('Invalid project identifier')).toHaveCount(0);
  await form.getByLabel('Display order').fill('5');
  await form.getByLabel('Name (English)').fill('Transcript request');
  await form.getByLabel('Name (Turkish)').fill('Transkript talebi');
  await form.getByLabel('Description (English)').fill('Get an official transcript.');
  await form.getByLabel('Description (Turkish)').fill('Resmî transkript alın.');
  await form.getByRole('button', { name: 'Add an item to Process steps' }).click();
  await form.getByLabel('Process steps, item 1 (English)').fill('Request it online');
  await form.getByLabel('Process steps, item 1 (Turkish)').fill('Çevrim içi talep edin');
  await form.getByRole('button', { name: 'Add an item to Warnings' }).click();
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(
    form.getByText(
      'list fields cannot have more than 20 items, items cannot be empty or exceed 500 characters',
    ),
  ).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Remove item 1 of Warnings' }).click();
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('The project was saved as a draft.')).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft', exact: true }).click();
  await expect(page).toHaveURL(/status=draft/);
  const card = page.getByRole('article', { name: 'Transcript request' });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();

  // Students do not see drafts.
  await asStudent(browser, async (studentPage) => {
    await studentPage.goto(`/information/display/${projectId}`);
    await expect(studentPage.getByText('Project not found')).toBeVisible();
  });

  // The deletion question, answered with Cancel.
  await card.getByRole('button', { name: 'Delete' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete the project?' });
  await expect(deletion.getByText(/will be hidden from everyone/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await deletion.getByRole('button', { name: 'Cancel' }).click();

  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The project was published.')).toBeVisible();

  await asStudent(browser, async (studentPage) => {
    await studentPage.goto('/information/display');
    const published = studentPage.getByRole('article', { name: 'Transcript request' });
    await expect(published).toBeVisible();
    await expect(studentPage.getByRole('button', { name: 'Add project' })).toHaveCount(0);
    await expect(studentPage.getByText('Draft', { exact: true })).toHaveCount(0);
    await published.getByRole('link', { name: 'Transcript request' }).click();
    await expect(studentPage).toHaveURL(new RegExp(`/information/display/${projectId}$`));
    await expect(
      studentPage.getByRole('heading', { level: 1, name: 'Transcript request' }),
    ).toBeVisible();
    await expect(
      studentPage.getByRole('region', { name: 'Process steps' }).getByRole('listitem'),
    ).toHaveText(['Request it online']);
    await expectNoSeriousAxeViolations(studentPage);
  });
});

test('closing a changed form asks first', async ({ page }) => {
  await logIn(page, moderator);
  await page.goto('/information/display');
  await page.getByRole('button', { name: 'Add project' }).click();
  const form = page.getByRole('form', { name: 'Add a project' });
  await form.getByLabel('Name (English)').fill('Unsaved project');
  await form.getByRole('button', { name: 'Add an item to Notes' }).click();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Close the form' }).click();
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(
    question.getByText('You have unsaved changes. Are you sure you want to leave?'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  // Gone before the next question opens, so the next click cannot land on this one fading out.
  await expect(question).toBeHidden();
  await expect(form.getByLabel('Name (English)')).toHaveValue('Unsaved project');

  await form.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(form).toHaveCount(0);
});

test('a student reads a project on a phone, in Turkish too @phone', async ({ page }) => {
  await logIn(page, student);
  await page.goto('/information/display');
  await expect(page.getByRole('heading', { level: 1, name: 'Information bank' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('yurt');
  await expect(page).toHaveURL(/q=yurt/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Dormitory application' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dormitory application' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access requirements' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.evaluate(() => {
    localStorage.setItem('userLocale', 'tr');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Yurt başvurusu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'İşlem adımları' })).toBeVisible();
  await page.getByRole('link', { name: 'Bilgi bankasına dön' }).click();
  await expect(page).toHaveURL(/\/information\/display\?q=yurt$/);
});
