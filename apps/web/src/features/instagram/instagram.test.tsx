import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { InstagramPost } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import { signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { AdminInstagramPage } from './admin-instagram-page';
import { InstagramFeaturedSection } from './components/instagram-featured-section';

const spring: InstagramPost = {
  post_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01',
  post_url: 'https://www.instagram.com/p/Spring1/',
  caption_en: 'Spring on campus',
  caption_tr: 'Kampüste bahar',
  display_order: 1,
  is_active: true,
  image_url: '/api/instagram/image/0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01.webp?v=abcdef012345',
  created_at: '2026-07-13T09:00:00.000Z',
  updated_at: '2026-07-13T09:00:00.000Z',
};

const library: InstagramPost = {
  ...spring,
  post_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f02',
  post_url: 'https://www.instagram.com/reel/Library2/',
  caption_en: 'Library nights',
  caption_tr: 'Kütüphane geceleri',
  display_order: 2,
  is_active: false,
};

let user: UserEvent;
const createObjectURL = vi.fn(() => 'blob:preview');
const revokeObjectURL = vi.fn();

function pageOf(items: InstagramPost[]) {
  return { items, page: 1, page_size: 100, total: items.length };
}

function renderAdmin() {
  return renderRoutes({
    routes: [{ path: '/admin/instagram/all', element: <AdminInstagramPage /> }],
    initialEntry: '/admin/instagram/all',
  });
}

function fileInput(form: HTMLElement): HTMLInputElement {
  const input = form.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('The form has no file input');
  return input;
}

/** The multipart form the fake API received (a FormData of the test's fetch). */
function formOf(body: unknown): { get: (name: string) => unknown } {
  if (typeof body !== 'object' || body === null || !('get' in body)) {
    throw new Error('The call sent no form');
  }
  const { get } = body;
  if (typeof get !== 'function') throw new Error('The call sent no form');
  return { get: (name: string): unknown => Reflect.apply(get, body, [name]) };
}

function png(name = 'post.png', size = 128): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
  fakeServer.reset();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  fakeServer.on('GET', 'instagram/posts', () => jsonResponse(200, pageOf([spring, library])));
});
afterEach(() => {
  setSignedOut();
});

