import type { PoolStatus } from '@campus/contracts';

/** Who writes in the pool: the demo student and graduate, then the fictional contributors. */
export type Writer = number;

export interface PoolSeed {
  group: number;
  writer: Writer;
  anonymous: boolean;
  status: PoolStatus;
  title: string;
  content: string;
  /** Days before the seed's reference date. */
  daysAgo: number;
  /** The replies: who (-1 is the asker) and what. */
  replies: readonly (readonly [Writer, string])[];
}

/** The writer that stands for whoever asked the thread. */
export const asker = -1;

export const demoPoolThreads: readonly PoolSeed[] = [
  {
    group: 1001,
    writer: 0,
    anonymous: false,
    status: 'answered',
    title: 'Old exams for Calculus I?',
    content:
      'Does anyone know where the old midterm and final exams of Calculus I are shared? The course page only has last year’s.',
    daysAgo: 20,
    replies: [
      [2, 'The Mathematics Club keeps an archive of the last five years in their room, B-112.'],
      [asker, 'Found it, thank you! Marking this as answered.'],
    ],
  },
  {
    group: 1001,
    writer: 3,
    anonymous: true,
    status: 'open',
    title: 'Failing Physics II for the second time',
    content:
      'I am about to fail Physics II again and I am worried about my scholarship. Has anyone been through this? What did you do?',
    daysAgo: 12,
    replies: [
      [
        4,
        'Talk to your advisor before the withdrawal deadline: a W does not affect your GPA, and the scholarship office looks at your overall progress.',
      ],
      [5, 'The physics tutoring hours on Wednesdays helped me a lot, it is not too late.'],
      [asker, 'Thank you both, I will see my advisor this week.'],
    ],
  },
  {
    group: 1001,
    writer: 6,
    anonymous: false,
    status: 'open',
    title: 'Hangi seçmeli ders daha az yoğun?',
    content:
      'Bu dönem çok yoğunum; sosyal seçmeliler arasında iş yükü en az olan hangisi? Tavsiyesi olan var mı?',
    daysAgo: 3,
    replies: [],
  },
  {
    group: 1002,
    writer: 7,
    anonymous: false,
    status: 'answered',
    title: 'Kampüste gece servis var mı?',
    content: 'Kütüphaneden gece geç çıkıyorum, yurda servis var mı, saat kaça kadar çalışıyor?',
    daysAgo: 15,
    replies: [
      [
        8,
        'Hafta içi gece yarısına kadar her yarım saatte bir servis var, kütüphane önünden kalkıyor.',
      ],
    ],
  },
  {
    group: 1002,
    writer: 9,
    anonymous: true,
    status: 'answered',
    title: 'Talking to someone about stress',
    content:
      'I have been feeling very stressed before finals and I do not know who to talk to. Is the counselling centre really confidential?',
    daysAgo: 9,
    replies: [
      [
        1,
        'Yes, it is confidential and free. I went last year and it helped; you can book by e-mail.',
      ],
      [asker, 'Thank you, I booked an appointment for Monday.'],
    ],
  },
  {
    group: 1003,
    writer: 0,
    anonymous: false,
    status: 'open',
    title: 'Advisor has not approved my courses',
    content:
      'Registration closes on Friday and my advisor has not approved my course list yet. What happens if they do not approve it in time?',
    daysAgo: 2,
    replies: [
      [10, 'The department secretary can forward it to the vice chair, go there in person.'],
    ],
  },
  {
    group: 1003,
    writer: 11,
    anonymous: false,
    status: 'closed',
    title: 'Kayıt yenileme ücreti iadesi',
    content:
      'Yanlışlıkla iki kez kayıt yenileme ücreti ödedim, iadesi için nereye başvurmam gerekiyor?',
    daysAgo: 30,
    replies: [
      [12, 'Mali İşler’e dilekçe ve dekontlarla başvurman yeterli, iki haftada iade ediyorlar.'],
      [asker, 'Teşekkürler, iade yapıldı.'],
    ],
  },
  {
    group: 1004,
    writer: 13,
    anonymous: true,
    status: 'open',
    title: 'Problem with my roommate',
    content:
      'My roommate has guests every night until very late and I cannot sleep. I do not want them to know I complained. What can I do?',
    daysAgo: 5,
    replies: [
      [
        14,
        'The dormitory office handles complaints confidentially; you can also ask for a room change at the start of the semester.',
      ],
    ],
  },
  {
    group: 1004,
    writer: 1,
    anonymous: false,
    status: 'open',
    title: 'Kampüse yakın uygun fiyatlı ev',
    content:
      'Önümüzdeki dönem için kampüse yürüme mesafesinde ev arıyorum. Hangi mahalleleri önerirsiniz?',
    daysAgo: 4,
    replies: [[15, 'Yeşiltepe ve Çamlık mahalleleri hem yakın hem de görece uygun.']],
  },
  {
    group: 1005,
    writer: 16,
    anonymous: false,
    status: 'answered',
    title: 'Internship in the first year?',
    content:
      'Can I do a voluntary internship after my first year, and does the university provide insurance for it?',
    daysAgo: 18,
    replies: [
      [
        1,
        'Yes, the Career Centre arranges the insurance if the company sends an acceptance letter.',
      ],
      [asker, 'Great, that is exactly what I needed.'],
    ],
  },
  {
    group: 1005,
    writer: 17,
    anonymous: true,
    status: 'open',
    title: 'Mülakatta not ortalamam soruluyor',
    content:
      'Not ortalamam düşük ve mülakatlarda hep bu soruluyor. Bunu nasıl anlatmalıyım, deneyimi olan var mı?',
    daysAgo: 1,
    replies: [],
  },
  {
    group: 1006,
    writer: 18,
    anonymous: false,
    status: 'open',
    title: 'Erasmus language exam dates',
    content: 'When is the Erasmus+ language exam this year, and can I use my IELTS score instead?',
    daysAgo: 6,
    replies: [
      [
        19,
        'It is usually in early March; an IELTS score of 6.5 or higher is accepted instead of the exam.',
      ],
    ],
  },
];
