import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  campusDateOf,
  foldSearchText,
  shiftCampusDate,
  type ListingCategory,
  type ListingStatus,
} from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { listings, type NewListingRow } from './listings.tables';

interface DemoListing {
  category: ListingCategory;
  title: string;
  description: string;
  contact: string;
  /** Days after the seeding date; negative for an expired one. */
  expiresIn: number;
  /** Days before the seeding date that it was posted (and, approved ones, a day later approved). */
  postedDaysAgo: number;
  status?: ListingStatus;
  reviewNote?: string;
  /** Posted by the demo student instead of a contributor. */
  byDemoStudent?: boolean;
}

/** The demo listings: realistic, in English and Turkish, spread over the five boards. */
const demoListings: readonly DemoListing[] = [
  // Car pooling
  {
    category: 'car_pooling',
    title: 'Ankara → İstanbul this Friday, 2 seats',
    description:
      'Leaving from the main gate on Friday at 17:00, arriving in Kadıköy around 23:00. Fuel and tolls shared, 350 TL per person. Small luggage only.',
    contact: '+90 532 555 14 21',
    expiresIn: 4,
    postedDaysAgo: 2,
  },
  {
    category: 'car_pooling',
    title: 'Her sabah Çayyolu → kampüs, 3 boş koltuk',
    description:
      'Hafta içi her sabah 08:15 gibi Çayyolu Metro önünden kampüse gidiyorum. Akşam dönüş 18:00. Aylık yakıt paylaşımı için yazın.',
    contact: 'burak.kaya@ogr.yesiltepe.edu.tr',
    expiresIn: 45,
    postedDaysAgo: 6,
  },
  {
    category: 'car_pooling',
    title: 'Bayram tatili için İzmir’e gidecek var mı?',
    description:
      'Bayramın ilk günü sabah erken İzmir’e çıkıyorum, Afyon üzerinden gidiyorum. 2 kişilik yer var, evcil hayvan da olur.',
    contact: '0533 555 62 09',
    expiresIn: 12,
    postedDaysAgo: 3,
  },
  {
    category: 'car_pooling',
    title: 'Airport rides every Sunday evening',
    description:
      'I drive to Esenboğa Airport every Sunday around 19:00 to pick up my sister. Happy to take up to three people and their suitcases for a share of the fuel.',
    contact: 'https://t.me/campus_airport_rides',
    expiresIn: 30,
    postedDaysAgo: 9,
  },
  {
    category: 'car_pooling',
    title: 'Eskişehir hafta sonu, gidiş-dönüş',
    description:
      'Cumartesi sabahı 09:00’da Eskişehir’e gidip pazar akşamı dönüyorum. Yol masrafını bölüşürüz, müzik seçimi yolcudan!',
    contact: 'selin.arslan@ogr.yesiltepe.edu.tr',
    expiresIn: 6,
    postedDaysAgo: 1,
  },
  // Internships
  {
    category: 'internships',
    title: 'Summer internship at a software company (backend)',
    description:
      'A fintech company in Teknokent takes two computer engineering students for a paid 8-week summer internship: TypeScript, PostgreSQL, code reviews and a real project. Apply with a short CV.',
    contact: 'careers@example-fintech.com',
    expiresIn: 40,
    postedDaysAgo: 5,
  },
  {
    category: 'internships',
    title: 'Zorunlu staj: makine mühendisliği, OSTİM',
    description:
      'OSTİM’deki üretim firmamızda 20 iş günü zorunlu staj imkânı. CNC tezgâhları, kalite kontrol ve teknik resim üzerine çalışacaksınız. Yemek ve servis var.',
    contact: 'ik@ornek-makine.com.tr',
    expiresIn: 25,
    postedDaysAgo: 7,
  },
  {
    category: 'internships',
    title: 'Data analytics intern at a retail chain',
    description:
      'Part-time, remote-friendly internship for the spring term: dashboards in Power BI, SQL queries and weekly sales reports. Third- and fourth-year students preferred.',
    contact: 'https://example-retail.com/careers/analytics-intern',
    expiresIn: 20,
    postedDaysAgo: 4,
  },
  {
    category: 'internships',
    title: 'Mimarlık ofisinde yaz stajı',
    description:
      'Çankaya’daki mimarlık ofisimizde AutoCAD ve Revit bilen iki öğrenciye yaz stajı. Şantiye ziyaretleri ve yarışma projelerine katılım var.',
    contact: 'staj@ornek-mimarlik.com',
    expiresIn: 55,
    postedDaysAgo: 10,
  },
  // Jobs
  {
    category: 'jobs',
    title: 'Part-time teaching assistant for Calculus I',
    description:
      'The mathematics department looks for a part-time teaching assistant for Calculus I problem sessions: six hours a week, paid by the hour. You need an AA or BA in Calculus I.',
    contact: 'math-office@yesiltepe.edu.tr',
    expiresIn: 14,
    postedDaysAgo: 3,
  },
  {
    category: 'jobs',
    title: 'Kütüphanede yarı zamanlı öğrenci asistanı',
    description:
      'Merkez kütüphanede akşam vardiyası için kısmi zamanlı öğrenci asistanı aranıyor. Haftada 12 saat, ödünç verme masası ve raf düzeni.',
    contact: 'kutuphane@yesiltepe.edu.tr',
    expiresIn: 10,
    postedDaysAgo: 2,
  },
  {
    category: 'jobs',
    title: 'Weekend barista at the campus café',
    description:
      'The campus café needs a friendly barista for Saturday and Sunday shifts, 10:00–18:00. Training provided, experience is a plus. Free coffee, obviously.',
    contact: '+90 312 555 40 40',
    expiresIn: 18,
    postedDaysAgo: 6,
  },
  {
    category: 'jobs',
    title: 'Lise öğrencisine matematik özel dersi',
    description:
      'Keçiören’de 11. sınıf öğrencisi için haftada iki gün matematik özel dersi verecek bir üniversite öğrencisi arıyoruz. Ücret görüşülür.',
    contact: '0505 555 77 31',
    expiresIn: 8,
    postedDaysAgo: 1,
  },
  {
    category: 'jobs',
    title: 'Freelance English–Turkish translator',
    description:
      'A small publishing house needs translators for short academic articles, around 3,000 words a week. Send a sample translation of one page.',
    contact: 'editor@example-press.com',
    expiresIn: 35,
    postedDaysAgo: 8,
  },
  // Alumni
  {
    category: 'alumni',
    title: 'Alumni mentoring offer: software careers',
    description:
      'I graduated in 2019 and now lead a backend team in Berlin. I can mentor two students this term: CV reviews, mock interviews and a monthly video call.',
    contact: 'https://www.linkedin.com/in/example-alumni-mentor',
    expiresIn: 60,
    postedDaysAgo: 11,
  },
  {
    category: 'alumni',
    title: 'Mezunlar buluşması: İnşaat Mühendisliği 2015',
    description:
      '2015 mezunları olarak ayın son cumartesi Kuğulu Park’ta buluşuyoruz. Öğrenciler de gelebilir; sektöre dair sorularınızı yanıtlarız.',
    contact: 'insaat2015@example.com',
    expiresIn: 21,
    postedDaysAgo: 5,
  },
  {
    category: 'alumni',
    title: 'Graduate school applications: ask me anything',
    description:
      'Alumna, now a PhD student in the Netherlands. I answer questions about statements of purpose, reference letters and funding every Wednesday evening online.',
    contact: 'phd.questions@example.com',
    expiresIn: 28,
    postedDaysAgo: 4,
  },
  {
    category: 'alumni',
    title: 'Kariyer sohbeti: bankacılıkta ilk yıl',
    description:
      'İşletme 2021 mezunuyum, bir yatırım bankasında çalışıyorum. Mülakat süreçleri ve ilk iş yılı hakkında konuşmak isteyenlerle kahve içebilirim.',
    contact: 'ece.demir.alumni@example.com',
    expiresIn: 15,
    postedDaysAgo: 2,
  },
  // Erasmus
  {
    category: 'erasmus',
    title: 'Erasmus room swap in Lisbon',
    description:
      'I have a room near Alameda in Lisbon for the spring semester and I am looking for a room in Ankara for the same months. Rent 450 EUR, bills included.',
    contact: 'lisbon.swap@example.com',
    expiresIn: 33,
    postedDaysAgo: 7,
  },
  {
    category: 'erasmus',
    title: 'Varşova’da Erasmus dönemi için ev arkadaşı',
    description:
      'Güz döneminde Varşova Teknik Üniversitesi’ne gidiyorum. Mokotów’da iki odalı bir daire buldum, ikinci oda için ev arkadaşı arıyorum.',
    contact: '0536 555 18 44',
    expiresIn: 26,
    postedDaysAgo: 3,
  },
  {
    category: 'erasmus',
    title: 'Learning agreement help: Munich exchange',
    description:
      'Just came back from TU Munich. I can help you match courses for your learning agreement and tell you which ones transfer well to our curriculum.',
    contact: 'munich.exchange@example.com',
    expiresIn: 50,
    postedDaysAgo: 12,
  },
  {
    category: 'erasmus',
    title: 'Erasmus dönüşü satılık eşyalar: bisiklet ve kışlık mont',
    description:
      'Erasmus’tan yeni döndüm; Gent’te kalan bisikletimi ve kışlık montumu oradaki öğrencilere devretmek istiyorum. Gent’e gidecekler yazsın.',
    contact: 'gent.esyalar@example.com',
    expiresIn: 9,
    postedDaysAgo: 2,
  },
  {
    category: 'erasmus',
    title: 'Erasmus info evening at the international office',
    description:
      'Students who studied abroad last year share their experiences: housing, grants, language courses and credit transfer. Thursday at 18:00, Room B-204.',
    contact: 'international@yesiltepe.edu.tr',
    expiresIn: 5,
    postedDaysAgo: 1,
  },
  {
    category: 'internships',
    title: 'Biyoloji laboratuvarında gönüllü araştırma stajı',
    description:
      'Moleküler biyoloji laboratuvarımızda bir dönem boyunca haftada 10 saat gönüllü araştırma stajı. PCR ve hücre kültürü deneyimi kazanacaksınız.',
    contact: 'molbio.lab@yesiltepe.edu.tr',
    expiresIn: 42,
    postedDaysAgo: 6,
  },
  {
    category: 'car_pooling',
    title: 'Konya’ya cuma akşamı, tek kişilik yer',
    description:
      'Cuma 18:30’da kampüsten Konya’ya çıkıyorum, bagaj yeri geniş. Yakıtı paylaşırız, sigara içilmeyen bir araç.',
    contact: '0542 555 90 12',
    expiresIn: 2,
    postedDaysAgo: 1,
  },
  // Waiting for a moderator (one by the demo student), rejected, expired.
  {
    category: 'car_pooling',
    title: 'Kampüs → Kızılay every weekday at 18:00',
    description:
      'I drive from the engineering faculty car park to Kızılay every weekday at 18:00 and can take two people. Message me the day before.',
    contact: 'elif.celik@ogr.yesiltepe.edu.tr',
    expiresIn: 30,
    postedDaysAgo: 0,
    status: 'waiting',
    byDemoStudent: true,
  },
  {
    category: 'jobs',
    title: 'Etkinlik asistanı, kariyer fuarı için',
    description:
      'Bahar kariyer fuarında iki gün boyunca stantların kurulumu ve ziyaretçi karşılama için etkinlik asistanları aranıyor. Günlük ücret ödenir.',
    contact: 'kariyer.fuari@example.com',
    expiresIn: 20,
    postedDaysAgo: 1,
    status: 'waiting',
  },
  {
    category: 'internships',
    title: 'UX research intern at a game studio',
    description:
      'An Istanbul game studio is looking for a UX research intern to run playtests and summarise player feedback. Remote, 20 hours a week, paid.',
    contact: 'jobs@example-games.com',
    expiresIn: 35,
    postedDaysAgo: 2,
    status: 'waiting',
  },
  {
    category: 'erasmus',
    title: 'Looking for a flat share in Bologna',
    description:
      'Going to Bologna in February for one semester. Looking for a room in a shared flat close to the university, up to 500 EUR a month.',
    contact: 'bologna.room@example.com',
    expiresIn: 40,
    postedDaysAgo: 0,
    status: 'waiting',
  },
  {
    category: 'jobs',
    title: 'Make money fast from home!!!',
    description:
      'Earn thousands every week with no experience. Just send a registration fee and we will send you the details of this amazing opportunity.',
    contact: 'http://example.com/fast-money',
    expiresIn: 30,
    postedDaysAgo: 3,
    status: 'rejected',
    reviewNote: 'Listings that ask for a fee before giving details are not allowed on the board.',
  },
  {
    category: 'alumni',
    title: 'Alumni football match last weekend',
    description:
      'The yearly alumni football match against the current students at the campus stadium. Bring your old jersey, families welcome.',
    contact: 'alumni.football@example.com',
    expiresIn: -3,
    postedDaysAgo: 20,
  },
];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo listings, with expiries counted from the seeding date: 25 approved on
 * the boards, 4 waiting (one by the demo student), 1 rejected, 1 expired. Authors
 * are the contributors in turn; the demo moderator reviewed them.
 */
