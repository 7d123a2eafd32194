import { z } from 'zod';

/** Every role a user can have. */
export const userRoles = ['admin', 'moderator', 'student', 'graduate'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

/** Roles with "moderator access": the admin panel, reviews, moderation queues. */
export const moderatorRoles: readonly UserRole[] = ['admin', 'moderator'];

export function hasModeratorAccess(role: UserRole | undefined): boolean {
  return role !== undefined && moderatorRoles.includes(role);
}

/**
 * Whether a role may enter a staff-only place (a route, an endpoint, a menu):
 * moderators' places admit admins too. The API, the web's guard and its
 * navigation all ask this one function.
 */
export function roleMeets(role: UserRole | undefined, needed: 'moderator' | 'admin'): boolean {
  return needed === 'admin' ? role === 'admin' : hasModeratorAccess(role);
}

/** Languages of the interface and of mail. */
export const locales = ['en', 'tr'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;
