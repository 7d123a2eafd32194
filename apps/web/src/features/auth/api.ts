import {
  courseConstantsSchema,
  courseEndpoints,
  googleSignInEndpoints,
  graduateEndpoints,
  pathOf,
  receptionEndpoints,
  twoStepEndpoints,
  type Department,
  type LoginBody,
  type LoginResponse,
  type MessageResponse,
  type RegisterBody,
  type SignInAnswer,
  type TwoStepSetup,
  type TwoStepSetupSignIn,
} from '@campus/contracts';
import { api } from '../../lib/api-client';
import { InvalidResponseError } from '../../lib/auth-store';
import { callEndpoint } from '../../lib/endpoint-client';

/** The calls of the sign-in and account pages (SPEC.md section 7, PRODUCT.md "Accounts and sessions"). */

export type LoginKind = 'student' | 'graduate';

/**
 * A sign-in answer the contract refuses (a token missing, no user) fails as
 * 'Invalid response format' (SPEC section 5), like an incomplete one.
 */
async function signInAnswer<Answer>(call: Promise<Answer>): Promise<Answer> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof Error && error.name === 'ZodError') throw new InvalidResponseError();
    throw error;
  }
}

/** `POST /reception/login` or `POST /reception-vip/login`: a session, or the second step. */
export function login(kind: LoginKind, body: LoginBody): Promise<SignInAnswer> {
  const endpoint = kind === 'graduate' ? graduateEndpoints.login : receptionEndpoints.login;
  return signInAnswer(callEndpoint(endpoint, { body }));
}

/** Where the Google sign-in starts. */
export async function fetchGoogleUrl(): Promise<string> {
  return (await callEndpoint(googleSignInEndpoints.getGoogleUrl, {})).url;
}

/** Trades Google's code for a session (the state names the sign-in the API started). */
export function completeGoogleSignIn(code: string, state: string): Promise<SignInAnswer> {
  return signInAnswer(
    callEndpoint(googleSignInEndpoints.completeGoogleSignIn, { query: { code, state } }),
  );
}

/** The second step of a sign-in: a code from the authenticator app or a recovery code. */
export function verifyTwoStep(challengeToken: string, code: string): Promise<SignInAnswer> {
  return signInAnswer(
    callEndpoint(twoStepEndpoints.verify, { body: { challenge_token: challengeToken, code } }),
  );
}

/** A sign-in that must set up two-step sign-in first: its new secret. */
export function startTwoStepSetupAtSignIn(challengeToken: string): Promise<TwoStepSetup> {
  return callEndpoint(twoStepEndpoints.startSetupAtSignIn, {
    body: { challenge_token: challengeToken },
  });
}

/** Confirms that secret with its first code: the session and the recovery codes. */
export function confirmTwoStepSetupAtSignIn(
  challengeToken: string,
  code: string,
): Promise<TwoStepSetupSignIn> {
  return signInAnswer(
    callEndpoint(twoStepEndpoints.confirmSetupAtSignIn, {
      body: { challenge_token: challengeToken, code },
    }),
  );
}

export function register(body: RegisterBody): Promise<MessageResponse> {
  return callEndpoint(receptionEndpoints.register, { body });
}

/** Multipart: the account and graduation fields plus an optional `proof`. */
export function registerGraduate(form: FormData): Promise<MessageResponse> {
  return callEndpoint(graduateEndpoints.register, { body: form });
}

export function resendVerification(userEmail: string): Promise<MessageResponse> {
  return callEndpoint(receptionEndpoints.resendVerification, { body: { user_email: userEmail } });
}

export function verifyEmail(token: string): Promise<MessageResponse> {
  return callEndpoint(receptionEndpoints.verifyEmail, { query: { token } });
}

export function requestPasswordReset(userEmail: string): Promise<MessageResponse> {
  return callEndpoint(receptionEndpoints.requestPasswordReset, {
    body: { user_email: userEmail },
  });
}

export function resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
  return callEndpoint(receptionEndpoints.resetPassword, {
    body: { token, new_password: newPassword },
  });
}

/** Ends every other session and answers fresh tokens for this one. */
export function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<LoginResponse> {
  return signInAnswer(
    callEndpoint(receptionEndpoints.changePassword, {
      body: { current_password: currentPassword, new_password: newPassword },
    }),
  );
}

export function requestAccountDeletion(userEmail: string): Promise<MessageResponse> {
  return callEndpoint(receptionEndpoints.requestAccountDeletion, {
    body: { user_email: userEmail },
  });
}

export function confirmAccountDeletion(token: string): Promise<MessageResponse> {
  return callEndpoint(receptionEndpoints.confirmAccountDeletion, { query: { token } });
}

/**
 * The departments of the courses' constants, for the graduate application.
 * Only the departments are read (and checked), so this stays a call of the
 * client itself rather than the whole constants endpoint's.
 */
export async function fetchDepartments(signal?: AbortSignal): Promise<Department[]> {
  const body = await api
    .get(pathOf(courseEndpoints.getConstants), signal === undefined ? {} : { signal })
    .json<unknown>();
  return courseConstantsSchema.pick({ departments: true }).parse(body).departments;
}
