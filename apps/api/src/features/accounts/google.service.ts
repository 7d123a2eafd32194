import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { accountLimits, type SignInAnswer } from '@campus/contracts';
import type { Database } from '../../db/database';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { UserRow } from './accounts.tables';
import { createGoogleRepository } from './google.repository';
import type { ReceptionService } from './reception.service';
import { createUsersRepository } from './users.repository';

export interface GoogleSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface GoogleDependencies {
  db: Database;
  reception: Pick<ReceptionService, 'beginSignIn' | 'assertMaySignIn'>;
  /** Undefined when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set. */
  google: GoogleSettings | undefined;
  /** Google sends the person back to the web app's callback page under this address. */
  appUrl: string;
  allowedEmailDomains: string[];
  log: FastifyBaseLogger;
}

/** The claims of a Google ID token this service reads. */
interface GoogleClaims {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  locale: string | undefined;
}

const expiredState = 'This Google sign-in has expired or was already used; please try again';
const failed = 'Google authentication failed';

/** Plain HTTP to the issuer only for a provider on this machine (the tests' local one). */
function isLoopbackIssuer(issuerUrl: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(issuerUrl.hostname);
}

function stringClaim(claims: client.IDToken, name: string): string | undefined {
  const value = claims[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function readClaims(claims: client.IDToken): GoogleClaims | undefined {
  const email = stringClaim(claims, 'email');
  if (claims.sub === '' || email === undefined) return undefined;
  return {
    subject: claims.sub,
    email: email.toLowerCase(),
    emailVerified: claims.email_verified === true,
    givenName: stringClaim(claims, 'given_name'),
    familyName: stringClaim(claims, 'family_name'),
    locale: stringClaim(claims, 'locale'),
  };
}

/** What may be logged of a failed exchange: names and OAuth error codes, never tokens or codes. */
function describeFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const fields = error as Error & { code?: unknown; error?: unknown; status?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.error === 'string' ? { oauthError: fields.error } : {}),
    ...(typeof fields.status === 'number' ? { status: fields.status } : {}),
  };
}

function personName(value: string | undefined, fallback: string): string {
  return (value ?? fallback).slice(0, accountLimits.nameMaxLength);
}

