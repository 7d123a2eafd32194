import { randomUUID } from 'node:crypto';
import {
  foldSearchText,
  type QbQuestionStatus,
  type QbQuestionType,
  type QbQuizPurpose,
  type QbQuizStatus,
} from '@campus/contracts';
import type { Transaction } from '../database';
import { optionSearchText } from '../../features/quiz-builder/options.repository';
import { renderTemplate, searchTextOf } from '../../features/quiz-builder/question-wording';
import { qbBundleQuizzes, qbBundles } from '../../features/quiz-builder/bundles.tables';
import {
  qbQuestionMatters,
  qbQuestionVersionOptions,
  qbQuestionVersions,
  qbQuestions,
} from '../../features/quiz-builder/questions.tables';
import {
  qbMatters,
  qbOptionAlternatives,
  qbOptions,
  qbPhrases,
} from '../../features/quiz-builder/quiz-builder.tables';
import {
  qbQuizAnswerKeys,
  qbQuizQuestions,
  qbQuizzes,
} from '../../features/quiz-builder/quizzes.tables';
import {
  qbQuizAttempts,
  qbResponseChoices,
  qbResponses,
} from '../../features/quiz-builder/responses.tables';

/**
 * The quiz builder's demo content (docs/decisions/013-quiz-builder.md):
 * matters, phrases and options; a published "Get to know you" bundle of three
 * matching quizzes (values, daily habits, interests; 40 questions); a
 * published knowledge quiz about campus life; a draft survey; and the answers
 * of the demo student and graduate, so that the admin analysis has data.
 */

type Texts = readonly [en: string, tr: string];

