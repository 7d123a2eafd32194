import { foldSearchText, type PoolStatus, type QaStatus } from '@campus/contracts';
import type { Transaction } from '../database';
import {
  poolQuestions,
  poolReplies,
  qaEntries,
  questionGroups,
  type NewPoolQuestionRow,
  type NewQaEntryRow,
} from '../../features/questions/questions.tables';
import { demoAccounts } from './demo-accounts';

/** The groups shared by the Q&A bank and the question pool. */
const groups = [
  { group_id: 1001, name_en: 'Courses', name_tr: 'Dersler', display_order: 1 },
  { group_id: 1002, name_en: 'Campus life', name_tr: 'Kampüs yaşamı', display_order: 2 },
  { group_id: 1003, name_en: 'Registration', name_tr: 'Kayıt', display_order: 3 },
  { group_id: 1004, name_en: 'Housing', name_tr: 'Barınma', display_order: 4 },
  { group_id: 1005, name_en: 'Careers', name_tr: 'Kariyer', display_order: 5 },
  { group_id: 1006, name_en: 'Exchange', name_tr: 'Değişim', display_order: 6 },
] as const;

type Entry = readonly [
  group: number,
  status: QaStatus,
  author: string,
  questionEn: string,
  questionTr: string,
  answerEn: string,
  answerTr: string,
];

const registrar = 'Registrar’s Office';
const studentAffairs = 'Student Affairs Office';
const international = 'International Office';
const housing = 'Housing Office';
const careers = 'Career Centre';