export function createGoogleService(dependencies: GoogleDependencies) {
  const { db, reception, google, log } = dependencies;
  const repository = createGoogleRepository(db);
  const usersRepository = createUsersRepository(db);
  /** Where Google sends the person back: the web app's page, never built from a request. */
  const redirectUri = `${dependencies.appUrl}/reception/google/callback`;

  let discovered: Promise<client.Configuration> | undefined;

  /** The issuer's configuration, discovered once; a failed discovery is tried again next time. */
  async function configurationOf(settings: GoogleSettings): Promise<client.Configuration> {
    if (discovered === undefined) {
      const issuer = new URL(settings.issuerUrl);
      const attempt = client.discovery(
        issuer,
        settings.clientId,
        undefined,
        client.ClientSecretPost(settings.clientSecret),
        isLoopbackIssuer(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      discovered = attempt;
      attempt.catch(() => {
        if (discovered === attempt) discovered = undefined;
      });
    }
    try {
      return await discovered;
    } catch (error) {
      log.warn({ failure: describeFailure(error) }, 'Google sign-in: discovery failed');
      throw new AppError(
        503,
        'service_unavailable',
        'Google sign-in is briefly unavailable; please try again in a moment',
      );
    }
  }

  function settingsOrFail(): GoogleSettings {
    if (google === undefined) {
      // A feature this installation does not offer is not an outage: nothing to retry.
      throw AppError.notFound('Google sign-in is not enabled on this installation');
    }
    return google;
  }

  /** Exchanges the code and checks the ID token (state, nonce, PKCE, issuer, audience, signature). */
  async function exchange(
    configuration: client.Configuration,
    input: { code: string; state: string },
    secrets: { nonce: string; codeVerifier: string },
  ): Promise<client.IDToken> {
    const currentUrl = new URL(redirectUri);
    currentUrl.searchParams.set('code', input.code);
    currentUrl.searchParams.set('state', input.state);
    // RFC 9207: the web page forwards code and state only. With one configured
    // issuer there is no other server to mix up with, so the answer is ours.
    currentUrl.searchParams.set('iss', configuration.serverMetadata().issuer);
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        expectedState: input.state,
        expectedNonce: secrets.nonce,
        pkceCodeVerifier: secrets.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (claims === undefined) throw new Error('the token response has no ID token');
      return claims;
    } catch (error) {
      log.warn({ failure: describeFailure(error) }, 'Google sign-in: code exchange failed');
      throw new AppError(400, 'google_failed', failed);
    }
  }

  function assertDomainAllowed(email: string): void {
    const allowed = dependencies.allowedEmailDomains;
    const domain = email.split('@')[1] ?? '';
    if (allowed.length > 0 && !allowed.includes(domain)) {
      const list = allowed.map((name) => `@${name}`).join(', ');
      throw new AppError(
        400,
        'google_failed',
        `Please sign in with a Google account of your university address (${list})`,
      );
    }
  }

  /** The account of these claims: linked before, linked now by its verified e-mail, or new. */
  async function accountFor(claims: GoogleClaims): Promise<UserRow> {
    const linked = await usersRepository.findByGoogleSubject(claims.subject);
    if (linked !== undefined) return linked;

    const existing = await usersRepository.findByEmail(claims.email);
    if (existing !== undefined) {
      // A deactivated account or a graduate waiting for review is not changed.
      await reception.assertMaySignIn(existing);
      // Linked meanwhile to this very Google account (a simultaneous first sign-in): it is this person.
      if (existing.google_subject === claims.subject) return existing;
      if (existing.google_subject !== null) {
        throw new AppError(
          400,
          'google_failed',
          'This e-mail address is already linked to another Google account',
        );
      }
      // A password set on an address nobody confirmed may be someone else's
      // (an account made in advance to take over this one); Google has now
      // confirmed who owns the mailbox, so such a password is dropped.
      const dropPassword = !existing.is_email_verified && existing.password_hash !== null;
      return db.transaction(async (transaction) => {
        const updated = await createUsersRepository(transaction).update(existing.user_id, {
          google_subject: claims.subject,
          is_email_verified: true,
          ...(dropPassword ? { password_hash: null } : {}),
        });
        if (updated === undefined) throw new Error('the linked account disappeared');
        await recordRowAudit(transaction, updated.user_id, 'user.google_linked', updated.user_id, {
          password_removed: dropPassword,
        });
        return updated;
      });
    }

    assertDomainAllowed(claims.email);
    const localPart = claims.email.split('@')[0] ?? claims.email;
    try {
      return await createGoogleAccount(claims, localPart);
    } catch (error) {
      // Two first sign-ins of one person at the same moment: the other one created the account.
      const winner = isUniqueViolation(error)
        ? await usersRepository.findByGoogleSubject(claims.subject)
        : undefined;
      if (winner === undefined) throw error;
      return winner;
    }
  }

  async function createGoogleAccount(claims: GoogleClaims, localPart: string): Promise<UserRow> {
    return db.transaction(async (transaction) => {
      const created = await createUsersRepository(transaction).insert({
        user_email: claims.email,
        password_hash: null,
        user_role: 'student',
        status: 'active',
        is_email_verified: true,
        google_subject: claims.subject,
        user_first_name: personName(claims.givenName, localPart),
        user_last_name: personName(claims.familyName, localPart),
        locale: claims.locale?.toLowerCase().startsWith('tr') === true ? 'tr' : 'en',
      });
      await recordRowAudit(
        transaction,
        created.user_id,
        'user.created_via_google',
        created.user_id,
      );
      return created;
    });
  }

  return {
    /** `GET /reception/google/url`: a fresh state, nonce and PKCE verifier, kept for the callback. */
    async authorizationUrl(): Promise<{ url: string }> {
      const settings = settingsOrFail();
      const configuration = await configurationOf(settings);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
      await repository.deleteStatesOlderThanADay();
      await repository.insertState(state, { nonce, codeVerifier });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return { url: url.href };
    },

    /** `GET /reception/google/callback`: checks everything, then signs the person in. */
    async callback(input: { code: string; state: string }): Promise<SignInAnswer> {
      const settings = settingsOrFail();
      const configuration = await configurationOf(settings);
      const secrets = await repository.takeState(input.state);
      if (secrets === undefined) throw new AppError(400, 'google_failed', expiredState);
      const claims = readClaims(await exchange(configuration, input, secrets));
      if (claims === undefined) {
        log.warn('Google sign-in: the ID token has no subject or e-mail');
        throw new AppError(400, 'google_failed', failed);
      }
      if (!claims.emailVerified) {
        throw new AppError(
          400,
          'google_failed',
          'Your Google account has no verified e-mail address; please verify it at Google first',
        );
      }
      const user = await accountFor(claims);
      await reception.assertMaySignIn(user);
      return reception.beginSignIn(user, true);
    },
  };
}

export type GoogleService = ReturnType<typeof createGoogleService>;
