import {
  foldSearchText,
  therapistPoolNoticeVersion,
  type TherapistEntryStatus,
  type TherapistPool,
} from '@campus/contracts';
import type { Transaction } from '../database';
import {
  therapistPoolConsents,
  therapistPoolEntries,
  therapistPoolReports,
  type NewTherapistPoolEntryRow,
} from '../../features/therapist-pools/therapist-pools.tables';

/** One demo entry: a fictional therapist, and how the sessions went. */
interface DemoPoolEntry {
  therapist_name: string;
  city: string;
  is_online: boolean;
  sessions: number;
  fee: number;
  experience: string;
  status: TherapistEntryStatus;
  review_note?: string;
}

const approved = (
  therapist_name: string,
  city: string,
  is_online: boolean,
  sessions: number,
  fee: number,
  experience: string,
): DemoPoolEntry => ({
  therapist_name,
  city,
  is_online,
  sessions,
  fee,
  experience,
  status: 'approved',
});

/** Fictional psychologists; none of these names belongs to a real practice. */
const psychologyEntries: readonly DemoPoolEntry[] = [
  approved(
    'Uzm. Psk. Defne Aydoğan',
    'İstanbul',
    false,
    12,
    1800,
    'Sınav kaygım için gittim. İlk seanslarda dinledi, sonra bilişsel davranışçı tekniklerle çalıştık. Ödevler veriyordu, işe yaradı.',
  ),
  approved(
    'Psk. Kerem Ilıcak',
    'Ankara',
    true,
    6,
    1200,
    'Online sessions over video; always on time and well prepared. Helped me set a sleep routine during finals.',
  ),
  approved(
    'Psk. Dan. Selin Öncel',
    'İzmir',
    false,
    10,
    1500,
    'Aile içi sorunlar konusunda çok sabırlıydı. Yargılamadan dinledi, somut adımlar önerdi.',
  ),
  approved(
    'Üniversite Psikolojik Danışma Merkezi',
    'İstanbul',
    false,
    8,
    0,
    'The campus counselling centre is free for students. You book through the student portal and wait about two weeks for the first session.',
  ),
  approved(
    'Uzm. Psk. Çağan Erdem',
    'Ankara',
    false,
    20,
    2200,
    'Uzun süreli terapi için iyi bir seçimdi. Şema terapi yaklaşımıyla çalışıyor; ücret biraz yüksek ama öğrenci indirimi sordum, yaptı.',
  ),
  approved(
    'Psk. Ece Gündoğdu',
    'Eskişehir',
    true,
    4,
    900,
    'Short online sessions about procrastination. Practical and friendly, though four sessions felt too few for me.',
  ),
  approved(
    'Uzm. Psk. Burak Şimşek',
    'İstanbul',
    true,
    15,
    2000,
    'Panik atak yaşadığım dönemde başladım. Nefes egzersizleri ve maruz bırakma çalışmaları çok faydalı oldu.',
  ),
  approved(
    'Psk. İlayda Korkmaz',
    'Bursa',
    false,
    7,
    1100,
    'She was warm and clear about confidentiality from the first meeting. The office is close to the metro.',
  ),
  approved(
    'Uzm. Psk. Onur Yazıcı',
    'İzmir',
    true,
    9,
    1600,
    'Yas süreci için başvurdum. Acele ettirmedi, her seansın sonunda kısa bir özet yapıyordu.',
  ),
  approved(
    'Psk. Dan. Nazlı Tekin',
    'Antalya',
    false,
    5,
    1000,
    'Helped me with homesickness in my first year. Good listener, but appointments were sometimes moved at short notice.',
  ),
  approved(
    'Uzm. Psk. Emre Çakır',
    'Ankara',
    true,
    11,
    1700,
    'Sosyal kaygı üzerine çalıştık. Sunum korkumu adım adım azalttık; artık derste söz alabiliyorum.',
  ),
  approved(
    'Psk. Gizem Aksoy',
    'İstanbul',
    false,
    3,
    1400,
    'Only three sessions; we did not click, which happens. She suggested a colleague, which I appreciated.',
  ),
  approved(
    'Uzm. Psk. Tolga Uysal',
    'Kocaeli',
    true,
    14,
    1300,
    'Çevrim içi görüşmeler düzenliydi. Mükemmeliyetçilik üzerine çalıştık, günlük tutmayı önerdi.',
  ),
  approved(
    'Psk. Aslı Karaca',
    'İzmir',
    false,
    18,
    1900,
    'Long-term support through a difficult year. Structured, kind, and honest when I was avoiding topics.',
  ),
  {
    therapist_name: 'Psk. Deniz Er',
    city: 'İstanbul',
    is_online: true,
    sessions: 2,
    fee: 1000,
    experience:
      'Only two sessions so far, but I already feel heard. Will update after a few more weeks.',
    status: 'waiting',
  },
  {
    therapist_name: 'Uzm. Psk. Melis Doğan',
    city: 'Ankara',
    is_online: false,
    sessions: 6,
    fee: 1500,
    experience: 'Kariyer kararsızlığım için gittim; ilgi alanlarımı netleştirmeme yardımcı oldu.',
    status: 'waiting',
  },
  {
    therapist_name: 'Psk. Barış Kılınç',
    city: 'Trabzon',
    is_online: true,
    sessions: 4,
    fee: 800,
    experience:
      'Affordable online sessions, good for stress management. Sometimes the connection dropped.',
    status: 'waiting',
  },
  {
    therapist_name: 'Psk. Hakan Sarı',
    city: 'İstanbul',
    is_online: false,
    sessions: 1,
    fee: 1500,
    experience: 'Worst person ever, do not go, he is a fraud and everyone should know it.',
    status: 'rejected',
    review_note:
      'Please describe how the sessions went instead of judging the person; you are welcome to share again.',
  },
  {
    therapist_name: 'Psk. Cenk Ateş',
    city: 'Ankara',
    is_online: false,
    sessions: 3,
    fee: 1200,
    experience:
      'Seanslarda kişisel bilgilerimi başkalarıyla paylaştığını düşünüyorum, telefon numarasını da yazıyorum.',
    status: 'hidden',
    review_note: 'Hidden: it contained personal contact details and an unverified accusation.',
  },
];