interface DemoMatter {
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
const demoMatters: readonly DemoMatter[] = [
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

const demoPhrases = {
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
type PhraseKey = keyof typeof demoPhrases;

interface DemoOption {
  text: Texts;
  value: number;
  alternatives?: readonly Texts[];
}

const demoOptions = {
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
type OptionKey = keyof typeof demoOptions;

/** An offered option, or an option shown with one of its alternative wordings (by index). */
type OfferedOption = OptionKey | readonly [OptionKey, number];

interface DemoQuestion {
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

const agreement: readonly OfferedOption[] = [
  'stronglyDisagree',
  'disagree',
  'neutral',
  'agree',
  'stronglyAgree',
];
const agreementReworded: readonly OfferedOption[] = [
  ['stronglyDisagree', 0],
  ['disagree', 0],
  ['neutral', 0],
  ['agree', 0],
  ['stronglyAgree', 0],
];
const frequency: readonly OfferedOption[] = ['never', 'rarely', 'sometimes', 'often', 'everyDay'];
const styles: readonly OfferedOption[] = ['planned', 'routine', 'flow'];

const valuesQuestions: readonly DemoQuestion[] = [
  ...['honesty', 'family', 'ambition', 'friendship', 'freedom', 'helping', 'fairness'].map(
    (matter): DemoQuestion => ({
      type: 'scale',
      scale_max: 7,
      phrase: 'important',
      matters: [matter],
      importance: 8,
    }),
  ),
  {
    type: 'single_choice',
    text: [
      'I keep my promises, even when it costs me something.',
      'Bir bedeli olsa bile verdiğim sözleri tutarım.',
    ],
    matters: ['honesty'],
    options: agreement,
    importance: 7,
  },
  {
    type: 'single_choice',
    text: ['My family comes before my career.', 'Ailem kariyerimden önce gelir.'],
    matters: ['family', 'ambition'],
    options: agreementReworded,
    importance: 6,
  },
  {
    type: 'single_choice',
    text: [
      'I would rather have a few close friends than many acquaintances.',
      'Çok sayıda tanıdık yerine birkaç yakın arkadaşım olmasını tercih ederim.',
    ],
    matters: ['friendship'],
    options: agreement,
    importance: 5,
  },
  {
    type: 'single_choice',
    text: [
      'It is all right to bend the rules a little to help a friend.',
      'Bir arkadaşa yardım etmek için kuralları biraz esnetmek kabul edilebilir.',
    ],
    matters: ['fairness', 'friendship'],
    options: agreementReworded,
    importance: 6,
  },
  {
    type: 'ranking',
    text: [
      'Put these in order, from what matters most to you in life to what matters least.',
      'Bunları hayatta senin için en önemliden en az önemliye doğru sırala.',
    ],
    matters: ['values'],
    options: ['prioFamily', 'prioCareer', 'prioFriends', 'prioHealth', 'prioAdventure'],
    importance: 9,
  },
  {
    type: 'short_text',
    text: [
      'In one sentence: what do you value most in a friend?',
      'Tek cümleyle: bir arkadaşta en çok neye değer verirsin?',
    ],
    matters: ['friendship'],
    importance: 3,
  },
];

const habitsQuestions: readonly DemoQuestion[] = [
  {
    type: 'single_choice',
    text: ['When do you usually go to bed?', 'Genellikle saat kaçta yatarsın?'],
    matters: ['sleep'],
    options: ['before23', 'from23', 'from00', 'after01'],
    importance: 8,
  },
  {
    type: 'single_choice',
    text: ['When do you feel most productive?', 'Kendini en verimli ne zaman hissedersin?'],
    matters: ['studying'],
    options: ['earlyMorning', 'lateMorning', 'afternoon', 'evening', 'lateNight'],
    importance: 6,
  },
  ...['sleep', 'tidiness', 'studying', 'budgeting'].map((matter): DemoQuestion => ({
    type: 'single_choice',
    phrase: 'fits',
    matters: [matter],
    options: styles,
    importance: 5,
  })),
  {
    type: 'single_choice',
    phrase: 'makeTime',
    matters: ['exercise'],
    options: frequency,
    importance: 4,
  },
  {
    type: 'single_choice',
    text: ['How often do you cook at home?', 'Evde ne sıklıkla yemek yaparsın?'],
    matters: ['cooking'],
    options: ['never', 'rarely', 'sometimes', ['often', 0], 'everyDay'],
    importance: 3,
  },
  {
    type: 'scale',
    scale_max: 5,
    text: [
      'How tidy is your room right now? (1: chaos, 5: spotless)',
      'Odan şu anda ne kadar düzenli? (1: darmadağın, 5: pırıl pırıl)',
    ],
    matters: ['tidiness'],
    importance: 7,
  },
  {
    type: 'scale',
    scale_max: 5,
    text: [
      'How much does noise bother you while you study?',
      'Ders çalışırken gürültü seni ne kadar rahatsız eder?',
    ],
    matters: ['studying'],
    importance: 7,
  },
  {
    type: 'multiple_choice',
    text: ['Where do you like to study?', 'Nerede ders çalışmayı seversin?'],
    matters: ['studying'],
    options: ['placeLibrary', 'placeCafe', 'placeRoom', 'placeGroup'],
    importance: 4,
  },
  {
    type: 'single_choice',
    text: ['Would you mind a pet at home?', 'Evde evcil hayvan olması seni rahatsız eder mi?'],
    matters: ['habits'],
    options: ['yes', 'no'],
    importance: 6,
  },
  {
    type: 'single_choice',
    text: ['Are you a morning person?', 'Sabah insanı mısın?'],
    matters: ['sleep'],
    options: [
      ['yes', 0],
      ['no', 0],
    ],
    importance: 5,
  },
];

const interestsQuestions: readonly DemoQuestion[] = [
  ...['music', 'sports', 'travel', 'cooking', 'games', 'reading', 'films', 'art'].map(
    (matter): DemoQuestion => ({
      type: 'single_choice',
      phrase: 'enjoy',
      matters: [matter],
      options: frequency,
      importance: 5,
    }),
  ),
  {
    type: 'multiple_choice',
    text: [
      'Which of these would you like to do with a new friend?',
      'Yeni bir arkadaşınla bunlardan hangilerini yapmak istersin?',
    ],
    matters: ['interests'],
    options: ['doConcert', 'doSport', 'doTrip', 'doCook', 'doBoardGames', 'doMuseum'],
    importance: 6,
  },
  {
    type: 'multiple_choice',
    text: ['Which kinds of music do you listen to most?', 'En çok hangi tür müzikleri dinlersin?'],
    matters: ['music'],
    options: ['genrePop', 'genreRock', 'genreJazz', 'genreClassical', 'genreFolk', 'genreHipHop'],
    importance: 3,
  },
  {
    type: 'single_choice',
    text: [
      'How do you usually spend your weekends?',
      'Hafta sonlarını genellikle nasıl geçirirsin?',
    ],
    matters: ['interests'],
    options: ['weekendHome', 'weekendFriends', 'weekendNature', 'weekendWork'],
    importance: 6,
  },
  {
    type: 'single_choice',
    text: ['After a busy week, you would rather have…', 'Yoğun bir haftanın ardından tercihin…'],
    matters: ['interests'],
    options: ['quietEvening', 'bigGathering'],
    importance: 7,
  },
  {
    type: 'scale',
    scale_max: 5,
    text: ['How adventurous are you with food?', 'Yemek konusunda ne kadar maceracısın?'],
    matters: ['cooking'],
    importance: 3,
  },
  {
    type: 'scale',
    scale_max: 7,
    text: [
      'How much do you enjoy trying new things?',
      'Yeni şeyler denemekten ne kadar hoşlanırsın?',
    ],
    matters: ['interests'],
    importance: 6,
  },
];

const knowledgeQuestions: readonly DemoQuestion[] = [
  {
    type: 'single_choice',
    text: [
      'How many ECTS credits is a full academic year?',
      'Tam bir akademik yıl kaç AKTS kredisidir?',
    ],
    options: ['ects30', 'ects60', 'ects90', 'ects120'],
    correct: ['ects60'],
    points: 1,
  },
  {
    type: 'single_choice',
    text: [
      'Where do you get a new student ID card?',
      'Yeni öğrenci kimlik kartını nereden alırsın?',
    ],
    options: ['studentAffairs', 'deansOffice', 'healthCentre', 'libraryDesk'],
    correct: ['studentAffairs'],
    points: 1,
  },
  {
    type: 'multiple_choice',
    text: ['What does the library offer students?', 'Kütüphane öğrencilere neler sunar?'],
    options: ['books', 'groupRooms', 'printing', 'answerKeys'],
    correct: ['books', 'groupRooms', 'printing'],
    points: 2,
  },
  {
    type: 'single_choice',
    text: ['What does GPA (AGNO) stand for?', 'GPA (AGNO) neyin kısaltmasıdır?'],
    options: ['gpaWrong1', 'gpaRight', 'gpaWrong2'],
    correct: ['gpaRight'],
    points: 1,
  },
  {
    type: 'ranking',
    text: ['Put the steps of course registration in order.', 'Ders kaydının adımlarını sırala.'],
    options: ['stepChoose', 'stepApproval', 'stepSchedule'],
    correct: ['stepSchedule', 'stepChoose', 'stepApproval'],
    points: 2,
  },
  {
    type: 'single_choice',
    text: [
      'A course dropped after the add-drop week leaves no trace on your transcript.',
      'Ders ekleme-bırakma haftasından sonra bırakılan bir ders transkriptte iz bırakmaz.',
    ],
    options: ['trueOption', 'falseOption'],
    correct: ['falseOption'],
    points: 1,
  },
];

const surveyQuestions: readonly DemoQuestion[] = [
  {
    type: 'scale',
    scale_max: 5,
    text: ['How satisfied are you with the campus café?', 'Kampüs kafesinden ne kadar memnunsun?'],
    status: 'draft',
  },
  {
    type: 'single_choice',
    text: [
      'How often do you eat at the campus café?',
      'Kampüs kafesinde ne sıklıkla yemek yersin?',
    ],
    options: frequency,
    status: 'draft',
  },
  {
    type: 'multiple_choice',
    text: ['What would you like the café to add?', 'Kafeye neler eklenmesini istersin?'],
    options: ['veganDishes', 'longerHours', 'moreSeats'],
    status: 'draft',
  },
];

interface DemoQuiz {
  key: string;
  title: Texts;
  description: Texts;
  purpose: QbQuizPurpose;
  status: QbQuizStatus;
  pass_score?: number;
  questions: readonly DemoQuestion[];
}

export const demoQuizzes = [
  {
    key: 'values',
    title: ['Values', 'Değerler'],
    description: [
      'What matters to you in life, in friendship and at home.',
      'Hayatta, arkadaşlıkta ve evde senin için neyin önemli olduğu.',
    ],
    purpose: 'matching',
    status: 'published',
    questions: valuesQuestions,
  },
  {
    key: 'habits',
    title: ['Daily habits', 'Günlük alışkanlıklar'],
    description: [
      'How you sleep, study and keep your space.',
      'Nasıl uyuduğun, ders çalıştığın ve yaşam alanını nasıl düzenlediğin.',
    ],
    purpose: 'matching',
    status: 'published',
    questions: habitsQuestions,
  },
  {
    key: 'interests',
    title: ['Interests', 'İlgi alanları'],
    description: [
      'What you enjoy doing in your free time.',
      'Boş zamanında yapmaktan hoşlandığın şeyler.',
    ],
    purpose: 'matching',
    status: 'published',
    questions: interestsQuestions,
  },
  {
    key: 'campus',
    title: ['Campus life basics', 'Kampüs yaşamının temelleri'],
    description: [
      'Six questions about studying at the university. Can you pass?',
      'Üniversitede öğrenim hakkında altı soru. Geçebilecek misin?',
    ],
    purpose: 'knowledge',
    status: 'published',
    pass_score: 5,
    questions: knowledgeQuestions,
  },
  {
    key: 'cafe',
    title: ['Campus café feedback', 'Kampüs kafesi geri bildirimi'],
    description: [
      'Tell us how the campus café could be better.',
      'Kampüs kafesinin nasıl daha iyi olabileceğini bize anlat.',
    ],
    purpose: 'survey',
    status: 'draft',
    questions: surveyQuestions,
  },
] as const satisfies readonly DemoQuiz[];

export const demoBundle = {
  title: ['Get to know you', 'Seni tanıyalım'],
  description: [
    'Three short questionnaires about your values, habits and interests, to find people you get along with.',
    'Anlaşabileceğin kişileri bulmak için değerlerin, alışkanlıkların ve ilgi alanların hakkında üç kısa anket.',
  ],
  quizKeys: ['values', 'habits', 'interests'],
} as const;

/** A seeded question as inserted: its ids, type and offered option ids in order. */
interface InsertedQuestion {
  question_id: string;
  version_id: string;
  type: QbQuestionType;
  scale_max: number | null;
  option_ids: string[];
}

const day = 24 * 60 * 60 * 1000;

function required<Value>(value: Value | undefined, what: string): Value {
  if (value === undefined) throw new Error(`The demo quiz builder has no ${what}`);
  return value;
}

/** A demo answer: a scale value, a text, or the chosen options in order. */
function answerOf(
  question: InsertedQuestion,
  questionIndex: number,
  person: number,
): { scale_value: number | null; text_value: string | null; choices: string[] } {
  const none = { scale_value: null, text_value: null, choices: [] };
  const pick = (offset: number) =>
    required(
      question.option_ids[(questionIndex + offset) % question.option_ids.length],
      'option to answer',
    );
  switch (question.type) {
    case 'scale': {
      const max = question.scale_max ?? 5;
      return { ...none, scale_value: max - ((questionIndex + person * 2) % 3) };
    }
    case 'short_text':
      return {
        ...none,
        text_value:
          person === 0
            ? 'Someone who is honest with me, even when it is hard to hear.'
            : 'Loyalty: a friend who shows up when things get difficult.',
      };
    case 'single_choice':
      return { ...none, choices: [pick(person + 2)] };
    case 'multiple_choice':
      return { ...none, choices: [...new Set([pick(person), pick(person + 1)])] };
    case 'ranking':
      return {
        ...none,
        choices: person === 0 ? [...question.option_ids] : [...question.option_ids].reverse(),
      };
  }
}

/**
 * Inserts the demo quiz builder: ids are made here so that the rows can name
 * each other; search texts are filled as the builder's services fill them.
 */
export async function insertQuizBuilder(
  transaction: Transaction,
  options: { adminId: string; respondentIds: readonly string[]; now: Date },
): Promise<void> {
  const { adminId, respondentIds, now } = options;
  const author = { created_by: adminId, updated_by: adminId };

  const matterIds = new Map(demoMatters.map((matter) => [matter.key, randomUUID()]));
  const matterNames = new Map(
    demoMatters.map((matter) => [
      matter.key,
      {
        matter_id: required(matterIds.get(matter.key), matter.key),
        name_en: matter.name[0],
        name_tr: matter.name[1],
      },
    ]),
  );
  await transaction.insert(qbMatters).values(
    demoMatters.map((matter) => {
      const [descriptionEn, descriptionTr] = matter.description ?? ['', ''];
      return {
        matter_id: required(matterIds.get(matter.key), matter.key),
        name_en: matter.name[0],
        name_tr: matter.name[1],
        description_en: descriptionEn,
        description_tr: descriptionTr,
        parent_id:
          matter.parent === undefined ? null : required(matterIds.get(matter.parent), 'parent'),
        search_text: foldSearchText(
          [matter.name[0], matter.name[1], descriptionEn, descriptionTr].join(' '),
        ),
        ...author,
      };
    }),
  );

  const phraseIds = new Map<PhraseKey, string>();
  await transaction.insert(qbPhrases).values(
    Object.entries(demoPhrases).map(([key, [templateEn, templateTr]]) => {
      const phraseId = randomUUID();
      phraseIds.set(key as PhraseKey, phraseId);
      return {
        phrase_id: phraseId,
        template_en: templateEn,
        template_tr: templateTr,
        search_text: foldSearchText(`${templateEn} ${templateTr}`),
        ...author,
      };
    }),
  );

  const optionIds = new Map<string, string>();
  const alternativeIds = new Map<string, string[]>();
  const optionEntries = Object.entries(demoOptions) as [OptionKey, DemoOption][];
  await transaction.insert(qbOptions).values(
    optionEntries.map(([key, option]) => {
      const optionId = randomUUID();
      optionIds.set(key, optionId);
      const alternatives = (option.alternatives ?? []).map(([textEn, textTr]) => ({
        text_en: textEn,
        text_tr: textTr,
      }));
      return {
        option_id: optionId,
        text_en: option.text[0],
        text_tr: option.text[1],
        value: option.value,
        search_text: optionSearchText({
          text_en: option.text[0],
          text_tr: option.text[1],
          value: option.value,
          alternatives,
        }),
        ...author,
      };
    }),
  );
  const alternativeRows = optionEntries.flatMap(([key, option]) =>
    (option.alternatives ?? []).map(([textEn, textTr], position) => {
      const alternativeId = randomUUID();
      alternativeIds.set(key, [...(alternativeIds.get(key) ?? []), alternativeId]);
      return {
        alternative_id: alternativeId,
        option_id: required(optionIds.get(key), key),
        text_en: textEn,
        text_tr: textTr,
        position,
      };
    }),
  );
  await transaction.insert(qbOptionAlternatives).values(alternativeRows);

  // Questions with their first (current) version, matters and offered options.
  const inserted = new Map<DemoQuestion, InsertedQuestion>();
  const allQuestions = demoQuizzes.flatMap((quiz) => [...quiz.questions]);
  const questionRows: (typeof qbQuestions.$inferInsert)[] = [];
  const versionRows: (typeof qbQuestionVersions.$inferInsert)[] = [];
  const matterRows: (typeof qbQuestionMatters.$inferInsert)[] = [];
  const versionOptionRows: (typeof qbQuestionVersionOptions.$inferInsert)[] = [];
  for (const question of allQuestions) {
    const questionId = randomUUID();
    const versionId = randomUUID();
    const matters = (question.matters ?? []).map((key) => required(matterNames.get(key), key));
    const phraseId =
      question.phrase === undefined ? null : required(phraseIds.get(question.phrase), 'phrase');
    const wording =
      question.phrase === undefined
        ? { en: required(question.text, 'text')[0], tr: required(question.text, 'text')[1] }
        : {
            en: renderTemplate(demoPhrases[question.phrase][0], matters, 'en'),
            tr: renderTemplate(demoPhrases[question.phrase][1], matters, 'tr'),
          };
    const values = {
      phrase_id: phraseId,
      text_en: question.phrase === undefined ? wording.en : null,
      text_tr: question.phrase === undefined ? wording.tr : null,
      importance: question.importance ?? 1,
      status: question.status ?? 'active',
    };
    questionRows.push({
      question_id: questionId,
      ...values,
      current_version: 1,
      search_text: searchTextOf(wording, values),
      ...author,
    });
    versionRows.push({
      version_id: versionId,
      question_id: questionId,
      version_number: 1,
      type: question.type,
      scale_max: question.scale_max ?? null,
      created_by: adminId,
    });
    matters.forEach((matter, position) => {
      matterRows.push({ question_id: questionId, matter_id: matter.matter_id, position });
    });
    const offered = (question.options ?? []).map((entry) => {
      const [key, alternative] = typeof entry === 'string' ? [entry, undefined] : entry;
      return {
        option_id: required(optionIds.get(key), key),
        alternative_id:
          alternative === undefined
            ? null
            : required(alternativeIds.get(key)?.[alternative], 'alternative'),
      };
    });
    offered.forEach((option, position) => {
      versionOptionRows.push({ version_id: versionId, ...option, position });
    });
    inserted.set(question, {
      question_id: questionId,
      version_id: versionId,
      type: question.type,
      scale_max: question.scale_max ?? null,
      option_ids: offered.map((option) => option.option_id),
    });
  }
  await transaction.insert(qbQuestions).values(questionRows);
  await transaction.insert(qbQuestionVersions).values(versionRows);
  await transaction.insert(qbQuestionMatters).values(matterRows);
  await transaction.insert(qbQuestionVersionOptions).values(versionOptionRows);

  // Quizzes, their questions and answer keys, and the bundle.
  const quizIds = new Map<string, string>();
  for (const [index, quiz] of demoQuizzes.entries()) {
    const quizId = randomUUID();
    quizIds.set(quiz.key, quizId);
    const published = quiz.status === 'published';
    await transaction.insert(qbQuizzes).values({
      quiz_id: quizId,
      title_en: quiz.title[0],
      title_tr: quiz.title[1],
      description_en: quiz.description[0],
      description_tr: quiz.description[1],
      status: quiz.status,
      purpose: quiz.purpose,
      pass_score: 'pass_score' in quiz ? quiz.pass_score : null,
      search_text: foldSearchText([...quiz.title, ...quiz.description].join(' ')),
      published_at: published ? new Date(now.getTime() - (20 - index) * day) : null,
      ...author,
    });
    const questions: readonly DemoQuestion[] = quiz.questions;
    await transaction.insert(qbQuizQuestions).values(
      questions.map((question, position) => ({
        quiz_id: quizId,
        question_id: required(inserted.get(question), 'question').question_id,
        position,
        points: question.points ?? 1,
      })),
    );
    const keys = questions.flatMap((question) =>
      (question.correct ?? []).map((key, position) => ({
        quiz_id: quizId,
        question_id: required(inserted.get(question), 'question').question_id,
        option_id: required(optionIds.get(key), key),
        position,
      })),
    );
    if (keys.length > 0) await transaction.insert(qbQuizAnswerKeys).values(keys);
  }
  const bundleId = randomUUID();
  await transaction.insert(qbBundles).values({
    bundle_id: bundleId,
    title_en: demoBundle.title[0],
    title_tr: demoBundle.title[1],
    description_en: demoBundle.description[0],
    description_tr: demoBundle.description[1],
    status: 'published',
    search_text: foldSearchText([...demoBundle.title, ...demoBundle.description].join(' ')),
    published_at: new Date(now.getTime() - 14 * day),
    ...author,
  });
  await transaction.insert(qbBundleQuizzes).values(
    demoBundle.quizKeys.map((key, position) => ({
      bundle_id: bundleId,
      quiz_id: required(quizIds.get(key), key),
      position,
    })),
  );

  // The demo respondents finished "Values" and are halfway through "Daily habits".
  const progress = [
    { key: 'values', questions: valuesQuestions, answered: valuesQuestions.length },
    { key: 'habits', questions: habitsQuestions, answered: 5 },
  ];
  for (const [person, userId] of respondentIds.entries()) {
    for (const [step, quiz] of progress.entries()) {
      const quizId = required(quizIds.get(quiz.key), quiz.key);
      const startedAt = new Date(now.getTime() - (6 - step * 2 - person) * day);
      const complete = quiz.answered === quiz.questions.length;
      await transaction.insert(qbQuizAttempts).values({
        user_id: userId,
        quiz_id: quizId,
        bundle_id: bundleId,
        started_at: startedAt,
        completed_at: complete ? new Date(startedAt.getTime() + quiz.answered * 45_000) : null,
      });
      for (const [index, question] of quiz.questions.slice(0, quiz.answered).entries()) {
        const seeded = required(inserted.get(question), 'question');
        const answer = answerOf(seeded, index, person);
        const answeredAt = new Date(startedAt.getTime() + (index + 1) * 40_000);
        const [response] = await transaction
          .insert(qbResponses)
          .values({
            user_id: userId,
            quiz_id: quizId,
            question_id: seeded.question_id,
            version_id: seeded.version_id,
            scale_value: answer.scale_value,
            text_value: answer.text_value,
            answered_at: answeredAt,
            updated_at: answeredAt,
          })
          .returning({ response_id: qbResponses.response_id });
        const responseId = required(response, 'response').response_id;
        if (answer.choices.length === 0) continue;
        await transaction.insert(qbResponseChoices).values(
          answer.choices.map((optionId, position) => ({
            response_id: responseId,
            version_id: seeded.version_id,
            option_id: optionId,
            position: seeded.type === 'ranking' ? position : null,
          })),
        );
      }
    }
  }
}