export async function insertListings(transaction: Transaction, demo: DemoPeople): Promise<void> {
  const { contributorIds: authorIds, studentId: demoStudentId, moderatorId, now } = demo;
  const today = campusDateOf(now);
  const rows: NewListingRow[] = demoListings.map((listing, index) => {
    const status = listing.status ?? 'approved';
    const authorId = listing.byDemoStudent
      ? demoStudentId
      : authorIds[index % Math.max(1, authorIds.length)];
    if (authorId === undefined) throw new Error('The demo listings need at least one author');
    const postedAt = new Date(now.getTime() - listing.postedDaysAgo * dayMs - index * 60_000);
    const reviewedAt =
      status === 'waiting'
        ? null
        : new Date(Math.min(now.getTime(), postedAt.getTime() + dayMs / 2));
    return {
      category: listing.category,
      title: listing.title,
      description: listing.description,
      contact: listing.contact,
      expires_on: shiftCampusDate(today, listing.expiresIn),
      status,
      review_note: listing.reviewNote ?? null,
      author_id: authorId,
      reviewer_id: reviewedAt === null ? null : moderatorId,
      reviewed_at: reviewedAt,
      approved_at: status === 'approved' ? reviewedAt : null,
      search_text: foldSearchText(`${listing.title} ${listing.description}`),
      created_at: postedAt,
      updated_at: reviewedAt ?? postedAt,
    };
  });
  await transaction.insert(listings).values(rows);
}

/** A person's newest approved or rejected listing, for the demo's notifications. */
export async function findNewestReviewedListing(transaction: Transaction, userId: string) {
  const [listing] = await transaction
    .select({
      listing_id: listings.listing_id,
      status: listings.status,
      review_note: listings.review_note,
    })
    .from(listings)
    .where(and(eq(listings.author_id, userId), inArray(listings.status, ['approved', 'rejected'])))
    .orderBy(desc(listings.created_at))
    .limit(1);
  return listing;
}