/** Fictional psychiatrists; none of these names belongs to a real practice. */
const psychiatryEntries: readonly DemoPoolEntry[] = [
  approved(
    'Dr. Ayla Yurdakul',
    'İstanbul',
    false,
    6,
    2500,
    'Depresyon tanısı sonrası ilaç tedavisini çok iyi anlattı. Yan etkileri ve kontrol tarihlerini yazılı verdi.',
  ),
  approved(
    'Doç. Dr. Murat Kalkan',
    'Ankara',
    false,
    4,
    3000,
    'Thorough first appointment (almost an hour). Explained the dose changes and answered every question.',
  ),
  approved(
    'Dr. Pınar Ekinci',
    'İzmir',
    true,
    5,
    2000,
    'Online kontroller pratik. Reçeteyi e-nabız üzerinden yazdı, sıra beklemedim.',
  ),
  approved(
    'Üniversite Hastanesi Psikiyatri Polikliniği',
    'İstanbul',
    false,
    7,
    0,
    'Free for students with the university health insurance. Long waiting times, but the doctors are careful.',
  ),
  approved(
    'Dr. Serkan Özgür',
    'Ankara',
    true,
    3,
    1800,
    'DEHB değerlendirmesi için gittim; testleri ve süreci net anlattı, aceleye getirmedi.',
  ),
  approved(
    'Prof. Dr. Nermin Ulusoy',
    'İstanbul',
    false,
    10,
    4000,
    'Experienced and calm. Expensive, but she coordinated with my psychologist, which helped a lot.',
  ),
  approved(
    'Dr. Kaan Demirtaş',
    'Bursa',
    false,
    4,
    1500,
    'Uyku sorunlarım için başvurdum. İlaç vermeden önce uyku hijyeni önerdi, bu hoşuma gitti.',
  ),
  approved(
    'Dr. Esra Başaran',
    'Eskişehir',
    true,
    6,
    1700,
    'Video calls every month to adjust medication. Always reachable by the clinic’s message line.',
  ),
  approved(
    'Uzm. Dr. Volkan Işıklar',
    'İzmir',
    false,
    8,
    2200,
    'Anksiyete için takip ediliyorum. Her kontrolde nasıl hissettiğimi ölçeklerle değerlendiriyor.',
  ),
  approved(
    'Dr. Sibel Aktaş',
    'Antalya',
    false,
    2,
    1600,
    'Two visits so far; clear about what to expect from the first weeks of treatment.',
  ),
  approved(
    'Dr. Cem Öztürk',
    'Ankara',
    true,
    5,
    1900,
    'Online görüşmeler kısa ama verimli. Reçete yenilemeleri zamanında yapıldı.',
  ),
  approved(
    'Doç. Dr. Hande Yalçın',
    'İstanbul',
    true,
    9,
    3200,
    'Helped me through a hard semester with both medication and referrals for therapy. Very respectful.',
  ),
  approved(
    'Dr. Levent Güneş',
    'Kocaeli',
    false,
    3,
    1400,
    'Randevu kolay alındı. Muayene kısa sürdü ama sorularıma açık cevaplar verdi.',
  ),
  approved(
    'Dr. İrem Şahin',
    'İzmir',
    true,
    7,
    2100,
    'Calm and careful with dose changes; always explained why before changing anything.',
  ),
  {
    therapist_name: 'Dr. Ozan Keskin',
    city: 'İstanbul',
    is_online: false,
    sessions: 1,
    fee: 2000,
    experience: 'First appointment only. He listened well and planned a follow-up in three weeks.',
    status: 'waiting',
  },
  {
    therapist_name: 'Dr. Yasemin Bulut',
    city: 'Ankara',
    is_online: true,
    sessions: 2,
    fee: 1800,
    experience: 'Online kontrol randevuları düzenli; ilaç değişikliğini dikkatle planladı.',
    status: 'waiting',
  },
  {
    therapist_name: 'Dr. Tarık Erol',
    city: 'Konya',
    is_online: false,
    sessions: 3,
    fee: 1500,
    experience: 'Good follow-up appointments, the clinic reminds you a day before by text message.',
    status: 'waiting',
  },
  {
    therapist_name: 'Dr. Ferhat Acar',
    city: 'İzmir',
    is_online: false,
    sessions: 1,
    fee: 2500,
    experience: 'Don’t bother, total waste of money. Avoid at all costs!!!',
    status: 'rejected',
    review_note:
      'Please tell others what happened in the appointment; a warning alone does not help them decide.',
  },
  {
    therapist_name: 'Dr. Gökhan Tan',
    city: 'Ankara',
    is_online: true,
    sessions: 2,
    fee: 1600,
    experience:
      'He told me about another patient’s diagnosis by name during my appointment, which made me uncomfortable.',
    status: 'hidden',
    review_note: 'Hidden while a report about another patient’s details is looked into.',
  },
];

