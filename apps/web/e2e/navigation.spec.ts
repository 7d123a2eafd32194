import { expect, test } from './fixtures';
import { demoAccounts, expectNoSeriousAxeViolations, logIn, presetCookieConsent } from './support';

/** Issue 19, items 1 and 2: the header's links on a laptop, "More", and the landing page's cards. */

test.beforeEach(async ({ page }) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
});

test.describe('on a 1280 × 800 laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a student sees the main links and reaches the psychologist pool through "More" in two clicks', async ({
    page,
  }) => {
    await logIn(page, demoAccounts.student);
    await page.goto('/home');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'GPA calculator' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Question pool' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open the navigation menu' })).toBeHidden();
    // One line: the bar is no taller than the header and nothing scrolls sideways.
    const navBox = await nav.boundingBox();
    expect(navBox?.height ?? 0).toBeLessThanOrEqual(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );

    await nav.getByRole('button', { name: 'More' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Q&A bank' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Careers' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Join a waitlist' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Propose a vote' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await menu.getByRole('menuitem', { name: 'Psychologist pool' }).click();
    await expect(page).toHaveURL(/\/psychology\/display$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Psychologist experiences' }),
    ).toBeVisible();
    await expect(nav.getByRole('button', { name: 'More' })).toHaveAttribute(
      'data-variant',
      'light',
    );
  });

  test('the Turkish header fits on one line, "More" included', async ({ page }) => {
    await logIn(page, demoAccounts.student);
    await page.goto('/home');
    await page.evaluate(() => {
      window.localStorage.setItem('userLocale', 'tr');
    });
    await page.goto('/courses');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Ana gezinme' });
    await expect(nav.getByRole('link', { name: 'Dersler' })).toBeVisible();
    const more = nav.getByRole('button', { name: 'Daha fazla' });
    await expect(more).toBeVisible();
    expect((await nav.boundingBox())?.height ?? 0).toBeLessThanOrEqual(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );

    // By keyboard: Enter opens "More" on its first page, the arrows move, Escape goes back.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Soru-cevap bankası' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Psikolog havuzu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toBeFocused();
  });

  test('a visitor on / opens a feature card and lands on its page', async ({ page }) => {
    await page.goto('/');
    const features = page.getByRole('region', { name: 'Everything a student needs, in one place' });
    await expect(features.getByRole('link')).toHaveCount(11);
    const gpa = features.getByRole('link', { name: 'GPA calculator' });
    await gpa.focus();
    await expect(gpa).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gpa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'GPA calculator' })).toBeVisible();

    await page.goto('/');
    await features.getByRole('link', { name: 'Q&A bank and question pool' }).click();
    await expect(page).toHaveURL(/\/qa\/display$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Q&A bank' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('only the menu button shows, and its drawer lists the pages of "More" too', async ({
    page,
  }) => {
    await logIn(page, demoAccounts.student);
    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await header.getByRole('button', { name: 'Open the navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Psychiatrist pool' }).click();
    await expect(page).toHaveURL(/\/psychiatry\/display$/);
  });
});
