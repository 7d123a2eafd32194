import { locales, userRoles } from '@campus/contracts';
import type { Locale, UserRole } from '@campus/contracts';

/** The signed-in user as `GET /reception/verify-token` and the login answer describe it. */
export interface CurrentUser {
  user_id: string;
  user_email: string;
  user_role: UserRole;
  user_first_name: string;
  user_last_name: string;
  user_photo_url: string | null;
  is_vip: boolean;
  contribution_count: number;
  locale: Locale;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/**
 * Reads a current user from an API answer: either `{ user_current: {...} }` or
 * the user itself. Answers `undefined` when the shape is not a user, so a
 * malformed answer counts as a failed session check.
 */
export function parseCurrentUser(body: unknown): CurrentUser | undefined {
  const candidate = isRecord(body) && isRecord(body.user_current) ? body.user_current : body;
  if (!isRecord(candidate)) return undefined;
  const {
    user_id: userId,
    user_email: email,
    user_role: role,
    user_first_name: firstName,
    user_last_name: lastName,
    user_photo_url: photoUrl,
    is_vip: isVip,
    contribution_count: contributionCount,
    locale,
  } = candidate;
  if (typeof userId !== 'string' && typeof userId !== 'number') return undefined;
  if (typeof email !== 'string' || !isOneOf(userRoles, role)) return undefined;
  return {
    user_id: String(userId),
    user_email: email,
    user_role: role,
    user_first_name: typeof firstName === 'string' ? firstName : '',
    user_last_name: typeof lastName === 'string' ? lastName : '',
    user_photo_url: typeof photoUrl === 'string' ? photoUrl : null,
    is_vip: isVip === true,
    contribution_count: typeof contributionCount === 'number' ? contributionCount : 0,
    locale: isOneOf(locales, locale) ? locale : 'en',
  };
}

/** The name to show for a user: first and last name, else the e-mail address. */
export function displayName(user: CurrentUser): string {
  const name = `${user.user_first_name} ${user.user_last_name}`.trim();
  return name === '' ? user.user_email : name;
}