const dayMs = 24 * 60 * 60 * 1000;
/** The demo entries were shared over the months before the demo date, oldest first. */
const firstShared = new Date('2026-01-12T10:00:00.000Z').getTime();

/**
 * The demo pools: about fourteen approved entries per pool, three waiting,
 * one rejected and one hidden, by the seeded contributors; the demo student
 * has accepted the psychology notice and has an entry waiting; one open
 * report waits for the moderators.
 */
export async function insertTherapistPools(
  transaction: Transaction,
  people: { authorIds: readonly string[]; moderatorId: string; studentId: string },
): Promise<void> {
  const { authorIds, moderatorId, studentId } = people;
  if (authorIds.length === 0) throw new Error('The therapist pools need seeded contributors');
  const pools: readonly [TherapistPool, readonly DemoPoolEntry[]][] = [
    ['psychology', psychologyEntries],
    ['psychiatry', psychiatryEntries],
  ];
  const rows: NewTherapistPoolEntryRow[] = pools.flatMap(([pool, entries], poolIndex) =>
    entries.map((entry, index) => {
      const created = new Date(firstShared + (index * 6 + poolIndex * 3) * dayMs);
      const reviewed = entry.status === 'waiting' ? null : new Date(created.getTime() + dayMs);
      // The demo student wrote the first waiting psychology entry, to see it in their space.
      const isStudents = pool === 'psychology' && entry.status === 'waiting' && index === 14;
      const authorId = isStudents
        ? studentId
        : (authorIds[(index * 7 + poolIndex * 3) % authorIds.length] ?? studentId);
      return {
        pool,
        therapist_name: entry.therapist_name,
        experience: entry.experience,
        sessions: entry.sessions,
        fee: entry.fee,
        city: entry.city,
        city_key: foldSearchText(entry.city),
        is_online: entry.is_online,
        status: entry.status,
        review_note: entry.review_note ?? null,
        reviewer_id: reviewed === null ? null : moderatorId,
        reviewed_at: reviewed,
        author_id: authorId,
        search_text: foldSearchText([entry.therapist_name, entry.city, entry.experience].join(' ')),
        created_at: created,
        updated_at: created,
      };
    }),
  );
  const inserted = await transaction.insert(therapistPoolEntries).values(rows).returning({
    entry_id: therapistPoolEntries.entry_id,
    therapist_name: therapistPoolEntries.therapist_name,
    author_id: therapistPoolEntries.author_id,
  });

  await transaction
    .insert(therapistPoolConsents)
    .values({ user_id: studentId, pool: 'psychology', notice_version: therapistPoolNoticeVersion });

  // One open report about an approved psychiatry entry, by someone who did not write it.
  const reported = inserted.find((row) => row.therapist_name === 'Dr. Levent Güneş');
  const reporter = authorIds.find((id) => id !== reported?.author_id);
  if (reported === undefined || reporter === undefined) {
    throw new Error('The demo report has no entry or reporter');
  }
  await transaction.insert(therapistPoolReports).values({
    entry_id: reported.entry_id,
    reporter_id: reporter,
    reason:
      'The entry says the appointment was short; I think it should not be shown before the clinic is asked.',
    created_at: new Date(firstShared + 120 * dayMs),
  });
}
