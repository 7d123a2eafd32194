import type { Transaction } from '../../db/database';
import { demoPersonEmail } from '../../platform/feature-seed';
import { users } from './accounts.tables';

// The accounts' part of the demo beyond demo-accounts.ts: the students who joined only to be
// matched (matching's demo round needs about 60 people; the contributors are 40).

const day = 24 * 60 * 60 * 1000;

/** The students who joined for matching only: given name, surname, locale, department, class year. */
export const matchingNewcomers = [
  ['Defne', 'Aksoy', 'tr', 'Bilgisayar Mühendisliği', 1],
  ['Ilgaz', 'Çınar', 'tr', 'Ekonomi', 2],
  ['Nehir', 'Özdemir', 'tr', 'Psikoloji', 1],
  ['Kuzey', 'Yıldırım', 'tr', 'Makine Mühendisliği', 3],
  ['Ada', 'Şentürk', 'tr', 'Moleküler Biyoloji ve Genetik', 2],
  ['Aras', 'Güneş', 'tr', 'Tarih', 4],
  ['Lina', 'Haddad', 'en', 'Economics', 1],
  ['Mateo', 'Ríos', 'en', 'Computer Engineering', 2],
  ['Öykü', 'Başaran', 'tr', 'Matematik', 3],
  ['Çağan', 'Ilıcalı', 'tr', 'Elektrik-Elektronik Mühendisliği', 1],
  ['İpek', 'Ulusoy', 'tr', 'Sosyoloji', 2],
  ['Emir', 'Karataş', 'tr', 'İşletme', 4],
  ['Sofia', 'Novak', 'en', 'Physics', 3],
  ['Yusuf', 'Ergün', 'tr', 'İnşaat Mühendisliği', 2],
  ['Masal', 'Tekin', 'tr', 'Felsefe', 1],
  ['Kerem', 'Bozkurt', 'tr', 'Kimya', 3],
  ['Hana', 'Sato', 'en', 'Psychology', 2],
  ['Doruk', 'Eren', 'tr', 'Endüstri Mühendisliği', 4],
  ['Duru', 'Kılınç', 'tr', 'Uluslararası İlişkiler', 1],
  ['Noah', 'Fischer', 'en', 'History', 2],
] as const;

/** `Çağan Ilıcalı` → `cagan.ilicali.match@campushub.test`, apart from any contributor's address. */
export function newcomerEmail(given: string, surname: string): string {
  return demoPersonEmail(given, surname).replace('@', '.match@');
}

/** Inserts the newcomers, who cannot sign in; answers their ids in the list's order. */
export async function insertMatchingNewcomers(
  transaction: Transaction,
  now: Date,
): Promise<string[]> {
  const rows = await transaction
    .insert(users)
    .values(
      matchingNewcomers.map(([given, surname, locale, department, classYear], index) => ({
        user_email: newcomerEmail(given, surname),
        password_hash: null,
        user_role: 'student' as const,
        user_first_name: given,
        user_last_name: surname,
        locale,
        status: 'active' as const,
        is_email_verified: true,
        department,
        class_year: now.getUTCFullYear() - classYear + 1,
        created_at: new Date(now.getTime() - (20 + index) * day),
        updated_at: new Date(now.getTime() - (20 + index) * day),
      })),
    )
    .returning({ user_id: users.user_id });
  return rows.map((row) => row.user_id);
}
