import type { UserRole } from '@campus/contracts';

export interface DemoAccount {
  user_email: string;
  password: string;
  user_role: UserRole;
  user_first_name: string;
  user_last_name: string;
  locale: 'en' | 'tr';
}

/**
 * The demo accounts of a new embedded database. Their passwords are printed
 * once on start; they exist only on the embedded database, never on a server
 * unless SEED_DEMO=true is set on purpose.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    user_email: 'admin@campushub.test',
    password: 'Demo-Admin-2026',
    user_role: 'admin',
    user_first_name: 'Ayşe',
    user_last_name: 'Yıldız',
    locale: 'tr',
  },
  {
    user_email: 'moderator@campushub.test',
    password: 'Demo-Moderator-2026',
    user_role: 'moderator',
    user_first_name: 'Mert',
    user_last_name: 'Şahin',
    locale: 'tr',
  },
  {
    user_email: 'student@campushub.test',
    password: 'Demo-Student-2026',
    user_role: 'student',
    user_first_name: 'Elif',
    user_last_name: 'Çelik',
    locale: 'en',
  },
  {
    user_email: 'graduate@campushub.test',
    password: 'Demo-Graduate-2026',
    user_role: 'graduate',
    user_first_name: 'İlker',
    user_last_name: 'Öztürk',
    locale: 'en',
  },
];
