import type { EvaluationQuestionInput } from './assistant-evaluation';

/**
 * The evaluation's questions answered by the other sources: the Q&A bank, the
 * FAQ, events, the dev log, the information bank and the question pool.
 */
export const sourceQuestions: EvaluationQuestionInput[] = [
  {
    id: 'qa-en-1',
    kind: 'Q&A bank',
    question: 'How many times can I retake a course I failed?',
    expected: [
      {
        type: 'qa',
        key: 'How many times can I retake a failed course?',
      },
    ],
  },
  {
    id: 'qa-en-2',
    kind: 'Q&A bank',
    question: 'what is the attendance requirement',
    expected: [
      {
        type: 'qa',
        key: 'What is the minimum attendance for a course?',
      },
    ],
  },
  {
    id: 'qa-en-3',
    kind: 'Q&A bank',
    question: 'When are the make-up exams?',
    expected: [
      {
        type: 'qa',
        key: 'When are make-up exams held?',
      },
    ],
  },
  {
    id: 'qa-en-4',
    kind: 'Q&A bank',
    question: 'Can I pay tuition in instalments?',
    expected: [
      {
        type: 'qa',
        key: 'How do I pay the tuition fee in instalments?',
      },
    ],
  },
  {
    id: 'qa-en-5',
    kind: 'Q&A bank',
    question: 'Is the gym free for students?',
    expected: [
      {
        type: 'qa',
        key: 'Is the sports centre free for students?',
      },
    ],
  },
  {
    id: 'qa-tr-1',
    kind: 'Q&A bank',
    question: 'Yurt başvuruları ne zaman açılıyor?',
    expected: [
      {
        type: 'qa',
        key: 'When do dormitory applications open?',
      },
      {
        type: 'information',
        key: 'dormitory-application',
      },
    ],
  },
  {
    id: 'qa-tr-2',
    kind: 'Q&A bank',
    question: 'öğrenci belgesi nasıl alınır',
    expected: [
      {
        type: 'qa',
        key: 'How can I get a student certificate?',
      },
    ],
  },
  {
    id: 'qa-tr-3',
    kind: 'Q&A bank',
    question: 'yaz staji zorunlu mu',
    expected: [
      {
        type: 'qa',
        key: 'Is a summer internship compulsory?',
      },
    ],
  },
  {
    id: 'qa-tr-4',
    kind: 'Q&A bank',
    question: 'ekle bırak dönemi nedir',
    expected: [
      {
        type: 'qa',
        key: 'What is the add-drop period?',
      },
    ],
  },
  {
    id: 'faq-en-1',
    kind: 'FAQ',
    question: 'how do I unlock VIP',
    expected: [
      {
        type: 'faq',
        key: 'vip',
      },
    ],
  },
  {
    id: 'faq-en-2',
    kind: 'FAQ',
    question: 'Which grading scale does the GPA calculator use?',
    expected: [
      {
        type: 'faq',
        key: 'gpa',
      },
    ],
  },
  {
    id: 'faq-en-3',
    kind: 'FAQ',
    question: 'How can I delete my account?',
    expected: [
      {
        type: 'faq',
        key: 'deleteExport',
      },
    ],
  },
  {
    id: 'faq-en-4',
    kind: 'FAQ',
    question: 'Is asking anonymously really anonymous?',
    expected: [
      {
        type: 'faq',
        key: 'anonymous',
      },
    ],
  },
  {
    id: 'faq-tr-1',
    kind: 'FAQ',
    question: 'Nasıl moderatör olabilirim?',
    expected: [
      {
        type: 'faq',
        key: 'becomeModerator',
      },
    ],
  },
  {
    id: 'faq-tr-2',
    kind: 'FAQ',
    question: 'mezun oldum nasil katilabilirim',
    expected: [
      {
        type: 'faq',
        key: 'graduates',
      },
    ],
  },
  {
    id: 'faq-tr-3',
    kind: 'FAQ',
    question: 'ders deneyimim neden görünmüyor',
    expected: [
      {
        type: 'faq',
        key: 'pendingReview',
      },
    ],
  },
  {
    id: 'event-en-1',
    kind: 'events',
    question: 'When is the career fair?',
    expected: [
      {
        type: 'event',
        key: 'Spring Career Fair 2027',
      },
    ],
  },
  {
    id: 'event-en-2',
    kind: 'events',
    question: 'Is there a hackathon soon?',
    expected: [
      {
        type: 'event',
        key: 'Hackathon 48',
      },
    ],
  },
  {
    id: 'event-tr-1',
    kind: 'events',
    question: 'bahar şenliği ne zaman',
    expected: [
      {
        type: 'event',
        key: 'Bahar Şenliği',
      },
    ],
  },
  {
    id: 'event-tr-2',
    kind: 'events',
    question: 'satranç turnuvası var mı',
    expected: [
      {
        type: 'event',
        key: 'Campus Chess Open',
      },
    ],
  },
  {
    id: 'dev-en-1',
    kind: 'dev log',
    question: 'When was the GPA calculator added?',
    expected: [
      {
        type: 'dev_log',
        key: '1.3.0',
      },
      {
        type: 'faq',
        key: 'gpa',
      },
    ],
  },
  {
    id: 'dev-tr-1',
    kind: 'dev log',
    question: 'türkçe ders adlarının sıralaması düzeltildi mi',
    expected: [
      {
        type: 'dev_log',
        key: '1.2.1',
      },
    ],
  },
  {
    id: 'info-en-1',
    kind: 'information bank',
    question: 'How do I get a student ID card?',
    expected: [
      {
        type: 'information',
        key: 'student-id-card',
      },
    ],
  },
  {
    id: 'info-tr-1',
    kind: 'information bank',
    question: 'kütüphaneye nasıl erişirim',
    expected: [
      {
        type: 'information',
        key: 'library-access',
      },
    ],
  },
  {
    id: 'info-en-2',
    kind: 'information bank',
    question: 'university scholarship application',
    expected: [
      {
        type: 'information',
        key: 'scholarship-application',
      },
    ],
  },
  {
    id: 'pool-en-1',
    kind: 'question pool',
    question: 'Where can I find old Calculus I exams?',
    expected: [
      {
        type: 'pool',
        key: 'Old exams for Calculus I?',
      },
    ],
  },
  {
    id: 'pool-tr-1',
    kind: 'question pool',
    question: 'kampüste gece servis var mı',
    expected: [
      {
        type: 'pool',
        key: 'Kampüste gece servis var mı?',
      },
    ],
  },
];