/** The Q&A bank: mostly answered, three pending, two in review. */
const entries: readonly Entry[] = [
  [
    1001,
    'answered',
    registrar,
    'How many times can I retake a failed course?',
    'Kaldığım bir dersi kaç kez tekrar alabilirim?',
    'There is no limit, but each attempt counts towards your maximum study period. The latest grade replaces the earlier one in your GPA.',
    'Bir sınır yok, ancak her deneme azami öğrenim sürenize sayılır. Not ortalamanızda en son aldığınız not öncekinin yerine geçer.',
  ],
  [
    1001,
    'answered',
    registrar,
    'What is the minimum attendance for a course?',
    'Bir derse devam zorunluluğu ne kadar?',
    'You must attend at least 70% of lectures and 80% of labs. Below that you receive an NA grade and cannot sit the final.',
    'Teorik derslerin en az %70’ine, uygulamaların %80’ine katılmanız gerekir. Altında kalırsanız devamsızlıktan kalırsınız (NA) ve finale giremezsiniz.',
  ],
  [
    1001,
    'answered',
    'Faculty Student Office',
    'Can I take a course from another department as an elective?',
    'Başka bir bölümden seçmeli ders alabilir miyim?',
    'Yes, as a free elective, if your advisor approves it and the course has places. Technical electives must come from your own department’s list.',
    'Evet, danışmanınız onaylarsa ve derste yer varsa serbest seçmeli olarak alabilirsiniz. Teknik seçmeliler kendi bölümünüzün listesinden olmalıdır.',
  ],
  [
    1001,
    'answered',
    registrar,
    'When are make-up exams held?',
    'Mazeret sınavları ne zaman yapılır?',
    'In the week after the final exams. Apply with your medical report or document within five working days of the missed exam.',
    'Final sınavlarından sonraki hafta yapılır. Kaçırdığınız sınavdan sonraki beş iş günü içinde rapor veya belgenizle başvurun.',
  ],
  [
    1001,
    'pending',
    'Faculty Student Office',
    'Will summer school courses count towards honours?',
    'Yaz okulunda alınan dersler onur listesine sayılır mı?',
    '',
    '',
  ],
  [
    1002,
    'answered',
    studentAffairs,
    'How do I start a new student club?',
    'Yeni bir öğrenci kulübü nasıl kurarım?',
    'Gather at least 20 founding members and an academic advisor, then apply to Student Affairs with the club’s charter in the first four weeks of a semester.',
    'En az 20 kurucu üye ve bir akademik danışman bulun, ardından dönemin ilk dört haftasında kulüp tüzüğüyle Öğrenci İşleri’ne başvurun.',
  ],
  [
    1002,
    'answered',
    studentAffairs,
    'Is the sports centre free for students?',
    'Spor merkezi öğrenciler için ücretsiz mi?',
    'The gym and the swimming pool are free with your student card; some courses such as tennis lessons have a small fee.',
    'Spor salonu ve yüzme havuzu öğrenci kartınızla ücretsizdir; tenis dersi gibi bazı kurslar küçük bir ücrete tabidir.',
  ],
  [
    1002,
    'answered',
    'Health Centre',
    'Where can I get psychological counselling?',
    'Psikolojik danışmanlığa nereden ulaşabilirim?',
    'The Psychological Counselling Centre in the Library building offers free and confidential sessions. Book by e-mail or at the front desk.',
    'Kütüphane binasındaki Psikolojik Danışmanlık Merkezi ücretsiz ve gizli görüşmeler sunar. E-postayla veya danışmadan randevu alabilirsiniz.',
  ],
  [
    1002,
    'in_review',
    studentAffairs,
    'Can I bring a guest to campus events?',
    'Kampüs etkinliklerine misafir getirebilir miyim?',
    'Most events are open to one guest per student; register your guest at the entrance with their ID.',
    'Çoğu etkinliğe öğrenci başına bir misafir gelebilir; misafirinizi girişte kimliğiyle kaydettirin.',
  ],
  [
    1003,
    'answered',
    registrar,
    'When does course registration open?',
    'Ders kaydı ne zaman açılıyor?',
    'In the week before classes begin, on the student information system. Your advisor must approve your course list before the deadline.',
    'Derslerin başlamasından önceki hafta, öğrenci bilgi sisteminde açılır. Ders listenizi son günden önce danışmanınızın onaylaması gerekir.',
  ],
  [
    1003,
    'answered',
    registrar,
    'What is the add-drop period?',
    'Ders ekle-bırak dönemi nedir?',
    'The first week of classes: you may add or drop courses without any record. After it, a withdrawal shows as W on your transcript.',
    'Derslerin ilk haftasıdır: bu sürede ders ekleyip bırakabilirsiniz ve kayda geçmez. Sonrasında dersten çekilme transkriptte W olarak görünür.',
  ],
  [
    1003,
    'answered',
    'Finance Office',
    'How do I pay the tuition fee in instalments?',
    'Öğrenim ücretini taksitle nasıl öderim?',
    'Choose the instalment plan on the payment page before registration; the contracted banks offer up to eight instalments without interest.',
    'Kayıttan önce ödeme sayfasında taksit seçeneğini işaretleyin; anlaşmalı bankalar sekiz taksite kadar faizsiz ödeme sunar.',
  ],
  [
    1003,
    'answered',
    registrar,
    'How can I get a student certificate?',
    'Öğrenci belgesini nasıl alırım?',
    'Download it with an e-signature from the e-Government portal, or print it at the kiosks in the Registrar’s building.',
    'e-Devlet üzerinden e-imzalı olarak indirebilir ya da Öğrenci İşleri binasındaki kiosklardan yazdırabilirsiniz.',
  ],
  [
    1003,
    'pending',
    registrar,
    'Can I freeze my registration for one semester?',
    'Kaydımı bir dönem dondurabilir miyim?',
    '',
    '',
  ],
  [
    1004,
    'answered',
    housing,
    'When do dormitory applications open?',
    'Yurt başvuruları ne zaman açılıyor?',
    'In July for the autumn semester. First-year and exchange students are placed first; the results are announced in August.',
    'Güz dönemi için temmuz ayında açılır. Birinci sınıf ve değişim öğrencileri önceliklidir; sonuçlar ağustosta açıklanır.',
  ],
  [
    1004,
    'answered',
    housing,
    'Are the dormitories open during the semester break?',
    'Yurtlar dönem arasında açık mı?',
    'Yes, but you must tell the dormitory office by the last week of classes if you stay over the break.',
    'Evet, ancak dönem arasında kalacaksanız bunu derslerin son haftasına kadar yurt müdürlüğüne bildirmelisiniz.',
  ],
  [
    1004,
    'answered',
    housing,
    'Does the university help with finding a flat?',
    'Üniversite ev bulmaya yardımcı oluyor mu?',
    'The Housing Office keeps a list of checked landlords near campus and can review a rental contract with you.',
    'Barınma Ofisi kampüse yakın, kontrol edilmiş ev sahiplerinin listesini tutar ve kira sözleşmenizi sizinle birlikte inceleyebilir.',
  ],
  [
    1004,
    'in_review',
    housing,
    'Can I change my dormitory room during the year?',
    'Yıl içinde yurt odamı değiştirebilir miyim?',
    'Room changes are possible at the start of each semester if there is a free place.',
    'Boş yer varsa her dönemin başında oda değişikliği yapılabilir.',
  ],
  [
    1005,
    'answered',
    careers,
    'Is a summer internship compulsory?',
    'Yaz stajı zorunlu mu?',
    'In engineering and some other programmes, yes: two internships of 20 working days each. Check your programme’s internship rules.',
    'Mühendislik ve bazı diğer programlarda evet: her biri 20 iş günü olan iki staj. Programınızın staj yönergesine bakın.',
  ],
  [
    1005,
    'answered',
    careers,
    'Does the Career Centre review CVs?',
    'Kariyer Merkezi özgeçmiş inceliyor mu?',
    'Yes: book a 20-minute CV session online. There are also CV workshops every month.',
    'Evet: çevrim içi olarak 20 dakikalık bir özgeçmiş görüşmesi ayırtın. Her ay özgeçmiş atölyeleri de düzenleniyor.',
  ],
  [
    1005,
    'pending',
    careers,
    'Who signs the insurance form for a voluntary internship?',
    'Gönüllü staj için sigorta formunu kim imzalıyor?',
    '',
    '',
  ],
  [
    1006,
    'answered',
    international,
    'Who can apply for Erasmus+?',
    'Erasmus+ programına kimler başvurabilir?',
    'Students with a GPA of at least 2.20 (2.50 for graduate students) who have completed their first year. A language exam is part of the selection.',
    'Not ortalaması en az 2,20 (lisansüstü için 2,50) olan ve birinci yılını tamamlamış öğrenciler başvurabilir. Seçimde dil sınavı da vardır.',
  ],
  [
    1006,
    'answered',
    international,
    'Are my courses abroad recognised here?',
    'Yurt dışında aldığım dersler burada sayılır mı?',
    'Yes, when they are in your learning agreement signed before you leave. Changes must be approved within five weeks of the start of the semester.',
    'Evet, yola çıkmadan önce imzalanan öğrenim anlaşmanızda yer alıyorlarsa. Değişiklikler dönemin başlamasından sonraki beş hafta içinde onaylanmalıdır.',
  ],
  [
    1006,
    'answered',
    international,
    'Is there a grant for exchange students?',
    'Değişim öğrencilerine hibe veriliyor mu?',
    'Erasmus+ students receive a monthly grant depending on the host country; Farabi students receive a grant from the national budget.',
    'Erasmus+ öğrencileri gidilen ülkeye göre aylık hibe alır; Farabi öğrencilerine ulusal bütçeden hibe verilir.',
  ],
];

