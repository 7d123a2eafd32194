import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import {
  demoAccounts,
  expectNoSeriousAxeViolations,
  logIn,
  presetCookieConsent,
  signedInPage,
} from './support';

const { admin, moderator, student } = demoAccounts;

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

test('a student proposes a question, a moderator publishes it, the student votes once', async ({
  page,
  browser,
}) => {
  // Two people, two tabs and four accessibility checks: longer than the default.
  const title = `Should the gym open at 06:00? ${randomUUID().slice(0, 6)}`;
  await logIn(page, student);
  await page.goto('/vote/question/add');
  const form = page.getByRole('form', { name: 'Propose a question' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByText('Question is required')).toBeVisible();
  await expect(form.getByText('Each option needs a text')).toHaveCount(2);
  await form.getByRole('textbox', { name: 'Question' }).fill(title);
  await form.getByRole('textbox', { name: 'Option 1' }).fill('Yes, from 06:00');
  await form.getByRole('textbox', { name: 'Option 2' }).fill('yes, from 06:00');
  await form.getByRole('button', { name: 'Add an option' }).click();
  await form.getByRole('textbox', { name: 'Option 3' }).fill('No, 08:00 is fine');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(
    form.getByText('Options must be different: "yes, from 06:00" appears more than once'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Option 2' }).fill('Only on weekdays');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Your question was sent. A moderator will review it.')).toBeVisible();
  const proposals = page.getByRole('region', { name: 'Your proposals' });
  await expect(proposals.getByRole('article', { name: title })).toContainText('Proposed');
  await expectNoSeriousAxeViolations(page);

  // A moderator publishes it from the admin panel.
  const moderatorSession = await signedInPage(browser, moderator);
  const moderatorPage = moderatorSession.page;
  await moderatorPage.goto('/admin/panel?tab=votes');
  const queue = moderatorPage.getByRole('tabpanel');
  const proposed = queue.getByRole('article', { name: title });
  await expect(proposed).toContainText('Only on weekdays');
  await expectNoSeriousAxeViolations(moderatorPage);
  await proposed.getByRole('button', { name: `Publish: ${title}` }).click();
  await expect(moderatorPage.getByText('The question is published.')).toBeVisible();
  await expect(queue.getByRole('article', { name: title })).toHaveCount(0);
  await moderatorSession.context.close();

  // The student votes; a second vote (from a second tab still showing the form) is refused.
  await page.goto('/admin/vote/all');
  const question = page.getByRole('article', { name: title });
  await expect(question).toBeVisible();
  const secondTab = await page.context().newPage();
  await logIn(secondTab, student);
  await secondTab.goto('/admin/vote/all');
  const staleQuestion = secondTab.getByRole('article', { name: title });
  await staleQuestion.getByRole('radio', { name: 'No, 08:00 is fine' }).check();
  // The second tab goes to the background, where the results stop refreshing themselves, so it
  // still shows the form when it comes back (however long the first tab's checks take).
  await secondTab.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  await question.getByRole('button', { name: `Vote: ${title}` }).click();
  await expect(question.getByText('Choose an option first')).toBeVisible();
  await question.getByRole('radio', { name: 'Yes, from 06:00' }).check();
  await question.getByRole('button', { name: `Vote: ${title}` }).click();
  await expect(question.getByText('Your vote')).toBeVisible();
  await expect(question.getByText('1 vote · 100%')).toBeVisible();
  await expect(question.getByText('1 vote in all')).toBeVisible();
  await expect(question.getByRole('button', { name: `Vote: ${title}` })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await staleQuestion.getByRole('button', { name: `Vote: ${title}` }).click();
  await expect(staleQuestion.getByRole('alert')).toHaveText(
    'You have already voted on this question',
  );
  await expect(staleQuestion.getByText('1 vote in all')).toBeVisible();
  await secondTab.close();

  await page.goto('/my-space');
  const mySpace = page.getByRole('region', { name: 'My votes' });
  await expect(mySpace.getByText('You voted "Yes, from 06:00"')).toBeVisible();
});

test('a student joins a waitlist and an admin sees the count and exports the CSV', async ({
  page,
  browser,
}) => {
  await logIn(page, student);
  await page.goto('/waitlist/add');
  const card = page.getByRole('article', { name: 'Mobile app' });
  await card
    .getByRole('textbox', { name: 'Note (optional)' })
    .fill('Reminders for my exams, please');
  await card.getByRole('button', { name: 'Join the waitlist: Mobile app' }).click();
  await expect(card.getByText('On the list')).toBeVisible();
  await expect(card.getByText('Your note: Reminders for my exams, please')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const adminSession = await signedInPage(browser, admin);
  const adminPage = adminSession.page;
  await adminPage.goto('/admin/waitlist/all');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Waitlists' })).toBeVisible();
  await expect(
    adminPage.getByRole('progressbar', { name: /^Mobile app: \d+ people$/ }),
  ).toBeVisible();
  await adminPage.getByRole('combobox', { name: 'Feature' }).click();
  await adminPage.getByRole('option', { name: 'Mobile app' }).click();
  await expect(adminPage.getByRole('cell', { name: 'student@campushub.test' })).toBeVisible();
  await expectNoSeriousAxeViolations(adminPage);
  const downloading = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('waitlist-mobile_app.csv');
  const file = await download.path();
  const csv = await readFile(file, 'utf8');
  expect(csv.startsWith('\uFEFFfeature,feature_name,first_name')).toBe(true);
  expect(csv).toContain('student@campushub.test,"Reminders for my exams, please",');
  await adminSession.context.close();
});

test('joining and leaving a waitlist on a phone @phone', async ({ page }) => {
  await logIn(page, student);
  await page.goto('/waitlist/add');
  const card = page.getByRole('article', { name: 'Alumni mentoring' });
  await card.getByRole('button', { name: 'Join the waitlist: Alumni mentoring' }).click();
  await expect(card.getByText('On the list')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await card.getByRole('button', { name: 'Leave the waitlist: Alumni mentoring' }).click();
  await expect(
    card.getByRole('button', { name: 'Join the waitlist: Alumni mentoring' }),
  ).toBeVisible();

  await page.goto('/admin/vote/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Votes' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(4);
  await expectNoSeriousAxeViolations(page);
});
