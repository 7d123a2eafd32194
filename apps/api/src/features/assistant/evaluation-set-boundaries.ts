import type { EvaluationQuestionInput } from './assistant-evaluation';

/**
 * The evaluation's questions at the assistant's edges: follow-ups read with
 * the question before them, questions out of scope (expecting no source), and
 * questions whose hidden sources must never be returned.
 */
export const boundaryQuestions: EvaluationQuestionInput[] = [
  {
    id: 'follow-en-1',
    kind: 'follow-up',
    previous: 'Is CMPE 216 hard?',
    question: 'and what about its exams?',
    expected: [
      {
        type: 'course',
        key: 'CMPE 216',
      },
    ],
  },
  {
    id: 'follow-en-2',
    kind: 'follow-up',
    previous: 'Who can apply for Erasmus+?',
    question: 'Is there a grant for it?',
    expected: [
      {
        type: 'qa',
        key: 'Is there a grant for exchange students?',
      },
    ],
  },
  {
    id: 'follow-tr-1',
    kind: 'follow-up',
    previous: 'Kuantum Mekaniği I zor mu?',
    question: 'peki iş yükü nasıl?',
    expected: [
      {
        type: 'course',
        key: 'PHYS 325',
      },
    ],
  },
  {
    id: 'out-1',
    kind: 'out of scope',
    question: 'What is the weather in Paris tomorrow?',
    expected: [],
  },
  {
    id: 'out-2',
    kind: 'out of scope',
    question: 'Who won the 2018 World Cup?',
    expected: [],
  },
  {
    id: 'out-3',
    kind: 'out of scope',
    question: 'Bana bir pizza tarifi ver',
    expected: [],
  },
  {
    id: 'out-4',
    kind: 'out of scope',
    question: 'How do I bake sourdough bread?',
    expected: [],
  },
  {
    id: 'hidden-1',
    kind: 'hidden sources',
    question: 'Transportation Engineering CE 342',
    expected: [],
    forbidden: [
      {
        type: 'course',
        key: 'CE 342',
      },
    ],
  },
  {
    id: 'hidden-2',
    kind: 'hidden sources',
    question: 'Will summer school courses count towards honours?',
    expected: [],
    forbidden: [
      {
        type: 'qa',
        key: 'Will summer school courses count towards honours?',
      },
    ],
  },
  {
    id: 'hidden-3',
    kind: 'hidden sources',
    question: 'film club screening',
    expected: [],
    forbidden: [
      {
        type: 'event',
        key: 'Film Club Screening',
      },
    ],
  },
];
