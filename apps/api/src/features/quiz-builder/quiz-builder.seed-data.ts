import type { QbQuestionStatus, QbQuestionType } from '@campus/contracts';

// The quiz builder's demo building blocks (matters, phrases, options) and a question's shape;
// the questions, quizzes and bundle made of them are in quiz-questions.seed-data.ts.

export type Texts = readonly [en: string, tr: string];

export interface DemoMatter {
  key: string;
  name: Texts;
  description?: Texts;
  parent?: string;
}

/**
 * Sub-matters are written as they read inside a sentence: lower case in
 * English ("How important is honesty to you?"), while the Turkish phrases
 * start with the matter ("Dürüstlük senin için ne kadar önemli?").
 */
export const demoMatters: readonly DemoMatter[] = [
  {
    key: 'values',
    name: ['Values', 'Değerler'],
    description: [
      'What a person holds important in life.',
      'Bir kişinin hayatta önemli saydığı şeyler.',
    ],
  },
  {
    key: 'habits',
    name: ['Habits', 'Alışkanlıklar'],
    description: ['How a person lives from day to day.', 'Bir kişinin günlük yaşam düzeni.'],
  },
  {
    key: 'interests',
    name: ['Interests', 'İlgi alanları'],
    description: [
      'What a person enjoys doing in their free time.',
      'Bir kişinin boş zamanında yapmaktan hoşlandığı şeyler.',
    ],
  },
  { key: 'honesty', name: ['honesty', 'Dürüstlük'], parent: 'values' },
  { key: 'family', name: ['family', 'Aile'], parent: 'values' },
  { key: 'ambition', name: ['ambition', 'Hırs'], parent: 'values' },
  { key: 'friendship', name: ['friendship', 'Arkadaşlık'], parent: 'values' },
  { key: 'freedom', name: ['freedom', 'Özgürlük'], parent: 'values' },
  { key: 'helping', name: ['helping others', 'Başkalarına yardım etmek'], parent: 'values' },
  { key: 'fairness', name: ['fairness', 'Adalet'], parent: 'values' },
  { key: 'sleep', name: ['sleep', 'Uyku'], parent: 'habits' },
  { key: 'tidiness', name: ['tidiness', 'Düzen'], parent: 'habits' },
  { key: 'studying', name: ['studying', 'Ders çalışma'], parent: 'habits' },
  { key: 'exercise', name: ['exercise', 'Egzersiz'], parent: 'habits' },
  { key: 'budgeting', name: ['budgeting', 'Bütçe yönetimi'], parent: 'habits' },
  { key: 'music', name: ['music', 'Müzik'], parent: 'interests' },
  { key: 'sports', name: ['sports', 'Spor'], parent: 'interests' },
  { key: 'travel', name: ['travelling', 'Seyahat'], parent: 'interests' },
  { key: 'cooking', name: ['cooking', 'Yemek pişirme'], parent: 'interests' },
  { key: 'games', name: ['games', 'Oyunlar'], parent: 'interests' },
  { key: 'reading', name: ['reading', 'Kitap okuma'], parent: 'interests' },
  { key: 'films', name: ['films', 'Filmler'], parent: 'interests' },
  { key: 'art', name: ['art', 'Sanat'], parent: 'interests' },
];

export const demoPhrases = {
  important: ['How important is {matter} to you?', '{matter} senin için ne kadar önemli?'],
  enjoy: ['How often do you enjoy {matter}?', '{matter} ile ne sıklıkla ilgilenirsin?'],
  fits: [
    'When it comes to {matter}, which fits you best?',
    '{matter} konusunda sana en uygun olan hangisi?',
  ],
  makeTime: [
    'How often do you make time for {matter}?',
    '{matter} için ne sıklıkla zaman ayırırsın?',
  ],
} as const satisfies Record<string, Texts>;
export type PhraseKey = keyof typeof demoPhrases;

export interface DemoOption {
  text: Texts;
  value: number;
  alternatives?: readonly Texts[];
}

