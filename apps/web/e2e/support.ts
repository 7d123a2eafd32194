import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mailApiUrl } from './fixtures';

/**
 * Fails on serious or critical accessibility violations of the page as it is now, once its
 * finite animations (a toast fading in, a drawer sliding) have ended: halfway through a fade
 * the colours axe measures are blends that no one reads.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')})`,
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

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, code: string) => String.fromCharCode(parseInt(code, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits for a mail to an address and answers the path (with its token) of the link in it. */
export async function linkFromMail(to: string, pathPart: string, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`${mailApiUrl()}/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as { raw: string }[];
    const matching = messages
      .map((message) => decodeQuotedPrintable(message.raw))
      .map((text) => new RegExp(`https?://[^\\s"<]*${pathPart}\\?token=[\\w-]+`).exec(text)?.[0])
      .filter((link): link is string => link !== undefined);
    const link = matching[count - 1];
    if (link !== undefined) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} with a ${pathPart} link`);
}

/** The demo seed's accounts (apps/api/src/db/seed/demo-accounts.ts). */
export const demoAccounts = {
  student: { email: 'student@campushub.test', password: 'Demo-Student-2026' },
  moderator: { email: 'moderator@campushub.test', password: 'Demo-Moderator-2026' },
  admin: { email: 'admin@campushub.test', password: 'Demo-Admin-2026' },
  graduate: { email: 'graduate@campushub.test', password: 'Demo-Graduate-2026' },
} as const;

export interface Account {
  email: string;
  password: string;
}

/** Logs in through the login page and waits for the home page. */
export async function logIn(
  page: Page,
  account: Account,
  options: { remember?: boolean } = {},
): Promise<void> {
  await page.goto('/reception/login');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  if (options.remember === true) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A second person in the same test: a browser context of their own, logged in. */
export async function signedInPage(
  browser: Browser,
  account: Account,
  consent: { analytics: boolean; marketing: boolean } = { analytics: false, marketing: false },
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetCookieConsent(page, consent);
  await logIn(page, account);
  return { context, page, close: () => context.close() };
}
