import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/people';
import { storageKeys } from '../../lib/storage-keys';
import { PasswordChangePage } from './password-change-page';
import {
  backend,
  FakeHttpError,
  renderPage,
  resetBackend,
  sampleLoginResponse,
  sampleUser,
} from './test-utils';

const path = '/reception/password-change';

beforeEach(() => {
  resetBackend();
  signInAs(sampleUser);
});

async function submit() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Current password/), 'the old passphrase');
  await user.type(screen.getByLabelText(/^New password/), 'a brand new passphrase');
  await user.type(screen.getByLabelText(/^Confirm the new password/), 'a brand new passphrase');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordChangePage', { timeout: 15_000 }, () => {
  it('stores the fresh tokens, keeping remember me, and confirms', async () => {
    localStorage.setItem(storageKeys.refreshToken, 'remembered');
    backend.post.mockResolvedValue(sampleLoginResponse);
    renderPage(<PasswordChangePage />, { path });
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(backend.post).toHaveBeenCalledWith('reception/password-change', {
      json: { current_password: 'the old passphrase', new_password: 'a brand new passphrase' },
    });
    expect(backend.setTokens).toHaveBeenCalledWith({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      remember_me: true,
    });
  });

  it('puts a wrong current password under its field', async () => {
    backend.post.mockRejectedValue(
      new FakeHttpError(400, 'Please check the form for errors', 'validation_failed', [
        { field: 'body.current_password', message: 'The current password is not correct' },
      ]),
    );
    renderPage(<PasswordChangePage />, { path });
    await submit();
    await waitFor(() => {
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        /The current password is not correct/,
      );
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(backend.setTokens).not.toHaveBeenCalled();
  });
});
