import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { interactionPolicy } from 'oidc-provider';

/** The claims the provider gives an account; the test decides them. */
export interface TestAccountClaims {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  locale?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces the account with this subject. */
  setAccount(subject: string, claims: TestAccountClaims): void;
  /**
   * Follows an authorization URL as a browser would, signing in as the given
   * subject, and answers the URL the provider sends the person back to.
   */
  authorize(authorizationUrl: string, subject: string): Promise<URL>;
  /** While unavailable, every request is answered 503, as by a provider that is down. */
  setAvailable(isAvailable: boolean): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with one client. Its
 * login and consent pages are replaced by a middleware that finishes the
 * interaction at once for the subject the test chose, so no browser is needed.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
}): Promise<TestOidcProvider> {
  const clientId = 'campus-test-client';
  const clientSecret = 'campus-test-client-secret-that-is-long';
  const accounts = new Map<string, TestAccountClaims>();
  let signingInAs: string | undefined;
  let isAvailable = true;

  /** The provider's handler, once the provider exists (its issuer needs the port first). */
  const routing: { handler?: RequestListener } = {};
  const server = createServer((request, response) => {
    const { handler } = routing;
    if (handler === undefined || !isAvailable) {
      response.statusCode = 503;
      response.end();
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' };

  const policy = interactionPolicy.base();
  // Google's authorization endpoint understands prompt=select_account; so does this one.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_context, id) {
      const claims = accounts.get(id);
      if (claims === undefined) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'locale'],
    },
    // Like Google: the claims of the requested scopes are in the ID token itself.
    conformIdTokenClaims: false,
    cookies: { keys: ['a-cookie-signing-key-for-the-test-provider'] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_context, interaction) => `/interaction/${interaction.uid}`,
    },
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });

  provider.use(async (context, next) => {
    if (context.method !== 'GET' || !context.path.startsWith('/interaction/')) {
      await next();
      return;
    }
    await provider.interactionDetails(context.req, context.res);
    if (signingInAs === undefined) throw new Error('the test chose nobody to sign in as');
    const grant = new provider.Grant({ accountId: signingInAs, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(
      context.req,
      context.res,
      { select_account: {}, login: { accountId: signingInAs }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    context.redirect(returnTo);
  });
  routing.handler = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    setAvailable(available) {
      isAvailable = available;
    },
    setAccount(subject, claims) {
      accounts.set(subject, claims);
    },
    async authorize(authorizationUrl, subject) {
      signingInAs = subject;
      const cookies = new Map<string, string>();
      let current = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (current.origin !== issuer) return current;
        const response = await fetch(current, {
          redirect: 'manual',
          headers: {
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair = ''] = header.split(';');
          const separator = pair.indexOf('=');
          if (separator > 0) cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
        }
        const location = response.headers.get('location');
        if (location === null) {
          throw new Error(
            `the provider answered ${String(response.status)} without a redirect: ${await response.text()}`,
          );
        }
        await response.body?.cancel();
        current = new URL(location, current);
      }
      throw new Error('too many redirects at the provider');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}
