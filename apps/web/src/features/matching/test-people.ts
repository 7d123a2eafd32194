import type { CurrentUser } from '@campus/contracts';

/** The signed-in student of the matching page's tests. */
export const student: CurrentUser = {
  user_id: '6f1c2a4e-1c1d-4c5e-9a0b-2b3c4d5e6f71',
  user_email: 'student@example.edu',
  user_role: 'student',
  user_first_name: 'Deniz',
  user_last_name: 'Aydın',
  user_photo_url: null,
  is_vip: false,
  contribution_count: 0,
  locale: 'en',
};
