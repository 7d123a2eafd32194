import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAuthState, setSignedOut } from '../../lib/auth-store';
import { signInAs } from '../../test/people';
import { DeleteVerifyPage } from './delete-verify-page';
import { PasswordResetPage } from './password-reset-page';
import { VerifyEmailPage } from './verify-email-page';
import { backend, FakeHttpError, renderPage, resetBackend, sampleUser } from './test-utils';

const token = 'tok_0123456789abcdefghij';

beforeEach(() => {
  resetBackend();
  setSignedOut();
});

describe('PasswordResetPage', { timeout: 15_000 }, () => {
  const path = '/reception/password-reset';

  async function submit(password = 'my new long passphrase') {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/^Confirm the new password/), password);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  }

  it('saves the new password and leads to the login', async () => {
    backend.post.mockResolvedValue({ message: 'Password changed' });
    renderPage(<PasswordResetPage />, { path, url: `${path}?token=${token}` });
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
      'href',
      '/reception/login',
    );
    expect(backend.post).toHaveBeenCalledWith('reception/password-reset', {
      json: { token, new_password: 'my new long passphrase' },
    });
  });

  it('explains an invalid token and links to a new request', async () => {
    backend.post.mockRejectedValue(
      new FakeHttpError(400, 'This link has expired or was already used', 'invalid_token'),
    );
    renderPage(<PasswordResetPage />, { path, url: `${path}?token=${token}` });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used',
    );
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/reception/password-forgot',
    );
  });

  it('shows no form without a token', () => {
    renderPage(<PasswordResetPage />, { path });
    expect(screen.getByRole('alert')).toHaveTextContent('The reset link is incomplete');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});

describe('DeleteVerifyPage', () => {
  const path = '/reception/delete-verify';

  it('deletes only after the confirmation, then signs out', async () => {
    backend.tokens.access = 'access-1';
    signInAs(sampleUser);
    backend.get.mockResolvedValue({ message: 'Account deleted' });
    renderPage(<DeleteVerifyPage />, { path, url: `${path}?token=${token}` });
    expect(backend.get).not.toHaveBeenCalled();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account has been deleted' }),
    ).toBeInTheDocument();
    expect(backend.get).toHaveBeenCalledWith('reception/delete-account-verify', {
      searchParams: { token },
    });
    expect(backend.clearTokens).toHaveBeenCalled();
    expect(getAuthState().isAuthenticated).toBe(false);
  });

  it("shows the server's detail when the link is no longer valid", async () => {
    backend.get.mockRejectedValue(new FakeHttpError(400, 'This link has expired', 'invalid_token'));
    renderPage(<DeleteVerifyPage />, { path, url: `${path}?token=${token}` });
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired');
    expect(screen.getByRole('link', { name: 'Request a new confirmation link' })).toHaveAttribute(
      'href',
      '/reception/delete-request',
    );
  });
});

describe('VerifyEmailPage', () => {
  const path = '/reception/verify-email';

  it('verifies once on load and links to the login', async () => {
    backend.get.mockResolvedValue({ message: 'Verified' });
    renderPage(<VerifyEmailPage />, { path, url: `${path}?token=${token}`, strict: true });
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeInTheDocument();
    expect(backend.get).toHaveBeenCalledTimes(1);
  });

  it('offers a new link when there is no token', async () => {
    backend.post.mockResolvedValue({ message: 'sent' });
    renderPage(<VerifyEmailPage />, { path });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail address/), 'ayse@example.edu');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => {
      expect(backend.post).toHaveBeenCalledWith('reception/resend-verification', {
        json: { user_email: 'ayse@example.edu' },
      });
    });
    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
    expect(backend.get).not.toHaveBeenCalled();
  });
});
