import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { storageKeys } from '../src/lib/storage-keys';
import { mailApiUrl } from './fixtures';

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fails on serious or critical accessibility violations of the page as it is now, once its
 * finite animations (a toast fading in, a drawer sliding) have ended: halfway through a fade
 * the colours axe measures are blends that no one reads.
 *
 * axe is put into a document once and then run in it, reporting violations only: the app has
 * no frames, so the cross-frame protocol of axe's Playwright wrapper (axe put in again on
 * every check, and a blank page opened to merge the results) bought nothing, and cost about
 * 2.7 s a check on a busy machine.
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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const serious = await page.evaluate(async (tags) => {
    interface Violation {
      id: string;
      impact?: string | null;
      help: string;
      nodes: { target: unknown[]; html: string; failureSummary?: string }[];
    }
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`).join(', ')})`,
      );
  }, axeTags);
  expect(serious).toEqual([]);
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

/** The demo seed's accounts (apps/api/src/features/accounts/demo-accounts.ts). */
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

/**
 * Signs in through the API, as "Remember me" keeps a session: the tokens go to local storage
 * before the next page the test opens starts the app, once per tab (a later logout stays
 * logged out). The login form has tests of its own (accounts.spec.ts); going through it for
 * every sign-in cost a page load and a form, about 3 s a test.
 */
export async function logIn(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/reception/login', {
    data: { user_email: account.email, user_password: account.password, remember_me: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  expect(tokens.access_token).not.toBe('');
  await page.addInitScript(
    ({ access_token, refresh_token, keys }) => {
      try {
        const applied = `e2e_signed_in:${access_token}`;
        if (window.sessionStorage.getItem(applied) !== null) return;
        window.localStorage.setItem(keys.accessToken, access_token);
        window.localStorage.setItem(keys.refreshToken, refresh_token);
        window.sessionStorage.setItem(applied, 'yes');
      } catch {
        // A blank page has no storage; the next page of the app's origin takes the tokens.
      }
    },
    { ...tokens, keys: storageKeys },
  );
}

/** A string field of a JSON body (an id, a token), or a failure that shows the body. */
function readId(body: unknown, key: string): string {
  const value: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
  if (typeof value !== 'string') throw new Error(`No ${key} in ${JSON.stringify(body)}`);
  return value;
}

/**
 * An account's session on the API, for making a test's own data: `post` sends a body to a
 * path under /api/ with the account's token, expects 201 and answers the response's body;
 * `create` answers the made thing's id, the string field `key` of that body.
 */
export async function apiSession(request: APIRequestContext, account: Account) {
  const login = await request.post('/api/reception/login', {
    data: { user_email: account.email, user_password: account.password },
  });
  expect(login.ok()).toBe(true);
  const token = readId(await login.json(), 'access_token');
  const post = async (path: string, data: object): Promise<unknown> => {
    const response = await request.post(`/api/${path}`, {
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as unknown;
  };
  const create = async (path: string, data: object, key: string): Promise<string> =>
    readId(await post(path, data), key);
  return { post, create };
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

/** A form field by its label; required fields add an asterisk to it. */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`)).first();
}

/**
 * A new student with a confirmed address, registered through the API and the mailed link;
 * answers the e-mail address (`prefix.<random>@…`), which signs in with `person.password`.
 */
export async function registerStudent(
  page: Page,
  person: { prefix: string; password: string; firstName: string; lastName: string },
): Promise<string> {
  const email = `${person.prefix}.${randomUUID().slice(0, 8)}@ogr.yesiltepe.edu.tr`;
  const response = await page.request.post('/api/reception/register', {
    data: {
      user_email: email,
      user_password: person.password,
      user_first_name: person.firstName,
      user_last_name: person.lastName,
      locale: 'en',
    },
  });
  expect(response.status()).toBe(202);
  await page.goto(await linkFromMail(email, '/reception/verify-email'));
  await expect(
    page.getByRole('heading', { name: 'Your e-mail address is verified' }),
  ).toBeVisible();
  return email;
}
