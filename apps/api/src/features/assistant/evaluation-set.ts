import { evaluationSetSchema, type EvaluationSet } from './assistant-evaluation';

/**
 * The assistant's evaluation on the demo seed (ASSISTANT.md, "Proof"): each
 * question with the sources it expects (any of them counts) and those it must
 * never return. Keys: a course's code, a Q&A entry's English question, a FAQ
 * item's key, an event's name, a dev log entry's version, an information
 * project's id, a pool thread's title. Retrieval runs as a signed-in student
 * without VIP access, so a VIP chunk is a leak. Admins run it on the live
 * index (`GET /admin/assistant/evaluation`), the suite holds its figures, and
 * `npm run eval:assistant` prints them.
 */
export const demoEvaluationSet: EvaluationSet = evaluationSetSchema.parse({
  description:
    "The assistant's evaluation on the demo seed: each question with the sources it expects (any of them counts) and those it must never return. Keys: a course's code, a Q&A entry's English question, a FAQ item's key, an event's name, a dev log entry's version, an information project's id, a pool thread's title. Retrieval runs as a signed-in student without VIP access, so a VIP chunk is a leak.",
  questions: [
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
  ],
});
