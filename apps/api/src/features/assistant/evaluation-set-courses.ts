import type { EvaluationQuestionInput } from './assistant-evaluation';

/**
 * The evaluation's questions about courses: by code (with and without a space,
 * in English and Turkish) and by name (with and without Turkish letters).
 */
export const courseQuestions: EvaluationQuestionInput[] = [
  {
    id: 'code-en-1',
    kind: 'course code',
    question: 'Is CMPE 216 hard?',
    expected: [
      {
        type: 'course',
        key: 'CMPE 216',
      },
    ],
  },
  {
    id: 'code-en-2',
    kind: 'course code',
    question: 'How heavy is the workload of EE 234?',
    expected: [
      {
        type: 'course',
        key: 'EE 234',
      },
    ],
  },
  {
    id: 'code-en-3',
    kind: 'course code',
    question: 'PHYS 325 exams difficulty',
    expected: [
      {
        type: 'course',
        key: 'PHYS 325',
      },
    ],
  },
  {
    id: 'code-en-4',
    kind: 'course code',
    question: 'What do students say about MATH 252?',
    expected: [
      {
        type: 'course',
        key: 'MATH 252',
      },
    ],
  },
  {
    id: 'code-en-5',
    kind: 'course code',
    question: 'Is ECON 340 worth taking?',
    expected: [
      {
        type: 'course',
        key: 'ECON 340',
      },
    ],
  },
  {
    id: 'code-en-6',
    kind: 'course code',
    question: 'Is the grading fair in CHEM 223?',
    expected: [
      {
        type: 'course',
        key: 'CHEM 223',
      },
    ],
  },
  {
    id: 'code-en-7',
    kind: 'course code',
    question: 'me211 statics tips',
    expected: [
      {
        type: 'course',
        key: 'ME 211',
      },
    ],
  },
  {
    id: 'code-en-8',
    kind: 'course code',
    question: 'Who teaches LAW 232?',
    expected: [
      {
        type: 'course',
        key: 'LAW 232',
      },
    ],
  },
  {
    id: 'code-tr-1',
    kind: 'course code',
    question: 'CMPE216 zor mu?',
    expected: [
      {
        type: 'course',
        key: 'CMPE 216',
      },
    ],
  },
  {
    id: 'code-tr-2',
    kind: 'course code',
    question: 'ee234 dersi nasıl',
    expected: [
      {
        type: 'course',
        key: 'EE 234',
      },
    ],
  },
  {
    id: 'code-tr-3',
    kind: 'course code',
    question: 'PSY 264 hocası nasıl?',
    expected: [
      {
        type: 'course',
        key: 'PSY 264',
      },
    ],
  },
  {
    id: 'code-tr-4',
    kind: 'course code',
    question: 'HIST 413 iş yükü fazla mı',
    expected: [
      {
        type: 'course',
        key: 'HIST 413',
      },
    ],
  },
  {
    id: 'code-tr-5',
    kind: 'course code',
    question: 'MBG324 sınavları zor mu',
    expected: [
      {
        type: 'course',
        key: 'MBG 324',
      },
    ],
  },
  {
    id: 'code-tr-6',
    kind: 'course code',
    question: 'IE 252 faydalı bir ders mi?',
    expected: [
      {
        type: 'course',
        key: 'IE 252',
      },
    ],
  },
  {
    id: 'name-en-1',
    kind: 'course name',
    question: 'Is Signals and Systems hard?',
    expected: [
      {
        type: 'course',
        key: 'EE 234',
      },
    ],
  },
  {
    id: 'name-en-2',
    kind: 'course name',
    question: 'Quantum Mechanics I workload',
    expected: [
      {
        type: 'course',
        key: 'PHYS 325',
      },
    ],
  },
  {
    id: 'name-en-3',
    kind: 'course name',
    question: 'How is the Cognitive Neuroscience course?',
    expected: [
      {
        type: 'course',
        key: 'PSY 444',
      },
    ],
  },
  {
    id: 'name-en-4',
    kind: 'course name',
    question: 'Data Structures and Algorithms exams',
    expected: [
      {
        type: 'course',
        key: 'CMPE 216',
      },
    ],
  },
  {
    id: 'name-en-5',
    kind: 'course name',
    question: 'Geographic Information Systems course',
    expected: [
      {
        type: 'course',
        key: 'CP 233',
      },
    ],
  },
  {
    id: 'name-en-6',
    kind: 'course name',
    question: 'Is Industrial Organization a good elective?',
    expected: [
      {
        type: 'course',
        key: 'ECON 454',
      },
    ],
  },
  {
    id: 'name-en-7',
    kind: 'course name',
    question: 'tell me about Labour Economics',
    expected: [
      {
        type: 'course',
        key: 'ECON 340',
      },
    ],
  },
  {
    id: 'name-tr-1',
    kind: 'course name, Turkish letters',
    question: 'Kuantum Mekaniği I zor mu?',
    expected: [
      {
        type: 'course',
        key: 'PHYS 325',
      },
    ],
  },
  {
    id: 'name-tr-2',
    kind: 'course name, Turkish letters',
    question: 'Türkiye Cumhuriyeti Tarihi dersi nasıl?',
    expected: [
      {
        type: 'course',
        key: 'HIST 413',
      },
    ],
  },
  {
    id: 'name-tr-3',
    kind: 'course name, Turkish letters',
    question: 'Moleküler Genetik sınavları nasıl geçiyor?',
    expected: [
      {
        type: 'course',
        key: 'MBG 324',
      },
    ],
  },
  {
    id: 'name-tr-4',
    kind: 'course name, Turkish letters',
    question: 'Toplumsal Cinsiyet Sosyolojisi dersini önerir misiniz?',
    expected: [
      {
        type: 'course',
        key: 'SOC 361',
      },
    ],
  },
  {
    id: 'name-ascii-1',
    kind: 'course name, no Turkish letters',
    question: 'isaretler ve sistemler zor mu',
    expected: [
      {
        type: 'course',
        key: 'EE 234',
      },
    ],
  },
  {
    id: 'name-ascii-2',
    kind: 'course name, no Turkish letters',
    question: 'kuantum mekanigi dersi nasil',
    expected: [
      {
        type: 'course',
        key: 'PHYS 325',
      },
    ],
  },
  {
    id: 'name-ascii-3',
    kind: 'course name, no Turkish letters',
    question: 'turkiye cumhuriyeti tarihi dersi',
    expected: [
      {
        type: 'course',
        key: 'HIST 413',
      },
    ],
  },
  {
    id: 'name-ascii-4',
    kind: 'course name, no Turkish letters',
    question: 'biyolojik psikoloji nasil bir ders',
    expected: [
      {
        type: 'course',
        key: 'PSY 264',
      },
    ],
  },
];
