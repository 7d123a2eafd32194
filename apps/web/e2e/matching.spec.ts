import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiSession,
  demoAccounts,
  expectNoSeriousAxeViolations,
  logIn,
  presetCookieConsent,
  signedInPage,
} from './support';

const { admin, student, graduate } = demoAccounts;

/**
 * Matching from end to end (issue 15): two students opt in to a round of its
 * own and answer its bundle, an admin runs a calculation and publishes it,
 * both accept, and then each sees the other's contact details. Then every
 * matching page passes axe on the seeded demo data.
 */

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

/**
 * A round of the test's own, through the admin API: a matching quiz of one
 * question in a published bundle, and an open friendship round scoring it.
 */
async function openRound(request: APIRequestContext, suffix: string) {
  const { create } = await apiSession(request, admin);
  const option = (en: string, tr: string, value: number) =>
    create(
      'admin/qb/option/main',
      { text_en: `${en} ${suffix}`, text_tr: `${tr} ${suffix}`, value },
      'option_id',
    );
  const tea = await option('Tea', 'Çay', 1);
  const coffee = await option('Coffee', 'Kahve', 2);
  const question = await create(
    'admin/qb/question/main',
    {
      status: 'active',
      type: 'single_choice',
      text_en: `Tea or coffee? ${suffix}`,
      text_tr: `Çay mı kahve mi? ${suffix}`,
      options: [{ option_id: tea }, { option_id: coffee }],
    },
    'question_id',
  );
  const quizId = await create(
    'admin/qb/quiz/main',
    {
      title_en: `Mornings ${suffix}`,
      title_tr: `Sabahlar ${suffix}`,
      description_en: 'One question',
      description_tr: 'Tek soru',
      purpose: 'matching',
      status: 'published',
      questions: [{ question_id: question, points: 0 }],
    },
    'quiz_id',
  );
  const bundleId = await create(
    'admin/qb/bundle/main',
    {
      title_en: `Tea time ${suffix}`,
      title_tr: `Çay saati ${suffix}`,
      description_en: '',
      description_tr: '',
      status: 'published',
      quiz_ids: [quizId],
    },
    'bundle_id',
  );
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const title = `Tea friends ${suffix}`;
  const roundId = await create(
    'admin/matching/rounds',
    {
      title_en: title,
      title_tr: `Çay arkadaşları ${suffix}`,
      purpose: 'friendship',
      status: 'open',
      bundle_id: bundleId,
      opens_at: at(-1),
      closes_at: at(24),
      reveal_at: at(48),
      respond_by: at(24 * 9),
    },
    'round_id',
  );
  return { roundId, bundleId, title, tea: `Tea ${suffix}` };
}

