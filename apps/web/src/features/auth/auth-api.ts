import { courseConstantsSchema, googleUrlResponseSchema } from '@campus/contracts';
import type {
  Department,
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterBody,
} from '@campus/contracts';
import { api } from '../../lib/api-client';

/** The calls of the sign-in and account pages (SPEC.md section 7, PRODUCT.md "Accounts and sessions"). */

export type LoginKind = 'student' | 'graduate';

/** `POST /reception/login` or `POST /reception-vip/login`. */
export function login(kind: LoginKind, body: LoginBody): Promise<LoginResponse> {
  const path = kind === 'graduate' ? 'reception-vip/login' : 'reception/login';
  return api.post(path, { json: body }).json<LoginResponse>();
}

/** `GET /reception/google/url`: where the Google sign-in starts. */
export async function fetchGoogleUrl(): Promise<string> {
  const body = await api.get('reception/google/url').json<unknown>();
  return googleUrlResponseSchema.parse(body).url;
}

/** `GET /reception/google/callback`: trades Google's code for a session; the PKCE cookie goes along. */
export function completeGoogleSignIn(code: string, state: string): Promise<LoginResponse> {
  return api
    .get('reception/google/callback', { searchParams: { code, state }, credentials: 'include' })
    .json<LoginResponse>();
}

export function register(body: RegisterBody): Promise<MessageResponse> {
  return api.post('reception/register', { json: body }).json<MessageResponse>();
}

/** `POST /reception-vip/register`: multipart, the account and graduation fields plus an optional `proof`. */
export function registerGraduate(form: FormData): Promise<MessageResponse> {
  return api.post('reception-vip/register', { body: form }).json<MessageResponse>();
}

export function resendVerification(userEmail: string): Promise<MessageResponse> {
  return api
    .post('reception/resend-verification', { json: { user_email: userEmail } })
    .json<MessageResponse>();
}

export function verifyEmail(token: string): Promise<MessageResponse> {
  return api.get('reception/verify-email', { searchParams: { token } }).json<MessageResponse>();
}

export function requestPasswordReset(userEmail: string): Promise<MessageResponse> {
  return api
    .post('reception/password-forgot', { json: { user_email: userEmail } })
    .json<MessageResponse>();
}

export function resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
  return api
    .post('reception/password-reset', { json: { token, new_password: newPassword } })
    .json<MessageResponse>();
}

/** `POST /reception/password-change`: ends every other session and answers fresh tokens for this one. */
export function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<LoginResponse> {
  return api
    .post('reception/password-change', {
      json: { current_password: currentPassword, new_password: newPassword },
    })
    .json<LoginResponse>();
}

export function requestAccountDeletion(userEmail: string): Promise<MessageResponse> {
  return api
    .post('reception/delete-account-request', { json: { user_email: userEmail } })
    .json<MessageResponse>();
}

export function confirmAccountDeletion(token: string): Promise<MessageResponse> {
  return api
    .get('reception/delete-account-verify', { searchParams: { token } })
    .json<MessageResponse>();
}

/** The departments of `GET /coursefile/courses-constants`, for the graduate application. */
export async function fetchDepartments(signal?: AbortSignal): Promise<Department[]> {
  const body = await api
    .get('coursefile/courses-constants', signal === undefined ? {} : { signal })
    .json<unknown>();
  return courseConstantsSchema.pick({ departments: true }).parse(body).departments;
}
