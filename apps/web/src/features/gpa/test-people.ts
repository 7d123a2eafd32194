import type { CurrentUser } from '@campus/contracts';

/** The signed-in student of the GPA calculator's tests. */
export const deniz: CurrentUser = {
  user_id: '6f1c2b7e-8a4d-4c3e-9b2a-1d0e9f8a7b6c',
  user_email: 'deniz@example.edu',
  user_role: 'student',
  user_first_name: 'Deniz',
  user_last_name: 'Aksoy',
  user_photo_url: null,
  is_vip: false,
  contribution_count: 0,
  locale: 'en',
};
