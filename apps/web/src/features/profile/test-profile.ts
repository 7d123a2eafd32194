import type { Profile } from '@campus/contracts';

/** The profile of the profile pages' component tests: a student who has written nothing about herself yet. */
export const ayseProfile: Profile = {
  user_id: '6f1c2a4e-1c1d-4c5e-9a0b-2b3c4d5e6f70',
  user_email: 'ayse.yilmaz@example.edu',
  user_role: 'student',
  user_first_name: 'Ayşe',
  user_last_name: 'Yılmaz',
  user_photo_url: null,
  is_vip: false,
  contribution_count: 0,
  locale: 'en',
  user_status: 'active',
  department: null,
  class_year: null,
  bio: '',
  has_password: true,
  is_google_linked: false,
  created_at: '2024-09-15T10:00:00.000Z',
};
