import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, Profile } from '@campus/contracts';
import { getAuthState } from '../../lib/auth-store';
import { signInAs } from '../../test/people';
import { ProfilePhotoPage } from './profile-photo-page';
import { ayseProfile } from './test-profile';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';

const profile: Profile = ayseProfile;

const photoUrl = '/api/profile/photo/6f1c2a4e.webp';

/** The signed-in person as the header shows them, before the page changes their photo. */
function personWithPhoto(photo: string | null): CurrentUser {
  const {
    user_status: _status,
    department: _department,
    class_year: _year,
    bio: _bio,
    has_password: _password,
    is_google_linked: _google,
    created_at: _created,
    ...user
  } = profile;
  return { ...user, user_photo_url: photo };
}

function renderPage() {
  return renderRoutes({
    initialEntry: '/profile/photo',
    routes: [{ path: '/profile/photo', element: <ProfilePhotoPage /> }],
  });
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input');
  return input;
}

function imageFile(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function isForm(value: unknown): value is { has(name: string): boolean } {
  return typeof value === 'object' && value !== null && 'has' in value;
}

const user = userEvent.setup({ applyAccept: false });
const createObjectURL = vi.fn(() => 'blob:preview');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  fakeServer.reset();
  signInAs(personWithPhoto(null));
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  fakeServer.on('GET', 'profile/me', () => jsonResponse(200, profile));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProfilePhotoPage', () => {
  it('shows the initials when there is no photo, and explains how photos are handled', async () => {
    renderPage();
    expect(await screen.findByText('AY')).toBeInTheDocument();
    expect(screen.getByText(/re-encoded/)).toBeInTheDocument();
    expect(screen.getByText(/location where it was taken is removed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
  });

  it('refuses a photo larger than 2 MB before sending it', async () => {
    renderPage();
    await screen.findByText('AY');
    await user.upload(fileInput(), imageFile('big.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('The file must not be larger than 2 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('refuses a file that is not PNG, JPG or WebP', async () => {
    renderPage();
    await screen.findByText('AY');
    await user.upload(fileInput(), imageFile('cv.pdf', 'application/pdf', 1000));
    expect(await screen.findByText('Please choose a PNG, JPG or WebP image')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'profile/me/photo')).toHaveLength(0);
  });

  it('previews the chosen photo and uploads it as the multipart field photo', async () => {
    fakeServer.on('POST', 'profile/me/photo', () =>
      jsonResponse(200, { ...profile, user_photo_url: photoUrl }),
    );
    const append = vi.spyOn(FormData.prototype, 'append');
    const chosen = imageFile('me.jpg', 'image/jpeg', 50_000);
    renderPage();
    await screen.findByText('AY');
    await user.upload(fileInput(), chosen);
    expect(await screen.findByRole('img', { name: 'Preview of the new photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));

    expect(await screen.findByText('Your new photo has been saved')).toBeInTheDocument();
    expect(append).toHaveBeenCalledWith('photo', chosen, 'me.jpg');
    const [call] = fakeServer.callsTo('POST', 'profile/me/photo');
    // A fake DOM's File may not survive Node's multipart encoder intact; the field's presence is what the server sees here.
    expect(call?.body).toHaveProperty('has');
    expect(isForm(call?.body) && call.body.has('photo')).toBe(true);
    // The header's avatar shows the new photo at once.
    expect(getAuthState().user_current?.user_photo_url).toBe(photoUrl);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('shows the detail when the API refuses the photo', async () => {
    fakeServer.on('POST', 'profile/me/photo', () =>
      problemResponse(415, 'The photo must be a PNG, JPG or WebP image'),
    );
    renderPage();
    await screen.findByText('AY');
    await user.upload(fileInput(), imageFile('me.png', 'image/png', 10));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(
      await screen.findByText('The photo must be a PNG, JPG or WebP image'),
    ).toBeInTheDocument();
  });

  it('removes the photo after a confirmation', async () => {
    fakeServer.on('GET', 'profile/me', () =>
      jsonResponse(200, { ...profile, user_photo_url: photoUrl }),
    );
    fakeServer.on('DELETE', 'profile/me/photo', () => jsonResponse(200, profile));
    signInAs(personWithPhoto(photoUrl));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('DELETE', 'profile/me/photo')).toHaveLength(1);
    });
    expect(await screen.findByText('Your photo has been removed')).toBeInTheDocument();
    expect(getAuthState().user_current?.user_photo_url).toBeNull();
  });
});
