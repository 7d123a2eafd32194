import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAuthState, setSignedOut } from '../../lib/auth-store';
import { GoogleCallbackPage } from './google-callback-page';
import {
  backend,
  FakeHttpError,
  renderPage,
  resetBackend,
  sampleLoginResponse,
  sampleUser,
} from './test-utils';

const path = '/reception/google/callback';
const url = `${path}?code=abc&state=xyz`;

beforeEach(() => {
  resetBackend();
  setSignedOut();
});

describe('GoogleCallbackPage', () => {
  it('signs in once, even under StrictMode, fetches the user and goes home', async () => {
    backend.get.mockImplementation((requested) =>
      Promise.resolve(
        requested === 'reception/verify-token' ? { user_current: sampleUser } : sampleLoginResponse,
      ),
    );
    const router = renderPage(<GoogleCallbackPage />, { path, url, strict: true });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    const callbackCalls = backend.get.mock.calls.filter(
      ([requested]) => requested === 'reception/google/callback',
    );
    expect(callbackCalls).toHaveLength(1);
    expect(callbackCalls[0]?.[1]).toMatchObject({ searchParams: { code: 'abc', state: 'xyz' } });
    expect(backend.get).toHaveBeenCalledWith('reception/verify-token', undefined);
    expect(backend.setTokens).toHaveBeenCalledWith({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      remember_me: true,
    });
    expect(getAuthState().isAuthenticated).toBe(true);
  });

  it("fails with 'Invalid response format' when a token is missing", async () => {
    backend.get.mockResolvedValue({ ...sampleLoginResponse, refresh_token: undefined });
    renderPage(<GoogleCallbackPage />, { path, url });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response format');
    expect(backend.setTokens).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toHaveAttribute(
      'href',
      '/reception/login',
    );
  });

  it("shows the server's detail, else 'Google authentication failed'", async () => {
    backend.get.mockRejectedValue(new FakeHttpError(400, 'The sign-in expired, try again'));
    renderPage(<GoogleCallbackPage />, { path, url });
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in expired, try again');
  });

  it('does not call the API without a code', async () => {
    renderPage(<GoogleCallbackPage />, { path, url: `${path}?error=access_denied` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Google authentication failed');
    expect(backend.get).not.toHaveBeenCalled();
  });
});
