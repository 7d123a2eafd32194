import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSignedOut } from '../../lib/auth-store';
import { RegisterPage } from './register-page';
import { backend, FakeHttpError, renderPage, resetBackend } from './test-utils';

beforeEach(() => {
  resetBackend();
  setSignedOut();
});

async function fillForm(confirm = 'a long enough passphrase') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/First name/), 'Ayşe');
  await user.type(screen.getByLabelText(/Last name/), 'Yılmaz');
  await user.type(screen.getByLabelText(/E-mail address/), 'ayse@example.edu');
  await user.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of use/ }));
  return user;
}

describe('RegisterPage', { timeout: 15_000 }, () => {
  it("says 'Passwords do not match' and sends nothing", async () => {
    renderPage(<RegisterPage />, { path: '/reception/register' });
    const user = await fillForm('another passphrase!!');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(backend.post).not.toHaveBeenCalled();
  });

  it('asks for the terms and a password of 12 characters', async () => {
    renderPage(<RegisterPage />, { path: '/reception/register' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText(/Please accept the Terms of use/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/policies/terms',
    );
    expect(screen.getByRole('link', { name: 'KVKK notice' })).toHaveAttribute(
      'href',
      '/policies/kvkk',
    );
  });

  it('sends the account and shows the check-your-inbox panel', async () => {
    backend.post.mockResolvedValue({ message: 'If the address can register, a link was sent.' });
    renderPage(<RegisterPage />, { path: '/reception/register' });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a message to ayse@example.edu/)).toBeInTheDocument();
    expect(backend.post).toHaveBeenCalledWith('reception/register', {
      json: {
        user_email: 'ayse@example.edu',
        user_password: 'a long enough passphrase',
        user_first_name: 'Ayşe',
        user_last_name: 'Yılmaz',
        locale: 'en',
      },
    });
  });

  it('puts a too common password message under the password', async () => {
    backend.post.mockRejectedValue(
      new FakeHttpError(400, 'This password is too common', 'password_too_common'),
    );
    renderPage(<RegisterPage />, { path: '/reception/register' });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => {
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        /This password is too easy to guess or has appeared in a data breach/,
      );
    });
  });
});