export const demoOptions = {
  // Agreement (Likert), with other wordings of the same choices.
  stronglyDisagree: {
    text: ['Strongly disagree', 'Kesinlikle katılmıyorum'],
    value: 1,
    alternatives: [['Not at all', 'Hiç katılmıyorum']],
  },
  disagree: {
    text: ['Disagree', 'Katılmıyorum'],
    value: 2,
    alternatives: [['Mostly disagree', 'Pek katılmıyorum']],
  },
  neutral: {
    text: ['Neither agree nor disagree', 'Kararsızım'],
    value: 3,
    alternatives: [['Not sure', 'Emin değilim']],
  },
  agree: {
    text: ['Agree', 'Katılıyorum'],
    value: 4,
    alternatives: [['Mostly agree', 'Büyük ölçüde katılıyorum']],
  },
  stronglyAgree: {
    text: ['Strongly agree', 'Kesinlikle katılıyorum'],
    value: 5,
    alternatives: [
      ['Completely agree', 'Tamamen katılıyorum'],
      ['Absolutely', 'Kesinlikle öyle'],
    ],
  },
  // Frequency.
  never: { text: ['Never', 'Hiçbir zaman'], value: 0 },
  rarely: { text: ['Rarely', 'Nadiren'], value: 1 },
  sometimes: { text: ['Sometimes', 'Bazen'], value: 2 },
  often: {
    text: ['Often', 'Sık sık'],
    value: 3,
    alternatives: [['Most weeks', 'Çoğu hafta']],
  },
  everyDay: { text: ['Every day', 'Her gün'], value: 4 },
  // Time of day.
  earlyMorning: { text: ['Early morning', 'Sabah erkenden'], value: 1 },
  lateMorning: { text: ['Late morning', 'Öğleye doğru'], value: 2 },
  afternoon: { text: ['Afternoon', 'Öğleden sonra'], value: 3 },
  evening: { text: ['Evening', 'Akşam'], value: 4 },
  lateNight: { text: ['Late at night', 'Gece geç saatlerde'], value: 5 },
  // Bedtime.
  before23: { text: ['Before 11 pm', 'Saat 23.00’ten önce'], value: 1 },
  from23: { text: ['Between 11 pm and midnight', 'Saat 23.00 ile 24.00 arasında'], value: 2 },
  from00: { text: ['Between midnight and 1 am', 'Gece 24.00 ile 01.00 arasında'], value: 3 },
  after01: { text: ['After 1 am', 'Gece 01.00’den sonra'], value: 4 },
  // Yes or no.
  yes: { text: ['Yes', 'Evet'], value: 1, alternatives: [['Definitely', 'Kesinlikle']] },
  no: { text: ['No', 'Hayır'], value: 0, alternatives: [['Not really', 'Pek değil']] },
  // Styles.
  planned: { text: ['I plan it carefully', 'Özenle planlarım'], value: 3 },
  routine: { text: ['I keep a loose routine', 'Esnek bir düzenim var'], value: 2 },
  flow: { text: ['I go with the flow', 'Akışına bırakırım'], value: 1 },
  // Life priorities (the ranking).
  prioFamily: { text: ['Family', 'Aile'], value: 0 },
  prioCareer: { text: ['Career', 'Kariyer'], value: 0 },
  prioFriends: { text: ['Friends', 'Arkadaşlar'], value: 0 },
  prioHealth: { text: ['Health', 'Sağlık'], value: 0 },
  prioAdventure: { text: ['Adventure', 'Macera'], value: 0 },
  // Places to study.
  placeLibrary: { text: ['In the library', 'Kütüphanede'], value: 0 },
  placeCafe: { text: ['In a café', 'Bir kafede'], value: 0 },
  placeRoom: { text: ['In my room', 'Odamda'], value: 0 },
  placeGroup: { text: ['With a study group', 'Bir çalışma grubuyla'], value: 0 },
  // Things to do together.
  doConcert: { text: ['Go to a concert', 'Konsere gitmek'], value: 0 },
  doSport: { text: ['Play a sport', 'Spor yapmak'], value: 0 },
  doTrip: { text: ['Take a day trip', 'Günübirlik geziye çıkmak'], value: 0 },
  doCook: { text: ['Cook together', 'Birlikte yemek yapmak'], value: 0 },
  doBoardGames: { text: ['Play board games', 'Kutu oyunu oynamak'], value: 0 },
  doMuseum: { text: ['Visit a museum', 'Müze gezmek'], value: 0 },
  // Weekends and evenings.
  weekendHome: { text: ['Relaxing at home', 'Evde dinlenerek'], value: 1 },
  weekendFriends: { text: ['Out with friends', 'Arkadaşlarla dışarıda'], value: 2 },
  weekendNature: { text: ['Outdoors in nature', 'Doğada'], value: 3 },
  weekendWork: { text: ['Working or studying', 'Çalışarak ya da ders çalışarak'], value: 4 },
  quietEvening: { text: ['A quiet evening in', 'Evde sakin bir akşam'], value: 1 },
  bigGathering: { text: ['A big get-together', 'Kalabalık bir buluşma'], value: 2 },
  // Music.
  genrePop: { text: ['Pop', 'Pop'], value: 0 },
  genreRock: { text: ['Rock', 'Rock'], value: 0 },
  genreJazz: { text: ['Jazz', 'Caz'], value: 0 },
  genreClassical: { text: ['Classical', 'Klasik müzik'], value: 0 },
  genreFolk: { text: ['Turkish folk', 'Türk halk müziği'], value: 0 },
  genreHipHop: { text: ['Hip-hop', 'Hip-hop'], value: 0 },
  // The knowledge quiz.
  ects30: { text: ['30 ECTS', '30 AKTS'], value: 0 },
  ects60: { text: ['60 ECTS', '60 AKTS'], value: 1 },
  ects90: { text: ['90 ECTS', '90 AKTS'], value: 0 },
  ects120: { text: ['120 ECTS', '120 AKTS'], value: 0 },
  studentAffairs: { text: ['The Student Affairs office', 'Öğrenci İşleri'], value: 1 },
  deansOffice: { text: ['The Dean’s office', 'Dekanlık'], value: 0 },
  healthCentre: { text: ['The health centre', 'Sağlık merkezi'], value: 0 },
  libraryDesk: { text: ['The library desk', 'Kütüphane bankosu'], value: 0 },
  books: { text: ['Books to borrow', 'Ödünç kitap'], value: 1 },
  groupRooms: { text: ['Group study rooms', 'Grup çalışma odaları'], value: 1 },
  printing: { text: ['Printing and scanning', 'Yazdırma ve tarama'], value: 1 },
  answerKeys: { text: ['Answer keys of exams', 'Sınavların cevap anahtarları'], value: 0 },
  gpaRight: {
    text: ['Grade Point Average', 'Ağırlıklı Genel Not Ortalaması'],
    value: 1,
  },
  gpaWrong1: { text: ['General Pass Assessment', 'Genel Geçme Değerlendirmesi'], value: 0 },
  gpaWrong2: {
    text: ['Graduate Programme Application', 'Lisansüstü Program Başvurusu'],
    value: 0,
  },
  stepSchedule: { text: ['Check the course schedule', 'Ders programını incele'], value: 1 },
  stepChoose: { text: ['Choose your courses in the system', 'Sistemde derslerini seç'], value: 2 },
  stepApproval: { text: ['Get your advisor’s approval', 'Danışman onayını al'], value: 3 },
  trueOption: { text: ['True', 'Doğru'], value: 1 },
  falseOption: { text: ['False', 'Yanlış'], value: 0 },
  // The draft survey.
  veganDishes: { text: ['Vegan dishes', 'Vegan yemekler'], value: 0 },
  longerHours: { text: ['Longer opening hours', 'Daha uzun açılış saatleri'], value: 0 },
  moreSeats: { text: ['More seating', 'Daha fazla oturma yeri'], value: 0 },
} as const satisfies Record<string, DemoOption>;
export type OptionKey = keyof typeof demoOptions;

/** An offered option, or an option shown with one of its alternative wordings (by index). */
export type OfferedOption = OptionKey | readonly [OptionKey, number];

export interface DemoQuestion {
  type: QbQuestionType;
  scale_max?: 5 | 7;
  /** A phrase and its matters, or the question's own text. */
  phrase?: PhraseKey;
  matters?: readonly string[];
  text?: Texts;
  options?: readonly OfferedOption[];
  importance?: number;
  status?: QbQuestionStatus;
  /** The answer key in a knowledge quiz, and the points a correct answer earns. */
  correct?: readonly OptionKey[];
  points?: number;
}