/** Who writes in the pool: the demo student and graduate, then the fictional contributors. */
type Writer = number;

interface PoolSeed {
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

const asker = -1;

const pool: readonly PoolSeed[] = [
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

const referenceDate = Date.parse('2026-06-01T09:00:00.000Z');
const hourMs = 60 * 60 * 1000;

/**
 * Fills the Q&A bank and the question pool: six groups, the bank's entries
 * and a dozen pool threads written by the demo accounts and the contributors,
 * four of them asked anonymously. `userIds` maps e-mail addresses to ids.
 */
export async function insertQuestions(
  transaction: Transaction,
  userIds: ReadonlyMap<string, string>,
): Promise<void> {
  await transaction.insert(questionGroups).values([...groups]);

  const orders = new Map<number, number>();
  const entryRows: NewQaEntryRow[] = entries.map(
    ([group, status, author, questionEn, questionTr, answerEn, answerTr]) => {
      const order = (orders.get(group) ?? 0) + 1;
      orders.set(group, order);
      return {
        group_id: group,
        status,
        author,
        question_en: questionEn,
        question_tr: questionTr,
        answer_en: answerEn,
        answer_tr: answerTr,
        order,
        search_text: foldSearchText([questionEn, questionTr, answerEn, answerTr].join(' ')),
      };
    },
  );
  await transaction.insert(qaEntries).values(entryRows);

  const demoEmails = new Set(demoAccounts.map((account) => account.user_email));
  const people = [
    ...['student@campushub.test', 'graduate@campushub.test'].flatMap((email) => {
      const id = userIds.get(email);
      return id === undefined ? [] : [id];
    }),
    ...[...userIds].flatMap(([email, id]) => (demoEmails.has(email) ? [] : [id])),
  ];
  const personAt = (writer: Writer): string => {
    const id = people[writer % people.length];
    if (id === undefined) throw new Error('The question pool seed needs demo accounts');
    return id;
  };

  for (const seed of pool) {
    const authorId = personAt(seed.writer);
    const createdAt = new Date(referenceDate - seed.daysAgo * 24 * hourMs);
    const row: NewPoolQuestionRow = {
      group_id: seed.group,
      title: seed.title,
      content: seed.content,
      status: seed.status,
      is_anonymous: seed.anonymous,
      author_id: authorId,
      search_text: foldSearchText(`${seed.title} ${seed.content}`),
      created_at: createdAt,
      updated_at: createdAt,
    };
    const [inserted] = await transaction
      .insert(poolQuestions)
      .values(row)
      .returning({ question_id: poolQuestions.question_id });
    if (inserted === undefined) throw new Error('A pool question was not inserted');
    if (seed.replies.length === 0) continue;
    // The reply count follows from a trigger on pool_replies.
    await transaction.insert(poolReplies).values(
      seed.replies.map(([writer, content], index) => ({
        question_id: inserted.question_id,
        content,
        author_id: writer === asker ? authorId : personAt(writer),
        created_at: new Date(createdAt.getTime() + (index + 1) * 3 * hourMs),
      })),
    );
  }
}
