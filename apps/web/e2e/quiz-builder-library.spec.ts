import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  demoAccounts,
  expectNoSeriousAxeViolations,
  field,
  logIn,
  presetCookieConsent,
} from './support';

const { admin } = demoAccounts;

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/** Types into a searching select and picks the option with that text. */
async function pick(page: Page, label: string, search: string, option: string) {
  await field(page, label).fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('an admin builds a question from a matter, a phrase and options, and cannot delete the matter in use', async ({
  page,
}) => {
  const suffix = `${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000))}`;
  const matterEn = `Chess ${suffix}`;
  const matterTr = `Satranç ${suffix}`;
  const often = { en: `Often ${suffix}`, tr: `Sık sık ${suffix}` };
  const rarely = { en: `Rarely ${suffix}`, tr: `Nadiren ${suffix}` };
  await logIn(page, admin);

  // The index: a card per section, each with its endpoint and a Manage link.
  await page.goto('/admin/qb/paths');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz builder' })).toBeVisible();
  const sections: [string, string][] = [
    ['Matters', '/admin/qb/matters'],
    ['Options', '/admin/qb/options'],
    ['Phrases', '/admin/qb/phrases'],
    ['Questions', '/admin/qb/questions'],
    ['Responses', '/admin/qb/responses'],
    ['Quizzes', '/admin/qb/quizzes'],
    ['Bundles', '/admin/qb/bundles'],
    ['Bundle display', '/admin/qb/bundle/display'],
  ];
  for (const [name, path] of sections) {
    await expect(page.getByRole('link', { name: `Manage ${name}` })).toHaveAttribute('href', path);
  }
  await expect(page.getByText('GET /api/admin/qb/matter/main/all')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Manage Matters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Matters' })).toBeVisible();

  // A matter.
  await page.getByRole('link', { name: 'Add matter' }).click();
  const matterForm = page.getByRole('form', { name: 'Add a matter' });
  await matterForm.getByRole('button', { name: 'Add matter' }).click();
  await expect(matterForm.getByText('Name (English) is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await field(matterForm, 'Name (English)').fill(matterEn);
  await field(matterForm, 'Name (Turkish)').fill(matterTr);
  await matterForm.getByRole('button', { name: 'Add matter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: matterEn })).toBeVisible();
  const matterUrl = page.url();

  // A phrase with {matter}, previewed while typing.
  await page.goto('/admin/qb/phrases/add');
  const phraseForm = page.getByRole('form', { name: 'Add a phrase' });
  await field(phraseForm, 'Template (English)').fill(`How often do you play {matter}? (${suffix})`);
  await expect(phraseForm.getByText(`How often do you play sports? (${suffix})`)).toBeVisible();
  await field(phraseForm, 'Template (Turkish)').fill(`{matter} ne sıklıkla oynarsın? (${suffix})`);
  await phraseForm.getByRole('button', { name: 'Add phrase' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `How often do you play {matter}? (${suffix})` }),
  ).toBeVisible();

  // Two options.
  for (const [option, value] of [
    [often, '2'],
    [rarely, '1'],
  ] as const) {
    await page.goto('/admin/qb/options/add');
    const optionForm = page.getByRole('form', { name: 'Add an option' });
    await field(optionForm, 'Text (English)').fill(option.en);
    await field(optionForm, 'Text (Turkish)').fill(option.tr);
    await field(optionForm, 'Value').fill(value);
    await optionForm.getByRole('button', { name: 'Add option' }).click();
    await expect(page.getByRole('heading', { level: 1, name: option.en })).toBeVisible();
  }

  // A single-choice question from the phrase with the matter and both options.
  await page.goto('/admin/qb/questions/add');
  await expect(page.getByRole('form', { name: 'Add a question' })).toBeVisible();
  await pick(page, 'Phrase', suffix, `How often do you play {matter}? (${suffix})`);
  await pick(page, 'Add a matter', matterEn, matterEn);
  await expect(
    page.getByText(`English: How often do you play ${matterEn}? (${suffix})`),
  ).toBeVisible();
  await pick(page, 'Add an option', often.en, `${often.en} (2)`);
  await pick(page, 'Add an option', rarely.en, `${rarely.en} (1)`);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Add question' }).click();
  const rendered = `How often do you play ${matterEn}? (${suffix})`;
  await expect(page.getByRole('heading', { level: 1, name: rendered })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview in bundle display' })).toHaveAttribute(
    'href',
    /\/admin\/qb\/bundle\/display\/[0-9a-f-]{36}$/,
  );
  const questionUrl = page.url();

  // Edit: importance and status change in place.
  await page.getByRole('link', { name: 'Edit' }).click();
  const editForm = page.getByRole('form', { name: 'Edit question' });
  await field(editForm, 'Importance').fill('8');
  await field(editForm, 'Status').click();
  await page.getByRole('option', { name: 'Active' }).click();
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(questionUrl);
  await expect(page.getByText('Active').first()).toBeVisible();

  // The list, in English and then in Turkish.
  await page.goto(`/admin/qb/questions?q=${suffix}`);
  await expect(page.getByRole('link', { name: rendered })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.evaluate(() => {
    localStorage.setItem('userLocale', 'tr');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sorular' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `${matterTr} ne sıklıkla oynarsın? (${suffix})` }),
  ).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('userLocale', 'en');
  });

  // The matter is in use: deleting it is refused with the API's reason.
  await page.goto(matterUrl);
  await expect(page.getByRole('heading', { level: 1, name: matterEn })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this matter?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText('used by 1 question');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: matterEn })).toBeVisible();
});

test('the question form warns that another question has the same text, with a link to it', async ({
  page,
}) => {
  await logIn(page, admin);
  await page.goto('/admin/qb/questions/add');
  const form = page.getByRole('form', { name: 'Add a question' });
  await form.getByText('Own text', { exact: true }).click();
  // A demo question's text, typed in other letter cases.
  const existing = 'How much does noise bother you while you study?';
  await field(form, 'Text (English)').fill('how much does NOISE bother you while you study?');
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'A question with this text exists already' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You can still save this one');
  await expect(notice.getByRole('link', { name: existing })).toHaveAttribute(
    'href',
    /^\/admin\/qb\/questions\/one\/main\/[0-9a-f-]{36}$/,
  );
  await expectNoSeriousAxeViolations(page);
  // Another text: the notice goes.
  await field(form, 'Text (English)').fill('How much does music help you while you study?');
  await expect(notice).toHaveCount(0);
});
