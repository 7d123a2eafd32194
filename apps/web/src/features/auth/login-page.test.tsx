import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, setSignedOut } from '../../lib/auth-store';
import { LoginPage } from './login-page';
import { VipLoginPage } from './vip-login-page';
import {
  backend,
  FakeHttpError,
  renderPage,
  resetBackend,
  sampleLoginResponse,
  sampleUser,
} from './test-utils';

/** The public switches as an installation without Google sign-in answers them. */
const systemStatus = {
  maintenance_mode: false,
  contact_email: 'hello@campushub.test',
  ga_measurement_id: null,
  google_sign_in: false,
};

beforeEach(() => {
  resetBackend();
  setSignedOut();
});

async function fillAndSubmit(email = 'ayse@example.edu', password = 'correct horse battery') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mail address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginPage', { timeout: 15_000 }, () => {
  it('names the empty and the malformed fields, without calling the API', async () => {
    renderPage(<LoginPage />, { path: '/reception/login' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('E-mail address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/E-mail address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('please enter a valid email address')).toBeInTheDocument();
    expect(backend.post).not.toHaveBeenCalled();
  });

  it("shows 'Invalid email or password' on a 401", async () => {
    backend.post.mockRejectedValue(
      new FakeHttpError(401, 'Wrong credentials', 'invalid_credentials'),
    );
    renderPage(<LoginPage />, { path: '/reception/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("shows the server's detail on another failure, else the generic sentence", async () => {
    backend.post.mockRejectedValueOnce(new FakeHttpError(429, 'Too many attempts, wait a minute'));
    renderPage(<LoginPage />, { path: '/reception/login' });
    const user = await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, wait a minute');

    backend.post.mockRejectedValueOnce(new Error('network down'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('An error occurred during login')).toBeInTheDocument();
  });

  it('signs in, stores the tokens with remember me, and goes to the next path', async () => {
    backend.post.mockResolvedValue(sampleLoginResponse);
    const router = renderPage(<LoginPage />, {
      path: '/reception/login',
      url: '/reception/login?next=%2Fadmin%2Fpanel%3Ftab%3D2',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Remember me/ }));
    await fillAndSubmit('  Ayse@Example.edu ');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/panel');
    });
    expect(router.state.location.search).toBe('?tab=2');
    expect(backend.post).toHaveBeenCalledWith('reception/login', {
      json: {
        user_email: 'ayse@example.edu',
        user_password: 'correct horse battery',
        remember_me: true,
      },
    });
    expect(backend.setTokens).toHaveBeenCalledWith({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      remember_me: true,
    });
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, user_current: sampleUser });
  });

  it('asks an account with two-step sign-in for its code, says a wrong one, then signs in', async () => {
    backend.post.mockImplementation((path, options) => {
      if (path === 'reception/login') {
        return Promise.resolve({
          two_step: 'verify',
          challenge_token: 'challenge-1',
          expires_in: 600,
        });
      }
      const code = (options as { json: { code: string } }).json.code;
      return code === '246810'
        ? Promise.resolve(sampleLoginResponse)
        : Promise.reject(
            new FakeHttpError(401, 'The code is not correct.', 'invalid_two_step_code'),
          );
    });
    const router = renderPage(<LoginPage />, { path: '/reception/login' });
    const user = await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(backend.setTokens).not.toHaveBeenCalled();

    const code = screen.getByRole('textbox', { name: /^Code/ });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(/^The code is not correct\. Codes change every 30 seconds/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reception/login');

    await user.type(code, ' 246810 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    expect(backend.post).toHaveBeenLastCalledWith('reception/two-step/verify', {
      json: { challenge_token: 'challenge-1', code: '246810' },
    });
    expect(backend.setTokens).toHaveBeenCalledWith(
      expect.objectContaining({ access_token: 'access-1' }),
    );
  });

  it('sets two-step sign-in up at sign-in when it is required, and shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_unused, index) => `abcde-fgh${String(index)}k`);
    backend.post.mockImplementation((path) => {
      if (path === 'reception/login') {
        return Promise.resolve({
          two_step: 'setup',
          challenge_token: 'challenge-2',
          expires_in: 600,
        });
      }
      if (path === 'reception/two-step/setup') {
        return Promise.resolve({
          secret: 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
          otpauth_uri:
            'otpauth://totp/CampusHub%3Aayse%40example.edu?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        });
      }
      return Promise.resolve({ ...sampleLoginResponse, recovery_codes: codes });
    });
    const router = renderPage(<LoginPage />, { path: '/reception/login' });
    const user = await fillAndSubmit();
    expect(
      await screen.findByRole('heading', { name: 'Set up two-step sign-in' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set it up' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(
      await screen.findByText('Enter the code from your authenticator app'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Code from the app/ }), '135790');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('abcde-fgh0k');
    expect(backend.post).toHaveBeenLastCalledWith('reception/two-step/setup/confirm', {
      json: { challenge_token: 'challenge-2', code: '135790' },
    });
    // The session starts once the person has seen the codes.
    expect(router.state.location.pathname).toBe('/reception/login');
    await user.click(screen.getByRole('button', { name: 'Continue to CampusHub' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
  });

  it('ignores a next path that leads to another site', async () => {
    backend.post.mockResolvedValue(sampleLoginResponse);
    const router = renderPage(<LoginPage />, {
      path: '/reception/login',
      url: '/reception/login?next=%2F%2Fevil.example%2Fphish',
    });
    await fillAndSubmit();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    expect(backend.setTokens).toHaveBeenCalledWith(expect.objectContaining({ remember_me: false }));
  });

  it('offers to send the verification link again to an unverified account', async () => {
    backend.post.mockImplementation((path) =>
      path === 'reception/login'
        ? Promise.reject(
            new FakeHttpError(403, 'Please verify your e-mail address first', 'email_not_verified'),
          )
        : Promise.resolve({ message: 'sent' }),
    );
    renderPage(<LoginPage />, { path: '/reception/login' });
    const user = await fillAndSubmit();
    expect(await screen.findByText('Please verify your e-mail address first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
    expect(backend.post).toHaveBeenLastCalledWith('reception/resend-verification', {
      json: { user_email: 'ayse@example.edu' },
    });
  });

  it('links to registration, the forgotten password, the graduate login and Google', async () => {
    backend.get.mockImplementation((path) =>
      Promise.resolve(
        path === 'system/status'
          ? { ...systemStatus, google_sign_in: true }
          : { url: 'https://accounts.example/authorize?x=1' },
      ),
    );
    const assign = vi.fn();
    const location: Pick<Location, 'assign'> = { assign };
    vi.spyOn(window, 'location', 'get').mockReturnValue(location as Location);
    renderPage(<LoginPage />, { path: '/reception/login' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/reception/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reception/password-forgot',
    );
    expect(screen.getByRole('link', { name: 'Graduate? Log in here' })).toHaveAttribute(
      'href',
      '/reception-vip/login',
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?x=1');
    });
    expect(backend.get).toHaveBeenCalledWith('reception/google/url', undefined);
    vi.restoreAllMocks();
  });

  it('offers no Google sign-in where the installation has none', async () => {
    backend.get.mockImplementation((path) =>
      Promise.resolve(path === 'system/status' ? systemStatus : undefined),
    );
    renderPage(<LoginPage />, { path: '/reception/login' });
    await waitFor(() => {
      expect(backend.get).toHaveBeenCalledWith('system/status', undefined);
    });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(backend.get).not.toHaveBeenCalledWith('reception/google/url', undefined);
  });
});

describe('VipLoginPage', { timeout: 15_000 }, () => {
  it('shows where a pending application stands, as information', async () => {
    backend.post.mockRejectedValue(
      new FakeHttpError(403, 'Your application is waiting for review', 'application_pending'),
    );
    renderPage(<VipLoginPage />, { path: '/reception-vip/login' });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your application is under review');
    expect(alert).toHaveTextContent('Your application is waiting for review');
    expect(backend.post).toHaveBeenCalledWith('reception-vip/login', expect.anything());
  });

  it("falls back to 'Authentication failed'", async () => {
    backend.post.mockRejectedValue(new Error('offline'));
    renderPage(<VipLoginPage />, { path: '/reception-vip/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it('signs in, fetches the user with verify-token and goes home', async () => {
    backend.post.mockResolvedValue({
      ...sampleLoginResponse,
      user_current: { ...sampleUser, user_role: 'graduate' },
    });
    backend.get.mockResolvedValue({ user_current: { ...sampleUser, user_role: 'graduate' } });
    const router = renderPage(<VipLoginPage />, {
      path: '/reception-vip/login',
      url: '/reception-vip/login?next=%2Fadmin',
    });
    await fillAndSubmit();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    expect(backend.get).toHaveBeenCalledWith('reception/verify-token', undefined);
    expect(getAuthState().user_current?.user_role).toBe('graduate');
  });
});
