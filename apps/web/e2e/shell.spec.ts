import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations, presetCookieConsent } from './support';

/** The navigation bar is the page's header landmark; signed out it holds only logo, language and login. */
const navigationBar = (page: Page) => page.getByRole('banner');
const footerGroups = (page: Page) => page.getByRole('navigation', { name: 'Community' });
const copyrightBlock = (page: Page) =>
  page.getByRole('navigation', { name: 'Legal and help links' });

/** SPEC.md section 2 "Layout rules", seen in the browser: [path, navbar, footer, second footer]. */
const layoutCases: [string, boolean, boolean, boolean][] = [
  ['/', false, false, true],
  ['/about', true, true, false],
  ['/faq', true, false, true],
  ['/policies/privacy', true, true, true],
  ['/policies/terms', true, false, true],
  ['/policies/kvkk', true, false, true],
  ['/policies/cookie-policy', true, true, false],
  ['/reception/login', false, false, true],
  ['/reception-vip/register', false, false, true],
  ['/career', true, true, false],
];

test.describe('layout rules', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page, { analytics: false, marketing: false });
  });

  for (const [path, hasNavbar, hasFooter, hasSecondFooter] of layoutCases) {
    test(`${path} shows navbar ${String(hasNavbar)}, footer ${String(hasFooter)}, second footer ${String(hasSecondFooter)}`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('#main-content')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(navigationBar(page)).toHaveCount(hasNavbar ? 1 : 0);
      await expect(footerGroups(page)).toHaveCount(hasFooter ? 1 : 0);
      await expect(copyrightBlock(page)).toHaveCount(hasSecondFooter ? 1 : 0);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('an unknown page shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousAxeViolations(page);
  });

  test('a login-required page sends a visitor to the login page, keeping the way back', async ({
    page,
  }) => {
    await page.goto('/profile/view');
    await expect(page).toHaveURL(/\/reception\/login\?next=%2Fprofile%2Fview$/);
  });

  test('signed out, the navigation bar holds only the logo, the language switcher and a login link', async ({
    page,
  }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('link', { name: 'CampusHub, go to the home page' }),
    ).toBeVisible();
    await expect(header.getByRole('button', { name: /Language: / })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Events' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Information bank' })).toHaveCount(0);
  });
});

test.describe('the landing page', () => {
  test('introduces the product and leads to sign-in @phone', async ({ page }) => {
    await presetCookieConsent(page, { analytics: false, marketing: false });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('600+').first()).toBeVisible();
    await page
      .getByRole('link', { name: /sign in|log in/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/reception\/login$/);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('language', () => {
  test('switching to Turkish saves the choice and reloads in Turkish @phone', async ({ page }) => {
    await presetCookieConsent(page, { analytics: false, marketing: false });
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page
      .getByRole('button', { name: /Language: / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(
      page.getByRole('navigation', { name: 'Yasal ve yardım bağlantıları' }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userLocale'))).toBe('tr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expectNoSeriousAxeViolations(page);
  });

  test('a Turkish browser gets Turkish without asking', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'tr-TR' });
    const page = await context.newPage();
    await presetCookieConsent(page, { analytics: false, marketing: false });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await context.close();
  });
});

test.describe('theme', () => {
  test('the toggle switches to dark, is remembered, and passes axe in dark @phone', async ({
    page,
  }) => {
    await presetCookieConsent(page, { analytics: false, marketing: false });
    await page.goto('/policies/privacy');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSeriousAxeViolations(page);
  });

  test('with no stored choice the system preference is used', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await presetCookieConsent(page, { analytics: false, marketing: false });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await context.close();
  });
});

test.describe('cookies and page views', () => {
  test('Allow all saves every category, hides the banner and starts page-view reports', async ({
    page,
  }) => {
    // The client streams the JSON body, which the browser does not expose to the test; the server
    // validates it (204 means a well-formed view) and the referer says which page reported.
    const reports: { status: number; page: string }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/analytics/page-view')) {
        reports.push({
          status: response.status(),
          page: response.request().headers().referer ?? '',
        });
      }
    });
    await page.goto('/about');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await expect(banner).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.waitForTimeout(300);
    expect(reports).toEqual([]);

    await banner.getByRole('button', { name: 'Allow all' }).click();
    await expect(banner).toHaveCount(0);
    const saved = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('cookie_consent') ?? '{}') as unknown,
    );
    expect(saved).toMatchObject({ essential: true, analytics: true, marketing: true });

    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => JSON.stringify(reports)).toMatch(/\/faq"/);
    expect(reports.every((report) => report.status === 204)).toBe(true);

    await page.reload();
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toHaveCount(0);
  });

  test('Manage opens the settings; Cancel keeps nothing, Save stores the switches', async ({
    page,
  }) => {
    await page.goto('/policies/cookie-policy');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.getByRole('button', { name: 'Manage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookie_consent'))).toBeNull();

    await banner.getByRole('button', { name: 'Manage' }).click();
    await dialog.getByRole('switch', { name: 'Analytics' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    const saved = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('cookie_consent') ?? '{}') as unknown,
    );
    expect(saved).toMatchObject({ essential: true, analytics: true, marketing: false });
  });

  test('the footer reopens the settings, so a saved choice can be changed', async ({ page }) => {
    await presetCookieConsent(page, { analytics: true, marketing: true });
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toHaveCount(0);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie settings' })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await dialog.getByRole('switch', { name: 'Marketing' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    const saved = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('cookie_consent') ?? '{}') as unknown,
    );
    expect(saved).toMatchObject({ analytics: true, marketing: false });
  });

  test('without analytics consent no page view is reported', async ({ page }) => {
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/page-view')) reports.push(request.url());
    });
    await presetCookieConsent(page, { analytics: false, marketing: true });
    await page.goto('/about');
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.waitForTimeout(500);
    expect(reports).toEqual([]);
  });
});

test('the WhatsApp prompt comes from the 3rd visit, after the page content, covering nothing', async ({
  page,
}) => {
  await presetCookieConsent(page, { analytics: false, marketing: false });
  await page.goto('/about');
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  const prompt = page.getByRole('complementary', { name: 'Join our WhatsApp community' });
  await expect(prompt).toHaveCount(0);
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(prompt).toBeVisible();
  // In the page's flow: below the main content and above the footer, not fixed over either.
  const main = await page.getByRole('main').boundingBox();
  const box = await prompt.boundingBox();
  expect(main).not.toBeNull();
  expect(box).not.toBeNull();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((main?.y ?? 0) + (main?.height ?? 0) - 1);
  expect(await prompt.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
  await prompt.getByRole('button', { name: /Dismiss|Close/ }).click();
  await expect(prompt).toHaveCount(0);
});
