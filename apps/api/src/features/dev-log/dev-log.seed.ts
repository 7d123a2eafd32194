import type { Transaction } from '../../db/database';
import { devLogEntries, type NewDevLogEntryRow } from './dev-log.tables';

/** The demo dev log: how CampusHub grew, oldest first, in both languages. */
export const demoDevLogEntries: readonly NewDevLogEntryRow[] = [
  {
    version: '1.0.0',
    kind: 'feature',
    title_en: 'Accounts with university email',
    title_tr: 'Üniversite e-postasıyla hesaplar',
    body_en:
      'You can now create an account with your university email address, verify it from your inbox and sign in. Forgotten passwords can be reset by email, and you can also sign in with Google.',
    body_tr:
      'Artık üniversite e-posta adresinizle hesap açabilir, gelen kutunuzdan doğrulayıp giriş yapabilirsiniz. Unutulan şifreler e-postayla sıfırlanabilir; Google ile de giriş yapabilirsiniz.',
    published_at: new Date('2026-02-02T09:00:00.000Z'),
  },
  {
    version: '1.1.0',
    kind: 'feature',
    title_en: 'The course catalogue',
    title_tr: 'Ders kataloğu',
    body_en:
      'Browse every course of the university by department, type and level. Search understands Turkish letters, so "ogretim" also finds "Öğretim".',
    body_tr:
      'Üniversitedeki tüm dersleri bölüme, türe ve düzeye göre inceleyin. Arama Türkçe harfleri tanır; "ogretim" yazdığınızda "Öğretim" de bulunur.',
    published_at: new Date('2026-03-16T09:00:00.000Z'),
  },
  {
    version: '1.2.0',
    kind: 'feature',
    title_en: 'Course experiences and VIP access',
    title_tr: 'Ders deneyimleri ve VIP erişim',
    body_en:
      'Share how a course went: ratings, a summary, exam tips and resources. Once your contributions are approved, VIP access unlocks the detailed experiences of other students.',
    body_tr:
      'Bir dersin nasıl geçtiğini paylaşın: puanlar, özet, sınav ipuçları ve kaynaklar. Katkılarınız onaylandığında VIP erişim açılır ve diğer öğrencilerin ayrıntılı deneyimlerini görebilirsiniz.',
    published_at: new Date('2026-05-04T09:00:00.000Z'),
  },
  {
    version: '1.2.1',
    kind: 'fix',
    title_en: 'Sorting Turkish course names',
    title_tr: 'Türkçe ders adlarının sıralanması',
    body_en:
      'Course names now sort in Turkish alphabetical order: "Çizge Kuramı" comes after "Cebir" and before "Dinamik".',
    body_tr:
      'Ders adları artık Türk alfabesine göre sıralanıyor: "Çizge Kuramı", "Cebir"den sonra ve "Dinamik"ten önce geliyor.',
    published_at: new Date('2026-05-20T09:00:00.000Z'),
  },
  {
    version: '1.3.0',
    kind: 'feature',
    title_en: 'GPA calculator',
    title_tr: 'Not ortalaması hesaplayıcı',
    body_en:
      'Plan your semesters with the GPA calculator: add courses with their credits and letter grades, and see your semester and cumulative averages at once. Signed-in students can save their plan.',
    body_tr:
      'Dönemlerinizi not ortalaması hesaplayıcıyla planlayın: dersleri kredileri ve harf notlarıyla ekleyin, dönem ve genel ortalamanızı hemen görün. Giriş yapan öğrenciler planlarını kaydedebilir.',
    published_at: new Date('2026-07-13T09:00:00.000Z'),
  },
  {
    version: '1.4.0',
    kind: 'improvement',
    title_en: 'A faster moderator panel',
    title_tr: 'Daha hızlı moderatör paneli',
    body_en:
      'Moderators review waiting experiences and edit the catalogue from one panel. Lists now load page by page, and unsaved changes are kept from being lost by accident.',
    body_tr:
      'Moderatörler bekleyen deneyimleri inceleyip kataloğu tek bir panelden düzenliyor. Listeler artık sayfa sayfa yükleniyor ve kaydedilmemiş değişiklikler yanlışlıkla kaybolmuyor.',
    published_at: new Date('2026-09-07T09:00:00.000Z'),
  },
];

/** Adds the demo dev log, inside the seed's transaction. */
export async function insertDevLog(transaction: Transaction): Promise<void> {
  await transaction
    .insert(devLogEntries)
    .values(demoDevLogEntries.map((entry) => ({ ...entry, created_at: entry.published_at })));
}
