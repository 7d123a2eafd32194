import { adminUserSchema } from '@campus/contracts';

/** Whether a route or query parameter is a user id the API can know (a UUID). */
export function isUserId(value: string | null | undefined): value is string {
  return (
    value !== null && value !== undefined && adminUserSchema.shape.user_id.safeParse(value).success
  );
}
