import { foldSearchText, type InformationListItem } from '@campus/contracts';
import type { Transaction } from '../../db/database';
import { informationProjects, type NewInformationProjectRow } from './information.tables';

type DemoProject = Omit<NewInformationProjectRow, 'search_text'>;

function items(...pairs: readonly (readonly [string, string])[]): InformationListItem[] {
  return pairs.map(([en, tr]) => ({ en, tr }));
}

/** The demo information bank: how things work at the university, 6 published, 1 draft, 1 archived. */
export const demoInformationProjects: readonly DemoProject[] = [
  {
    project_id: 'course-registration',
    display_order: 10,
    status: 'published',
    name_en: 'Course registration',
    name_tr: 'Ders kaydı',
    description_en:
      'Each semester you choose your courses in the student information system during the registration week, and your advisor approves them. Late registration is possible only with a petition and a fee.',
    description_tr:
      'Her dönem kayıt haftasında derslerinizi öğrenci bilgi sisteminden seçersiniz ve danışmanınız onaylar. Geç kayıt yalnızca dilekçe ve harç ödemesiyle mümkündür.',
    access_requirements: items(
      [
        'Tuition fee (if any) paid before the registration week',
        'Varsa öğrenim ücretinin kayıt haftasından önce ödenmesi',
      ],
      ['An active student status', 'Aktif öğrencilik durumu'],
    ),
    process_steps: items(
      [
        'Sign in to the student information system with your student number',
        'Öğrenci numaranızla öğrenci bilgi sistemine giriş yapın',
      ],
      [
        'Pick your courses and sections in the course selection screen',
        'Ders seçim ekranında derslerinizi ve şubelerinizi seçin',
      ],
      [
        'Send the selection to your advisor for approval',
        'Seçiminizi onay için danışmanınıza gönderin',
      ],
      [
        'Check that the status shows "Approved" before the week ends',
        'Hafta bitmeden durumun "Onaylandı" olduğunu kontrol edin',
      ],
    ),
    warnings: items([
      'A selection that your advisor has not approved is not a registration',
      'Danışmanınızın onaylamadığı bir seçim kayıt sayılmaz',
    ]),
    notes: items([
      'Add and drop week follows the first week of classes',
      'Ekle-bırak haftası derslerin ilk haftasından sonra gelir',
    ]),
  },
  {
    project_id: 'student-id-card',
    display_order: 20,
    status: 'published',
    name_en: 'Student ID card',
    name_tr: 'Öğrenci kimlik kartı',
    description_en:
      'The student ID card opens the campus gates, the library and the dining hall, and it carries your meal balance. New students get theirs during orientation; a lost card can be replaced.',
    description_tr:
      'Öğrenci kimlik kartı kampüs kapılarını, kütüphaneyi ve yemekhaneyi açar; yemek bakiyeniz de kartta tutulur. Yeni öğrenciler kartlarını oryantasyonda alır; kaybolan kart yenilenebilir.',
    access_requirements: items(
      ['Completed enrolment', 'Tamamlanmış kesin kayıt'],
      [
        'A recent passport-size photo uploaded to the system',
        'Sisteme yüklenmiş yeni tarihli vesikalık fotoğraf',
      ],
    ),
    process_steps: items(
      [
        'Upload your photo in the student information system',
        'Fotoğrafınızı öğrenci bilgi sistemine yükleyin',
      ],
      [
        'Collect the card at the Student Affairs office with your national ID',
        'Kartınızı nüfus cüzdanınızla Öğrenci İşleri ofisinden alın',
      ],
      [
        'For a lost card, report it online and pay the replacement fee',
        'Kayıp kart için çevrim içi bildirim yapın ve yenileme ücretini ödeyin',
      ],
    ),
    warnings: items([
      'Report a lost card at once: its meal balance can be spent by anyone who finds it',
      'Kaybolan kartı hemen bildirin: bulan herkes yemek bakiyesini harcayabilir',
    ]),
    notes: [],
  },
  {
    project_id: 'library-access',
    display_order: 30,
    status: 'published',
    name_en: 'Library access',
    name_tr: 'Kütüphane erişimi',
    description_en:
      'The central library is open to every student with an ID card. You can borrow up to 10 books for 15 days and reach the electronic databases from off campus through the proxy service.',
    description_tr:
      'Merkez kütüphane öğrenci kimlik kartı olan her öğrenciye açıktır. 15 günlüğüne en fazla 10 kitap ödünç alabilir, elektronik veri tabanlarına kampüs dışından proxy hizmetiyle erişebilirsiniz.',
    access_requirements: items(['A valid student ID card', 'Geçerli öğrenci kimlik kartı']),
    process_steps: items(
      ['Scan your card at the entrance gate', 'Giriş turnikesinde kartınızı okutun'],
      [
        'Borrow books at the self-service machines or the circulation desk',
        'Kitapları kendi kendine ödünç alma makinelerinden ya da ödünç verme masasından alın',
      ],
      [
        'Set up the proxy in your browser to use the databases from home',
        'Veri tabanlarını evden kullanmak için tarayıcınızda proxy ayarını yapın',
      ],
    ),
    warnings: items([
      'Late returns are fined per book and per day, and block new loans',
      'Geç iadeler kitap ve gün başına cezalandırılır, yeni ödünç almayı engeller',
    ]),
    notes: items([
      'Group study rooms are booked online up to a week ahead',
      'Grup çalışma odaları bir hafta öncesine kadar çevrim içi ayrılır',
    ]),
  },
  {
    project_id: 'dormitory-application',
    display_order: 40,
    status: 'published',
    name_en: 'Dormitory application',
    name_tr: 'Yurt başvurusu',
    description_en:
      'The university dormitories take applications before each academic year. Places are given by distance from home, family income and academic standing; results are announced on the dormitory page.',
    description_tr:
      'Üniversite yurtları her akademik yıldan önce başvuru alır. Yerler ikamet uzaklığına, aile gelirine ve akademik başarıya göre verilir; sonuçlar yurt sayfasında duyurulur.',
    access_requirements: items(
      ['A registered student of the university', 'Üniversitenin kayıtlı öğrencisi olmak'],
      ['A permanent address outside the city', 'Şehir dışında kalıcı ikamet adresi'],
    ),
    process_steps: items(
      [
        'Fill in the online application form in the application period',
        'Başvuru döneminde çevrim içi başvuru formunu doldurun',
      ],
      [
        'Upload the income statement and the residence certificate',
        'Gelir belgesini ve yerleşim yeri belgesini yükleyin',
      ],
      [
        'Follow the results and pay the deposit within 3 days',
        'Sonuçları takip edin ve depozitoyu 3 gün içinde yatırın',
      ],
    ),
    warnings: items([
      'Incomplete applications are not evaluated',
      'Eksik belgeli başvurular değerlendirmeye alınmaz',
    ]),
    notes: items([
      'State dormitories (KYK) take their own applications through e-Devlet',
      'Devlet yurtları (KYK) başvurularını e-Devlet üzerinden ayrıca alır',
    ]),
  },
  {
    project_id: 'erasmus-application',
    display_order: 50,
    status: 'published',
    name_en: 'Erasmus+ exchange application',
    name_tr: 'Erasmus+ değişim başvurusu',
    description_en:
      'Erasmus+ lets you study one or two semesters at a partner university in Europe with a monthly grant. Candidates are ranked by GPA (50%) and the language exam (50%).',
    description_tr:
      'Erasmus+ ile Avrupa’daki bir anlaşmalı üniversitede aylık hibeyle bir ya da iki dönem okuyabilirsiniz. Adaylar not ortalaması (%50) ve dil sınavı (%50) ile sıralanır.',
    access_requirements: items(
      [
        'A GPA of at least 2.20 for undergraduates (2.50 for graduates)',
        'Lisans için en az 2,20, lisansüstü için 2,50 not ortalaması',
      ],
      ['Having completed the first year', 'Birinci sınıfı tamamlamış olmak'],
    ),
    process_steps: items(
      ['Apply online in the autumn call', 'Güz dönemindeki çağrıda çevrim içi başvurun'],
      [
        'Take the foreign language exam of the International Office',
        'Uluslararası Ofisin yabancı dil sınavına girin',
      ],
      [
        'Choose your partner universities after the ranking',
        'Sıralamadan sonra anlaşmalı üniversitelerinizi seçin',
      ],
      [
        'Prepare the learning agreement with your coordinator',
        'Öğrenim anlaşmasını koordinatörünüzle hazırlayın',
      ],
    ),
    warnings: items([
      'Courses missing from the learning agreement may not be recognised on return',
      'Öğrenim anlaşmasında olmayan dersler dönüşte tanınmayabilir',
    ]),
    notes: items([
      'The grant is paid in two instalments: 70% before departure, 30% on return',
      'Hibe iki taksitte ödenir: %70’i gitmeden önce, %30’u dönüşte',
    ]),
  },
  {
    project_id: 'scholarship-application',
    display_order: 60,
    status: 'published',
    name_en: 'University scholarships',
    name_tr: 'Üniversite bursları',
    description_en:
      'The university gives success and need-based scholarships each autumn. Success scholarships go to the top students of each department; need-based ones are decided by an interview.',
    description_tr:
      'Üniversite her güz döneminde başarı ve ihtiyaç bursları verir. Başarı bursları her bölümün en başarılı öğrencilerine, ihtiyaç bursları ise mülakat sonucunda verilir.',
    access_requirements: items(
      ['No disciplinary penalty', 'Disiplin cezası almamış olmak'],
      [
        'For need-based scholarships, the family income statement',
        'İhtiyaç bursu için aile gelir belgesi',
      ],
    ),
    process_steps: items(
      [
        'Fill in the scholarship form on the Health, Culture and Sports page',
        'Sağlık, Kültür ve Spor sayfasındaki burs formunu doldurun',
      ],
      [
        'Attend the interview on the date sent by e-mail',
        'E-postayla bildirilen tarihte mülakata katılın',
      ],
    ),
    warnings: items([
      'Scholarships end when you fail more than two courses in a semester',
      'Bir dönemde ikiden fazla dersten kalırsanız burs kesilir',
    ]),
    notes: [],
  },
  {
    project_id: 'graduation-checklist',
    display_order: 70,
    status: 'draft',
    name_en: 'Graduation checklist',
    name_tr: 'Mezuniyet kontrol listesi',
    description_en:
      'What to finish before your diploma can be prepared: credits, internship, library and dormitory clearance.',
    description_tr:
      'Diplomanızın hazırlanabilmesi için tamamlamanız gerekenler: krediler, staj, kütüphane ve yurt ilişik kesme işlemleri.',
    access_requirements: items([
      'All required courses passed and at least 240 ECTS',
      'Tüm zorunlu derslerden geçmiş ve en az 240 AKTS tamamlamış olmak',
    ]),
    process_steps: items(
      ['Check your transcript with your advisor', 'Transkriptinizi danışmanınızla kontrol edin'],
      ['Complete the clearance form online', 'İlişik kesme formunu çevrim içi tamamlayın'],
    ),
    warnings: [],
    notes: [],
  },
  {
    project_id: 'health-insurance',
    display_order: 80,
    status: 'archived',
    name_en: 'Health insurance for students',
    name_tr: 'Öğrenciler için genel sağlık sigortası',
    description_en:
      'Students under 25 are covered through their parents; others can register with the Social Security Institution. This page describes the rules of the previous academic year.',
    description_tr:
      '25 yaşından küçük öğrenciler anne ve babaları üzerinden sigortalıdır; diğerleri Sosyal Güvenlik Kurumuna kayıt yaptırabilir. Bu sayfa bir önceki akademik yılın kurallarını anlatır.',
    access_requirements: items([
      'A student certificate from e-Devlet',
      'e-Devlet’ten öğrenci belgesi',
    ]),
    process_steps: items([
      'Apply at the Social Security Institution with your student certificate',
      'Öğrenci belgenizle Sosyal Güvenlik Kurumuna başvurun',
    ]),
    warnings: [],
    notes: items([
      'International students must show private health insurance at enrolment',
      'Uluslararası öğrenciler kayıtta özel sağlık sigortası göstermelidir',
    ]),
  },
];

/** Inserts the demo projects, inside the seed's transaction. */
export async function insertInformationProjects(transaction: Transaction): Promise<void> {
  await transaction.insert(informationProjects).values(
    demoInformationProjects.map((project) => ({
      ...project,
      search_text: foldSearchText(
        [
          project.project_id,
          project.name_en,
          project.name_tr,
          project.description_en,
          project.description_tr,
        ].join(' '),
      ),
    })),
  );
}
