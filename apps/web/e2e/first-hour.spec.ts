import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccounts, expectNoSeriousAxeViolations, logIn, presetCookieConsent } from './support';

/**
 * What a new student, moderator or admin meets in their first hour (issue 19):
 * the personal shortcuts of /home, who wrote an experience under review, and
 * the small things (names in the reader's language, the campus clock, a quiet
 * console).
 */
const { admin, student } = demoAccounts;

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

async function readInTurkish(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('userLocale', 'tr');
  });
  await page.reload();
}

test('/home gives a signed-in student their own shortcuts, in English and in Turkish @phone', async ({
  page,
}) => {
  await logIn(page, student);
  await page.goto('/home');
  const forYou = page.getByRole('region', { name: 'For you' });
  const shortcut = (name: RegExp) => forYou.getByRole('link', { name });
  // The demo student: one approved contribution of three, a homework alarm tomorrow, no GPA plan,
  // and every quiz of the open round answered with the physical record filled.
  await expect(shortcut(/^VIP access/)).toHaveAttribute('href', '/my-space');
  await expect(shortcut(/^VIP access/)).toContainText(/\d of 3 approved contributions/);
  await expect(shortcut(/^Next alarm/)).toContainText('Submit the database systems homework');
  await expect(shortcut(/^Next alarm/)).toHaveAttribute('href', '/alarm/personal');
  await expect(shortcut(/^Your GPA/)).toContainText('Open the calculator');
  await expect(shortcut(/^Your questions/)).toContainText(/\d+ open questions?/);
  await expect(shortcut(/^Matching/)).toContainText('Ready: matches on');
  await expectNoSeriousAxeViolations(page);

  await shortcut(/^Matching/).click();
  await expect(page).toHaveURL(/\/matches$/);
  await expect(page.getByRole('article', { name: 'Spring friendship round' })).toBeVisible();

  await page.goto('/home');
  await readInTurkish(page);
  const sanaOzel = page.getByRole('region', { name: 'Sana özel' });
  await expect(sanaOzel.getByRole('link', { name: /^Eşleştirme/ })).toContainText(
    'Hazırsın: eşleşmeler',
  );
  await expect(sanaOzel.getByRole('link', { name: /^Sıradaki alarm/ })).toContainText(
    'Submit the database systems homework',
  );
});

test('a semester the calculator named reads in the language the student switches to', async ({
  page,
}) => {
  await page.goto('/gpa');
  await page.getByRole('button', { name: 'Add a semester' }).click();
  await page.getByRole('button', { name: 'Add a semester' }).click();
  await expect(page.getByRole('region', { name: 'Semester 2' })).toBeVisible();
  await readInTurkish(page);
  await expect(page.getByRole('region', { name: '1. dönem' })).toBeVisible();
  await expect(page.getByRole('region', { name: '2. dönem' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Semester/ })).toHaveCount(0);
});

test('alarms are listed soonest first on the campus clock, whatever the browser zone', async ({
  browser,
}) => {
  // Two alarms of the test's own, the later one set first (other tests change the demo's).
  const suffix = randomUUID().slice(0, 6);
  const hour = 60 * 60 * 1000;
  const later = { title: `Later ${suffix}`, remind_at: new Date(Date.now() + 30 * hour) };
  const sooner = { title: `Sooner ${suffix}`, remind_at: new Date(Date.now() + 29 * hour) };
  // A student abroad: their browser is seven or eight hours behind Istanbul.
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await presetCookieConsent(page, { analytics: false, marketing: false });
  const login = await page.request.post('/api/reception/login', {
    data: { user_email: student.email, user_password: student.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  for (const alarm of [later, sooner]) {
    const created = await page.request.post('/api/alarms', {
      data: { title: alarm.title, remind_at: alarm.remind_at.toISOString() },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await logIn(page, student);
  await page.goto('/alarm/personal');

  const titles = page.getByRole('article').filter({ hasText: suffix });
  await expect(titles).toHaveCount(2);
  await expect(titles.first()).toHaveAccessibleName(sooner.title);
  await expect(titles.nth(1)).toHaveAccessibleName(later.title);
  // Every scheduled alarm above every other, soonest first.
  const listed = await page.request.get('/api/alarms?page=1&page_size=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = ((await listed.json()) as { items: { status: string; remind_at: string }[] }).items;
  const scheduled = items.filter((alarm) => alarm.status === 'scheduled');
  expect(items.slice(0, scheduled.length)).toEqual(scheduled);
  const times = scheduled.map((alarm) => Date.parse(alarm.remind_at));
  expect(times).toEqual([...times].sort((a, b) => a - b));

  // The time shown is Istanbul's, not New York's.
  const timeIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
      sooner.remind_at,
    );
  await expect(titles.first()).toContainText(timeIn('Europe/Istanbul'));
  await expect(titles.first()).not.toContainText(timeIn('America/New_York'));
  await context.close();
});

test('moderators see who wrote an experience under review, admins can open that person, students never see it', async ({
  browser,
  page,
}) => {
  await logIn(page, admin);
  await page.goto('/admin/panel');
  const card = page.getByRole('article').filter({ hasText: 'Written by' }).first();
  await expect(card).toBeVisible();
  const author = card.getByRole('link', { name: /^[A-ZÇĞİÖŞÜ][\p{L}]+ [A-ZÇĞİÖŞÜ]\.$/u });
  await expect(author).toHaveAttribute('href', /^\/admin\/users\/[0-9a-f-]{36}$/);
  await author.click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);

  const context = await browser.newContext();
  const studentPage = await context.newPage();
  await presetCookieConsent(studentPage, { analytics: false, marketing: false });
  await logIn(studentPage, student);
  const catalogue = await studentPage.request.get(
    '/api/coursefile/courses?sort=-experiences&page_size=10',
  );
  const [top] = ((await catalogue.json()) as { items: { course_id: string }[] }).items;
  const experiences = studentPage.waitForResponse((response) =>
    /\/experiences(\?|$)/.test(response.url()),
  );
  await studentPage.goto(`/courses/${top?.course_id ?? ''}`);
  const body = (await (await experiences).json()) as { items: Record<string, unknown>[] };
  expect(body.items.length).toBeGreaterThan(0);
  for (const experience of body.items) {
    expect(Object.keys(experience).filter((key) => key.startsWith('author'))).toEqual([]);
  }
  await expect(studentPage.getByRole('article').first()).toBeVisible();
  await expect(studentPage.getByText('Written by')).toHaveCount(0);
  await context.close();
});

test('with analytics allowed and none configured, no page load warns about Google Analytics', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetCookieConsent(page, { analytics: true, marketing: false });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  for (const path of ['/', '/courses', '/gpa', '/questions', '/courses', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await logIn(page, student);
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'For you' })).toBeVisible();
  expect(warnings.filter((text) => /analytics/i.test(text))).toEqual([]);
  await context.close();
});