/** Opts in on /matches, fills the physical record when asked, answers the bundle. */
async function optInAndAnswer(
  page: Page,
  round: { title: string; tea: string },
  options: { fillPhysical: boolean },
): Promise<void> {
  await page.goto('/matches');
  const card = page.getByRole('article', { name: round.title });
  await card.getByLabel('I want to be matched for: Friendship').check();
  await card.getByLabel('I have read and accept the consent text').check();
  await card.getByRole('button', { name: 'Opt in' }).click();
  await expect(card.getByText('Your progress')).toBeVisible();
  if (options.fillPhysical) {
    await card.getByRole('button', { name: 'Fill in your physical record' }).click();
    const drawer = page.getByRole('dialog', { name: 'Physical record' });
    await drawer.getByLabel('Birth year').fill('2002');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your physical record is saved')).toBeVisible();
    await expect(card.getByText('Physical record filled')).toBeVisible();
  }
  await card.getByRole('link', { name: 'Answer the questions' }).click();
  await expect(page).toHaveURL(/\/bundle\//);
  await page.getByRole('button', { name: 'Start', exact: true }).first().click();
  await page.getByRole('radio', { name: round.tea }).check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Review answers' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await page.goto('/matches');
  await expect(
    page
      .getByRole('article', { name: round.title })
      .getByText('All done: you are in the next calculation.'),
  ).toBeVisible();
}

test('two students opt in and answer, an admin runs and publishes, both accept and see each other’s contact', async ({
  page,
  browser,
  request,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const round = await openRound(request, suffix);

  const first = await signedInPage(browser, student);
  const second = await signedInPage(browser, graduate);
  // The demo student has a physical record from the demo; the graduate fills one.
  await optInAndAnswer(first.page, round, { fillPhysical: false });
  await expectNoSeriousAxeViolations(first.page);
  await optInAndAnswer(second.page, round, { fillPhysical: true });

  // The admin runs a calculation of the round and publishes it.
  await logIn(page, admin);
  await page.goto(`/admin/matching/calculations?round_id=${round.roundId}`);
  await page.getByRole('button', { name: 'New calculation' }).click();
  await page
    .getByRole('dialog', { name: 'New calculation' })
    .getByRole('button', { name: 'Start calculation' })
    .click();
  await expect(
    page.getByText('The calculation finished. Open it to check the result and publish it.'),
  ).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/admin\/matching\/calculations\/[\w-]+$/);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish this calculation?' });
  await expect(confirm).toContainText('2 people in 1 matches');
  await confirm.getByRole('button', { name: 'Publish and notify' }).click();
  await expect(
    page.getByText('The calculation has been published; the people matched are being notified'),
  ).toBeVisible();

  // Both see their match, neither the other's contact until both accepted.
  for (const person of [first, second]) {
    await person.page.goto('/matches');
    await expect(person.page.getByText(/\d+% match/)).toBeVisible();
    await expect(person.page.getByText('You agree on')).toBeVisible();
    await expect(person.page.getByText(graduate.email)).toHaveCount(0);
  }
  await first.page.getByRole('button', { name: 'Accept' }).click();
  await expect(
    first.page.getByText('You accepted; waiting for your match to answer.'),
  ).toBeVisible();
  await expect(first.page.getByText(graduate.email)).toHaveCount(0);
  await second.page.reload();
  await second.page.getByRole('button', { name: 'Accept' }).click();
  await expect(second.page.getByText(`· ${student.email}`)).toBeVisible();
  await expectNoSeriousAxeViolations(second.page);
  await first.page.reload();
  await expect(first.page.getByText(`· ${graduate.email}`)).toBeVisible();
  await expect(
    first.page.getByText('You both accepted: here is how to reach each other'),
  ).toBeVisible();

  await first.close();
  await second.close();
});

test('every matching admin page shows the demo’s data and passes axe', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/admin/matching');
  await expect(page).toHaveURL(/\/admin\/matching\/physicals$/);
  const nav = page.getByRole('navigation', { name: 'Matching sections' });
  const sections = [
    ['Physical records', /\/admin\/matching\/physicals$/],
    ['Statistics', /\/admin\/matching\/physicals\/statistics$/],
    ['Participants', /\/admin\/matching\/users$/],
    ['Pairs', /\/admin\/matching\/pairs$/],
    ['Matches', /\/admin\/matching\/matches$/],
    ['Calculations', /\/admin\/matching\/calculations/],
  ] as const;
  for (const [name, url] of sections) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    if (name === 'Statistics' || name === 'Calculations') continue;
    // The first row's detail page, and its edit page where it has one.
    const table = page.getByRole('table').first();
    await table.getByRole('link').first().click();
    await expect(page).not.toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const edit = page.getByRole('link', { name: 'Edit', exact: true });
    if ((await edit.count()) > 0) {
      await edit.click();
      await expect(page).toHaveURL(/\/edit$/);
      await expectNoSeriousAxeViolations(page);
    }
  }
  // The calculation of the demo's open round, and the add pages.
  await page.goto('/admin/matching/calculations');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/matching\/calculations\/[\w-]+$/);
  await expectNoSeriousAxeViolations(page);
  for (const path of ['/admin/matching/pairs/add', '/admin/matching/matches/add']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
});
