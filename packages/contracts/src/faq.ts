/**
 * The FAQ's questions and answers in both languages, where the API can read
 * them too (the assistant indexes them). `{{email}}` stands for the team's
 * contact address. The page at `/faq` shows them by group; each item's anchor
 * is `faq-{key}`.
 */
export interface FaqText {
  en: string;
  tr: string;
}

export interface FaqItem {
  key: string;
  question: FaqText;
  answer: FaqText;
}

export interface FaqGroup {
  key: string;
  title: FaqText;
  items: readonly FaqItem[];
}

export const faqGroups: readonly FaqGroup[] = [
  {
    key: 'general',
    title: { en: 'About CampusHub', tr: 'CampusHub hakkında' },
    items: [
      {
        key: 'whatIs',
        question: {
          en: 'What is CampusHub?',
          tr: 'CampusHub nedir?',
        },
        answer: {
          en: 'CampusHub is the student community platform of Yeşiltepe University, run by a student team. It brings together course experiences, a GPA calculator, a Q&A bank and a question pool, experience pools, events, listings, voting and more.',
          tr: 'CampusHub, bir öğrenci ekibi tarafından yürütülen Yeşiltepe Üniversitesi öğrenci topluluğu platformudur. Ders deneyimlerini, not ortalaması hesaplayıcısını, soru-cevap bankasını ve soru havuzunu, deneyim havuzlarını, etkinlikleri, ilanları, oylamayı ve daha fazlasını bir araya getirir.',
        },
      },
      {
        key: 'cost',
        question: {
          en: 'Does CampusHub cost anything?',
          tr: 'CampusHub ücretli mi?',
        },
        answer: {
          en: 'No. CampusHub is free for students and graduates and shows no advertising. VIP access is earned by contributing, not bought.',
          tr: 'Hayır. CampusHub öğrenciler ve mezunlar için ücretsizdir ve reklam göstermez. VIP erişim satın alınmaz, katkıyla kazanılır.',
        },
      },
      {
        key: 'languages',
        question: {
          en: 'Which languages can I use?',
          tr: 'Hangi dilleri kullanabilirim?',
        },
        answer: {
          en: 'The whole interface is available in English and Turkish. Switch with the language button in the top-right corner; your choice is remembered on this device and, when you are signed in, in your profile.',
          tr: 'Arayüzün tamamı Türkçe ve İngilizce olarak kullanılabilir. Sağ üst köşedeki dil düğmesiyle geçiş yapabilirsiniz; seçiminiz bu cihazda ve oturum açtığınızda profilinizde hatırlanır.',
        },
      },
    ],
  },
  {
    key: 'courses',
    title: { en: 'Courses, VIP and GPA', tr: 'Dersler, VIP ve not ortalaması' },
    items: [
      {
        key: 'openAccess',
        question: {
          en: 'What can I see without contributing?',
          tr: 'Katkı vermeden neleri görebilirim?',
        },
        answer: {
          en: 'Every active course with its average ratings for difficulty, workload, usefulness and grading fairness, and the public summaries of approved course experiences. That is the open-access data.',
          tr: 'Tüm etkin dersleri; zorluk, iş yükü, fayda ve notlandırma adaleti ortalama puanlarıyla birlikte ve onaylanmış ders deneyimlerinin herkese açık özetlerini. Bunlar herkese açık verilerdir.',
        },
      },
      {
        key: 'vip',
        question: {
          en: 'What is VIP and how do I unlock it?',
          tr: 'VIP nedir ve nasıl açılır?',
        },
        answer: {
          en: 'VIP data include grade distributions, detailed experiences, exam tips and resources. VIP access unlocks automatically when 3 of your course experiences have been approved by moderators. Approved graduates, moderators and administrators have VIP access too.',
          tr: 'VIP veriler; not dağılımlarını, ayrıntılı deneyimleri, sınav ipuçlarını ve kaynakları içerir. Ders deneyimlerinizden 3’ü moderatörlerce onaylandığında VIP erişim kendiliğinden açılır. Onaylanmış mezunlar, moderatörler ve yöneticiler de VIP erişime sahiptir.',
        },
      },
      {
        key: 'pendingReview',
        question: {
          en: 'Why is my course experience not visible yet?',
          tr: 'Ders deneyimim neden henüz görünmüyor?',
        },
        answer: {
          en: "New experiences wait for a moderator's review. You can follow the status (waiting, approved or rejected) in /my-space; if one is rejected, the moderator's note tells you why, and you can write a new one.",
          tr: 'Yeni deneyimler bir moderatörün incelemesini bekler. Durumu (bekliyor, onaylandı veya reddedildi) /my-space sayfasından takip edebilirsiniz; reddedilirse moderatörün notu nedenini açıklar ve yeni bir deneyim yazabilirsiniz.',
        },
      },
      {
        key: 'gpa',
        question: {
          en: 'Which grading scale does the GPA calculator use?',
          tr: 'Not ortalaması hesaplayıcısı hangi ölçeği kullanıyor?',
        },
        answer: {
          en: 'The Turkish 4.00 scale: AA 4.0, BA 3.5, BB 3.0, CB 2.5, CC 2.0, DC 1.5, DD 1.0, FD 0.5 and FF 0.0. Each course is weighted by its credits. It calculates semester and cumulative GPA and can tell you what you need for a target. Your official transcript is always decisive.',
          tr: 'Türkiye’de kullanılan 4,00 ölçeğini: AA 4,0, BA 3,5, BB 3,0, CB 2,5, CC 2,0, DC 1,5, DD 1,0, FD 0,5 ve FF 0,0. Her ders kredisiyle ağırlıklandırılır. Dönem ve genel ortalamayı hesaplar, bir hedef için neye ihtiyacınız olduğunu gösterir. Resmî transkriptiniz her zaman esastır.',
        },
      },
    ],
  },
  {
    key: 'accounts',
    title: { en: 'Accounts', tr: 'Hesaplar' },
    items: [
      {
        key: 'register',
        question: {
          en: 'Who can create an account?',
          tr: 'Kimler hesap oluşturabilir?',
        },
        answer: {
          en: "Students of Yeşiltepe University can register with their e-mail address and confirm it through the link we send, or sign in with Google. Registration may be limited to the university's e-mail domains.",
          tr: 'Yeşiltepe Üniversitesi öğrencileri e-posta adresleriyle kaydolup gönderdiğimiz bağlantıyla adreslerini doğrulayabilir veya Google ile oturum açabilir. Kayıt, üniversitenin e-posta alan adlarıyla sınırlandırılabilir.',
        },
      },
      {
        key: 'graduates',
        question: {
          en: 'I have graduated. How can I join?',
          tr: 'Mezun oldum. Nasıl katılabilirim?',
        },
        answer: {
          en: 'Apply through the VIP reception at /reception-vip/register with your graduation year, student number and department, and optionally a proof of graduation. Staff review every application; once it is approved, you can sign in at the VIP reception and have VIP access.',
          tr: '/reception-vip/register adresindeki VIP resepsiyonundan mezuniyet yılınız, öğrenci numaranız ve bölümünüzle, isterseniz mezuniyet belgenizle başvurun. Her başvuruyu ekibimiz inceler; onaylandığında VIP resepsiyonundan giriş yapabilir ve VIP erişime sahip olursunuz.',
        },
      },
      {
        key: 'deleteExport',
        question: {
          en: 'How do I delete my account or download my data?',
          tr: 'Hesabımı nasıl silerim veya verilerimi nasıl indiririm?',
        },
        answer: {
          en: 'In your profile you can download all your data as a JSON file and delete your account by confirming your password. You can also request deletion by e-mail at /reception/delete-request. Deletion ends all your sessions at once.',
          tr: 'Profilinizden tüm verilerinizi JSON dosyası olarak indirebilir ve parolanızı onaylayarak hesabınızı silebilirsiniz. /reception/delete-request adresinden e-postayla da silme talep edebilirsiniz. Silme, tüm oturumlarınızı hemen sonlandırır.',
        },
      },
    ],
  },
  {
    key: 'community',
    title: { en: 'Community and moderation', tr: 'Topluluk ve moderasyon' },
    items: [
      {
        key: 'anonymous',
        question: {
          en: 'Is asking anonymously in the question pool really anonymous?',
          tr: 'Soru havuzunda anonim sormak gerçekten anonim mi?',
        },
        answer: {
          en: 'Yes, towards everyone else: the author of an anonymous question is never shown to other students or to moderators, and never appears in any response of the service to anyone but the author. The content rules still apply, and we can act on abuse or a court order.',
          tr: 'Evet, diğer herkese karşı: anonim bir sorunun yazarı diğer öğrencilere veya moderatörlere hiçbir zaman gösterilmez ve hizmetin yazar dışında kimseye verdiği hiçbir yanıtta yer almaz. İçerik kuralları yine geçerlidir; kötüye kullanım veya mahkeme kararı hâlinde işlem yapabiliriz.',
        },
      },
      {
        key: 'moderation',
        question: {
          en: 'How does moderation work?',
          tr: 'Moderasyon nasıl işliyor?',
        },
        answer: {
          en: 'Course experiences, experience pool entries, listings and vote proposals are reviewed by moderators before they are published. A rejection always comes with a note. Anyone can report a problem, and every moderator action is recorded in an audit log.',
          tr: 'Ders deneyimleri, deneyim havuzu kayıtları, ilanlar ve oylama önerileri yayımlanmadan önce moderatörlerce incelenir. Her ret bir notla birlikte gelir. Herkes bir sorunu bildirebilir ve her moderatör işlemi denetim kaydına yazılır.',
        },
      },
      {
        key: 'becomeModerator',
        question: {
          en: 'How can I become a moderator?',
          tr: 'Nasıl moderatör olabilirim?',
        },
        answer: {
          en: 'E-mail the team at {{email}}, tell us about yourself and why you would like to help. We add moderators when we need them and introduce them to the moderation guidelines first.',
          tr: '{{email}} adresinden ekibe e-posta gönderin; kendinizi ve neden yardım etmek istediğinizi anlatın. İhtiyaç duydukça moderatör ekleriz ve önce onları moderasyon ilkeleriyle tanıştırırız.',
        },
      },
      {
        key: 'therapyPools',
        question: {
          en: 'Why do I have to accept a notice before the psychologist and psychiatrist pools?',
          tr: 'Psikolog ve psikiyatrist havuzlarından önce neden bir metni onaylamam gerekiyor?',
        },
        answer: {
          en: 'Experiences with therapists can reveal data about health, which the Turkish data protection law treats as sensitive. The notice explains how these entries are handled and asks for your consent; we remember your answer so that you see it only once.',
          tr: 'Terapistlerle ilgili deneyimler, KVKK’nın özel nitelikli saydığı sağlık verilerini ortaya koyabilir. Metin, bu kayıtların nasıl ele alındığını açıklar ve onayınızı ister; yanıtınızı hatırlarız, böylece metni yalnızca bir kez görürsünüz.',
        },
      },
    ],
  },
  {
    key: 'privacy',
    title: { en: 'Privacy and contact', tr: 'Gizlilik ve iletişim' },
    items: [
      {
        key: 'cookies',
        question: {
          en: 'Which cookies do you use, and can I change my choice?',
          tr: 'Hangi çerezleri kullanıyorsunuz, tercihimi değiştirebilir miyim?',
        },
        answer: {
          en: 'Essential items (sign-in tokens, theme, language and your consent) are always on. Analytics, including Google Analytics, only run if you allow them; we use no marketing cookies. You can change your choice at any time as described in the Cookie Policy at /policies/cookie-policy.',
          tr: 'Zorunlu öğeler (oturum anahtarları, tema, dil ve onayınız) her zaman açıktır. Google Analytics dahil analiz yalnızca izin verirseniz çalışır; pazarlama çerezi kullanmayız. Tercihinizi /policies/cookie-policy adresindeki Çerez Politikası’nda açıklandığı gibi dilediğiniz zaman değiştirebilirsiniz.',
        },
      },
      {
        key: 'contact',
        question: {
          en: 'How can I contact the team?',
          tr: 'Ekiple nasıl iletişime geçebilirim?',
        },
        answer: {
          en: 'Use the contact form at /contacts or write to {{email}}. For questions about your personal data, see the KVKK Policy at /policies/kvkk.',
          tr: '/contacts adresindeki iletişim formunu kullanın veya {{email}} adresine yazın. Kişisel verilerinizle ilgili sorular için /policies/kvkk adresindeki KVKK Politikası’na bakın.',
        },
      },
    ],
  },
];
