import {
  courseConstantsSchema,
  courseEndpoints,
  googleSignInEndpoints,
  graduateEndpoints,
  pathOf,
  receptionEndpoints,
  type Department,
  type LoginBody,
  type LoginResponse,
  type MessageResponse,
  type RegisterBody,
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
async function signInAnswer(call: Promise<LoginResponse>): Promise<LoginResponse> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof Error && error.name === 'ZodError') throw new InvalidResponseError();
    throw error;
  }
}

/** `POST /reception/login` or `POST /reception-vip/login`. */
export function login(kind: LoginKind, body: LoginBody): Promise<LoginResponse> {
  const endpoint = kind === 'graduate' ? graduateEndpoints.login : receptionEndpoints.login;
  return signInAnswer(callEndpoint(endpoint, { body }));
}

/** Where the Google sign-in starts. */
export async function fetchGoogleUrl(): Promise<string> {
  return (await callEndpoint(googleSignInEndpoints.getGoogleUrl, {})).url;
}

/** Trades Google's code for a session (the state names the sign-in the API started). */
export function completeGoogleSignIn(code: string, state: string): Promise<LoginResponse> {
  return signInAnswer(
    callEndpoint(googleSignInEndpoints.completeGoogleSignIn, { query: { code, state } }),
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
