import type { CurrentUser, UserRole } from '@campus/contracts';
import { setSignedIn } from '../lib/auth-store';

// Kept apart from render-feature: that module is loaded by the API client's fake (setup.ts),
// and the auth store imported here loads the API client, which would make the two a cycle.

/** One person per role; a test that reads another value (a name, an e-mail) passes it in. */
const personsOfRoles: Record<
  UserRole,
  Pick<CurrentUser, 'user_id' | 'user_first_name' | 'user_last_name'>
> = {
  admin: {
    user_id: '0a1b2c3d-0000-4000-8000-0000000000ad',
    user_first_name: 'Selin',
    user_last_name: 'Demir',
  },
  moderator: {
    user_id: '6f1c2a4e-1c1d-4c5e-9a0b-2b3c4d5e6f72',
    user_first_name: 'Mert',
    user_last_name: 'Şahin',
  },
  student: {
    user_id: '6f1c2a4e-1c1d-4c5e-9a0b-2b3c4d5e6f71',
    user_first_name: 'Deniz',
    user_last_name: 'Aydın',
  },
  graduate: {
    user_id: '6f1c2a4e-1c1d-4c5e-9a0b-2b3c4d5e6f73',
    user_first_name: 'Ece',
    user_last_name: 'Kaya',
  },
};

/** A signed-in person of a role as the API describes them, with any of their values changed. */
export function personOf(role: UserRole, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...personsOfRoles[role],
    user_email: `${role}@example.edu`,
    user_role: role,
    user_photo_url: null,
    is_vip: false,
    contribution_count: 0,
    locale: 'en',
    ...overrides,
  };
}

/** The web tests' people, one of each role. */
export const testPeople = {
  admin: personOf('admin'),
  moderator: personOf('moderator'),
  student: personOf('student'),
  graduate: personOf('graduate'),
} satisfies Record<UserRole, CurrentUser>;

/** Signs a person in through the real auth store, as a sign-in does; answers that person. */
export function signInAs(who: UserRole | CurrentUser): CurrentUser {
  const person = typeof who === 'string' ? testPeople[who] : who;
  setSignedIn(person);
  return person;
}
