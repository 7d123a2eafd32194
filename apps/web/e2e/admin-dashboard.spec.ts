import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccounts, expectNoSeriousAxeViolations, signedInPage } from './support';

const { admin, student } = demoAccounts;

async function setMaintenance(page: Page, on: boolean) {
  const toggle = page.getByRole('switch', { name: 'Maintenance mode' });
  if ((await toggle.isChecked()) === on) return;
  await toggle.click({ force: true });
  if (on) {
    const dialog = page.getByRole('dialog', { name: 'Switch maintenance mode on?' });
    await dialog.getByRole('button', { name: 'Switch on' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(toggle).toBeChecked({ checked: on });
}

test('the dashboard groups every admin section and counts what waits', async ({ browser }) => {
  const { page, close } = await signedInPage(browser, admin);
  try {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

    const quizBuilder = page.getByRole('navigation', { name: 'Quiz builder' });
    for (const name of [
      'Quiz management',
      'Question management',
      'Phrase management',
      'Option management (with alternative options)',
      'Matter management',
      'Response management',
      'Bundle management',
    ]) {
      await expect(quizBuilder.getByRole('link', { name })).toBeVisible();
    }
    await expect(
      page.getByRole('navigation', { name: 'Matching' }).getByRole('link', { name: 'Pairs' }),
    ).toHaveAttribute('href', '/admin/matching/pairs');

    // A new contact message waits for an admin: its card counts at least one.
    const sent = await page.request.post('/api/contacts', {
      data: {
        first_name: 'Deniz',
        last_name: 'Aydın',
        email: 'deniz.dashboard@example.com',
        subject: 'Dashboard count',
        platform: 'web',
        details: 'A message that waits to be handled.',
      },
    });
    expect(sent.ok()).toBe(true);
    await page.reload();
    const attention = page.getByRole('region', { name: 'Needs attention' });
    await expect(attention.getByRole('link', { name: /Contact messages/ })).toContainText(
      /\d+ items? waits?/,
    );
    await expectNoSeriousAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'People' })
      .getByRole('link', { name: 'Users', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/users\/all$/);
  } finally {
    await close();
  }
});

test('maintenance mode sends students away until an admin switches it off, and the switch is audited', async ({
  browser,
}) => {
  const { page, close } = await signedInPage(browser, admin);
  const other = await signedInPage(browser, student);
  try {
    await page.goto('/admin');
    await setMaintenance(page, true);
    await expect(page.getByText('Maintenance mode is on')).toBeVisible();

    await other.page.goto('/courses');
    await expect(other.page).toHaveURL(/\/$/);
    await expect(
      other.page.getByRole('alert', { name: 'CampusHub is under maintenance' }),
    ).toBeVisible();

    // Admins keep working.
    await page.goto('/admin/users/all');
    await expect(page).toHaveURL(/\/admin\/users\/all$/);
    await page.goto('/admin');
    await setMaintenance(page, false);
    await expect(page.getByText(/Last changed .* by /)).toBeVisible();

    await other.page.goto('/courses');
    await expect(other.page).toHaveURL(/\/courses$/);

    const audit = page.getByRole('region', { name: 'Audit log' });
    await audit.getByLabel('Search').fill('system.maintenance');
    await expect(audit.getByText('system.maintenance_on').first()).toBeVisible();
    await expect(audit.getByText('system.maintenance_off').first()).toBeVisible();
    await expect(audit.getByText('admin@campushub.test').first()).toBeVisible();
  } finally {
    // Never leave the shared e2e server in maintenance mode for the other specs.
    await page.goto('/admin');
    await setMaintenance(page, false);
    await other.close();
    await close();
  }
});

test('page views of visitors who allow analytics appear per route', async ({ browser }) => {
  const visitor = await signedInPage(browser, student, { analytics: true, marketing: false });
  try {
    for (const path of ['/gpa', '/gpa', '/dev/display']) {
      const counted = visitor.page.waitForResponse(
        (response) => response.url().endsWith('/api/analytics/page-view') && response.ok(),
      );
      await visitor.page.goto(path);
      await counted;
    }
  } finally {
    await visitor.close();
  }

  const { page, close } = await signedInPage(browser, admin);
  try {
    await page.goto('/admin');
    const views = page.getByRole('region', { name: 'Page views' });
    // The period's radio buttons are hidden behind their labels.
    await views.getByText('7 days', { exact: true }).click();
    await expect(views.getByRole('radio', { name: '7 days' })).toBeChecked();
    const gpaRow = views.getByRole('row', { name: /\/gpa/ });
    await expect(gpaRow).toBeVisible();
    await gpaRow.getByRole('button', { name: '/gpa' }).click();
    await expect(
      views.getByRole('img', { name: /Views per day of \/gpa over 7 days/ }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  } finally {
    await close();
  }
});
