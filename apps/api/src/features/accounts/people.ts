import { shortPersonName } from '@campus/contracts';
import type { Executor } from '../../db/database';
import type { People } from '../../platform/people';
import { createAdminUsersRepository } from './admin-users.repository';
import { createUsersRepository } from './users.repository';

/** The accounts' answer to what other features may read of people (platform/people.ts). */
export function createPeople(db: Executor): People {
  const users = createUsersRepository(db);
  const adminUsers = createAdminUsersRepository(db);
  return {
    namesOf: (userIds) => users.namesOf(userIds),
    async displayNamesOf(userIds) {
      const names = await users.namesOf(userIds);
      return new Map(
        [...names].map(([userId, name]) => [
          userId,
          shortPersonName(name.first_name, name.last_name),
        ]),
      );
    },
    emailsOf: (userIds) => users.emailsOf(userIds),
    contactsOf: (userIds) => users.contactsOf(userIds),
    async roleOf(userId) {
      return (await users.findById(userId))?.user_role;
    },
    async recipientOf(userId) {
      const user = await users.findById(userId);
      return user === undefined
        ? undefined
        : {
            email: user.user_email,
            firstName: user.user_first_name,
            locale: user.locale,
            active: user.status === 'active',
          };
    },
    async userIdByEmail(email) {
      return (await users.findByEmail(email))?.user_id;
    },
    async userIdsMatching(q, limit) {
      const page = await adminUsers.list({ q, sort: 'email', page: 1, page_size: limit });
      return page.rows.map((row) => row.user_id);
    },
    async activeAdminIds() {
      const page = await adminUsers.list({
        role: 'admin',
        status: 'active',
        sort: 'email',
        page: 1,
        page_size: 100,
      });
      return page.rows.map((row) => row.user_id);
    },
    activeUserIdsAfter: (afterId, limit) => users.activeUserIdsAfter(afterId, limit),
  };
}
