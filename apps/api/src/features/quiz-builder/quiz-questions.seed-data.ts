import type { QbQuizPurpose, QbQuizStatus } from '@campus/contracts';
import type { DemoQuestion, OfferedOption, Texts } from './quiz-builder.seed-data';

// The demo questions of each quiz, the quizzes and the matching bundle.

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

export const valuesQuestions: readonly DemoQuestion[] = [
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

export const habitsQuestions: readonly DemoQuestion[] = [
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
