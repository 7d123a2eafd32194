// The network edge of the app shell's tests, kept apart from the app's modules: the tests' fakes
// of the API client and of the system status load it, and it loads nothing of the app.

/** What the faked network edge answers, and what it heard. */
export interface FakeBackend {
  tokens: { access: string | null; refresh: string | null };
  /** What verify-token answers; undefined makes it fail. */
  user: unknown;
  maintenance: boolean;
  logoutCalls: string[];
}

/** The API client over the fake backend: its tokens, its verify-token answer, the logouts it heard. */
export function fakeApiClientModule(fake: FakeBackend, original: Record<string, unknown>) {
  const offline = () => Promise.reject(new Error('offline in tests'));
  return {
    ...original,
    api: {
      get: (path: string) => ({
        json: () =>
          path === 'reception/verify-token' && fake.user !== undefined
            ? Promise.resolve(fake.user)
            : offline(),
      }),
      post: (path: string) => {
        fake.logoutCalls.push(path);
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    },
    tokenStore: {
      getAccessToken: () => fake.tokens.access,
      getRefreshToken: () => fake.tokens.refresh,
      setTokens: () => undefined,
      clearTokens: () => {
        fake.tokens.access = null;
        fake.tokens.refresh = null;
      },
    },
    onSessionEnded: () => () => undefined,
  };
}

/** The system status as the fake backend says it. */
export function fakeSystemStatusModule(fake: FakeBackend) {
  return {
    useSystemStatus: () => ({
      data: {
        maintenance_mode: fake.maintenance,
        contact_email: 'team@example.edu',
        ga_measurement_id: null,
        google_sign_in: false,
      },
      isError: false,
    }),
  };
}
