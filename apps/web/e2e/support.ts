import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Stores a cookie choice before the app starts, so the banner stays out of a test's way. */
export async function presetCookieConsent(
  page: Page,
  choice: { analytics: boolean; marketing: boolean },
): Promise<void> {
  await page.addInitScript((saved) => {
    if (window.localStorage.getItem('cookie_consent') === null) {
      window.localStorage.setItem(
        'cookie_consent',
        JSON.stringify({ essential: true, ...saved, saved_at: new Date().toISOString() }),
      );
    }
  }, choice);
}
