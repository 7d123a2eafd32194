import { expect, test } from './fixtures';
import sharp from 'sharp';
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

/** A small PNG made here rather than read from a file. */
function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: '#d6336c' } })
    .png()
    .toBuffer();
}

test('an admin features a post with an image, sees it on the home page, then hides it', async ({
  page,
}) => {
  const code = `E2e${String(Date.now())}`;
  const caption = `Graduation day ${code}`;
  const postUrl = `https://www.instagram.com/p/${code}/`;

  // The home page shows the seeded posts to visitors.
  await page.goto('/home');
  const section = page.getByRole('region', { name: 'From our Instagram' });
  await expect(section).toBeVisible();
  await expect(
    section.getByRole('link', { name: /Spring has arrived on the central campus lawn/ }),
  ).toHaveAttribute('target', '_blank');

  await logIn(page, admin);
  await page.goto('/admin/instagram/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Instagram posts' })).toBeVisible();
  await expect(page.getByText('Spring has arrived on the central campus lawn.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Add a post' }).click();
  const form = page.getByRole('form', { name: 'Add an Instagram post' });
  await form.getByRole('button', { name: 'Add the post' }).click();
  await expect(form.getByText('Post link is required')).toBeVisible();
  await expect(form.getByText('Image is required')).toBeVisible();

  await field(form, 'Post link').fill('https://www.instagram.com/campus_hub/');
  await field(form, 'Caption (English)').fill(caption);
  await field(form, 'Caption (Turkish)').fill(`Mezuniyet günü ${code}`);
  await form.locator('input[type="file"]').setInputFiles({
    name: 'graduation.png',
    mimeType: 'image/png',
    buffer: await samplePng(),
  });
  await expect(form.getByRole('img', { name: "Preview of the post's image" })).toBeVisible();
  await form.getByRole('button', { name: 'Add the post' }).click();
  await expect(
    form.getByText('Enter the link of an Instagram post, such as https://www.instagram.com/p/…/'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await field(form, 'Post link').fill(`${postUrl}?igsh=share`);
  await form.getByRole('button', { name: 'Add the post' }).click();
  await expect(page.getByText('The post was added.')).toBeVisible();
  await expect(form).toBeHidden();
  const card = page.getByTestId('instagram-admin-post').filter({ hasText: caption });
  await expect(card.getByRole('link', { name: /instagram\.com\/p\// })).toHaveAttribute(
    'href',
    postUrl,
  );
  await expect(card.getByRole('img', { name: caption })).toBeVisible();

  // On the home page, in the reader's language, opening Instagram in a new tab.
  await page.goto('/home');
  const link = page
    .getByRole('region', { name: 'From our Instagram' })
    .getByRole('link', { name: `Open on Instagram (new tab): ${caption}` });
  await expect(link).toHaveAttribute('href', postUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link.getByRole('img', { name: caption })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Hidden again: it leaves the home page.
  await page.goto('/admin/instagram/all');
  const toggle = page.getByRole('switch', { name: `Show on the home page: ${caption}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('The post is hidden from the home page.')).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'From our Instagram' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(code) })).toHaveCount(0);

  // Deleted after a confirmation.
  await page.goto('/admin/instagram/all');
  await page.getByRole('button', { name: `Delete: ${caption}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The post was deleted.')).toBeVisible();
  await expect(page.getByTestId('instagram-admin-post').filter({ hasText: caption })).toHaveCount(
    0,
  );
});

test('the admin page works on a phone @phone', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/admin/instagram/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Instagram posts' })).toBeVisible();
  const first = page.getByTestId('instagram-admin-post').first();
  await expect(first.getByRole('button', { name: /^Move down:/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
