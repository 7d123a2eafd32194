import { vipAccessOf, vipContributionThreshold, type CurrentUser } from '@campus/contracts';
import type { UserRow } from './accounts.tables';

/** PRODUCT.md: VIP access unlocks with 3 approved contributions (the courses feature applies it too). */
export { vipContributionThreshold };

/** Counts a person's approved course contributions; the courses feature provides it. */
export type ContributionCounter = (userId: string) => Promise<number>;

export const noContributions: ContributionCounter = async () => 0;

/** Where a profile photo is served; the file name is random and unguessable. */
export function photoUrl(photoFile: string | null): string | null {
  return photoFile === null ? null : `/api/media/photos/${photoFile}`;
}

/** The VIP rule of the contracts (`vipAccessOf`), for an account row. */
export function isVip(
  user: Pick<UserRow, 'user_role' | 'status'>,
  contributionCount: number,
): boolean {
  return vipAccessOf({
    role: user.user_role,
    active: user.status === 'active',
    approvedContributions: contributionCount,
  }).isVip;
}

export function toCurrentUser(user: UserRow, contributionCount: number): CurrentUser {
  return {
    user_id: user.user_id,
    user_email: user.user_email,
    user_role: user.user_role,
    user_first_name: user.user_first_name,
    user_last_name: user.user_last_name,
    user_photo_url: photoUrl(user.photo_file),
    is_vip: isVip(user, contributionCount),
    contribution_count: contributionCount,
    locale: user.locale,
  };
}