describe('AdminInstagramPage', () => {
  it('lists the posts in order with their state, and the first cannot move up', async () => {
    signInAs('admin');
    renderAdmin();
    expect(await screen.findByText('Spring on campus')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Library nights' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up: Spring on campus' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Library nights' })).toBeDisabled();
    expect(
      screen.getByRole('switch', { name: 'Show on the home page: Library nights' }),
    ).not.toBeChecked();

    fakeServer.on('POST', `instagram/posts/${library.post_id}/move`, () =>
      jsonResponse(200, { ...library, display_order: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Move up: Library nights' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', `instagram/posts/${library.post_id}/move`)).toHaveLength(1);
    });
    expect(fakeServer.callsTo('POST', `instagram/posts/${library.post_id}/move`)[0]?.body).toEqual({
      direction: 'up',
    });
  });

  it('checks the form before sending it, then sends the fields and the image', async () => {
    signInAs('admin');
    fakeServer.on('POST', 'instagram/posts', () => jsonResponse(201, spring));
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Add a post' }));
    const form = await screen.findByRole('form', { name: 'Add an Instagram post' });
    const inForm = within(form);
    await user.type(inForm.getByLabelText(/^Post link/), 'https://example.com/p/abc/');
    await user.type(inForm.getByLabelText(/^Display order/), '0');
    await user.click(inForm.getByRole('button', { name: 'Add the post' }));
    expect(
      await inForm.findByText(
        'Enter the link of an Instagram post, such as https://www.instagram.com/p/…/',
      ),
    ).toBeInTheDocument();
    expect(inForm.getByText('Caption (English) is required')).toBeInTheDocument();
    expect(inForm.getByText('Enter a whole number from 1 to 999.')).toBeInTheDocument();
    expect(inForm.getByText('Image is required')).toBeInTheDocument();

    await user.upload(fileInput(form), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(inForm.getByText('Choose a PNG, JPG or WebP image.')).toBeInTheDocument();
    await user.upload(fileInput(form), png('huge.png', 2 * 1024 * 1024 + 1));
    expect(inForm.getByText('The image is too large; the limit is 2 MB.')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'instagram/posts')).toHaveLength(0);

    await user.clear(inForm.getByLabelText(/^Post link/));
    await user.type(inForm.getByLabelText(/^Post link/), 'https://www.instagram.com/p/Spring1/');
    await user.clear(inForm.getByLabelText(/^Display order/));
    await user.type(inForm.getByLabelText(/^Caption \(English\)/), 'Spring on campus');
    await user.type(inForm.getByLabelText(/^Caption \(Turkish\)/), 'Kampüste bahar');
    await user.upload(fileInput(form), png());
    expect(inForm.getByRole('img', { name: "Preview of the post's image" })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(inForm.getByRole('button', { name: 'Add the post' }));
    expect(await screen.findByText('The post was added.')).toBeInTheDocument();
    const [call] = fakeServer.callsTo('POST', 'instagram/posts');
    const body = formOf(call?.body);
    expect(body.get('post_url')).toBe('https://www.instagram.com/p/Spring1/');
    expect(body.get('caption_tr')).toBe('Kampüste bahar');
    expect(body.get('display_order')).toBeNull();
    expect(body.get('is_active')).toBe('true');
    expect(body.get('file')).toMatchObject({ type: 'image/png' });
  });

  it('puts the API field errors onto the fields, in Turkish too', async () => {
    signInAs('admin');
    fakeServer.on('POST', 'instagram/posts', () =>
      problemResponse(409, 'This Instagram post is already featured', [
        { field: 'body.post_url', message: 'This Instagram post is already featured' },
      ]),
    );
    renderRoutes({
      routes: [{ path: '/admin/instagram/all', element: <AdminInstagramPage /> }],
      initialEntry: '/admin/instagram/all',
      language: 'tr',
    });
    await user.click(await screen.findByRole('button', { name: 'Gönderi ekle' }));
    const form = await screen.findByRole('form', { name: 'Instagram gönderisi ekle' });
    const inForm = within(form);
    await user.type(inForm.getByLabelText(/^Gönderi bağlantısı/), spring.post_url);
    await user.type(inForm.getByLabelText(/^Açıklama \(İngilizce\)/), 'Spring');
    await user.type(inForm.getByLabelText(/^Açıklama \(Türkçe\)/), 'Bahar');
    await user.upload(fileInput(form), png());
    await user.click(inForm.getByRole('button', { name: 'Gönderiyi ekle' }));
    expect(await inForm.findByText('Bu Instagram gönderisi zaten listede.')).toBeInTheDocument();
  });

  it('shows the empty state and a Retry after a failed load', async () => {
    signInAs('admin');
    let fail = true;
    fakeServer.on('GET', 'instagram/posts', () =>
      fail ? problemResponse(500, 'Something went wrong') : jsonResponse(200, pageOf([])),
    );
    renderAdmin();
    expect(await screen.findByText('The Instagram posts could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No Instagram posts yet. Add one to show it on the home page.'),
    ).toBeInTheDocument();
  });
});

describe('InstagramFeaturedSection', () => {
  function renderSection(language: 'en' | 'tr' = 'en') {
    return renderRoutes({
      routes: [{ path: '/home', element: <InstagramFeaturedSection /> }],
      initialEntry: '/home',
      language,
    });
  }

  it('links each active post to Instagram in a new tab, captioned in the reader’s language', async () => {
    fakeServer.on('GET', 'instagram/featured', () => jsonResponse(200, { items: [spring] }));
    renderSection('tr');
    const link = await screen.findByRole('link', {
      name: "Instagram'da aç (yeni sekme): Kampüste bahar",
    });
    expect(link).toHaveAttribute('href', spring.post_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link).getByRole('img', { name: 'Kampüste bahar' })).toHaveAttribute(
      'src',
      spring.image_url,
    );
    expect(screen.getByRole('heading', { name: 'Instagram hesabımızdan' })).toBeInTheDocument();
  });

  it('is hidden when there are no posts, and quiet when the call fails', async () => {
    fakeServer.on('GET', 'instagram/featured', () => jsonResponse(200, { items: [] }));
    const { unmount } = renderSection();
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', 'instagram/featured')).toHaveLength(1);
    });
    expect(screen.queryByRole('heading', { name: 'From our Instagram' })).toBeNull();
    unmount();

    fakeServer.on('GET', 'instagram/featured', () => problemResponse(500, 'Something went wrong'));
    renderSection();
    expect(
      await screen.findByText('Our Instagram posts could not be loaded right now.'),
    ).toBeInTheDocument();
  });
});
