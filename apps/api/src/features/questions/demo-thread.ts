import type { Locale, PoolThread } from '@campus/contracts';

/**
 * The public sample thread of `/thread/display/demo`: a fixed question with a
 * few replies, one of them by the anonymous asker, in the shape of a real
 * thread. Constants, not rows: it never changes and nobody can reply to it.
 */
interface DemoText {
  en: string;
  tr: string;
}

const question = {
  question_id: '5d0c1a9e-7d41-4c55-9a7e-000000000001',
  group_id: 1001,
  title: {
    en: 'How do I prepare for the Calculus I final in two weeks?',
    tr: 'Matematik I finaline iki haftada nasıl hazırlanırım?',
  },
  content: {
    en: 'I missed a few lectures after midterms and the final is in two weeks. Which topics matter most, and are the old exams worth solving? Any advice is welcome.',
    tr: 'Vizelerden sonra birkaç dersi kaçırdım ve final iki hafta sonra. Hangi konular en önemli, çıkmış sorular çözmeye değer mi? Her türlü tavsiyeye açığım.',
  },
  created_at: '2026-05-18T09:30:00.000Z',
  updated_at: '2026-05-19T16:05:00.000Z',
} as const;

interface DemoReply {
  reply_id: string;
  content: DemoText;
  author: string | null;
  is_asker: boolean;
  created_at: string;
}

const replies: readonly DemoReply[] = [
  {
    reply_id: '5d0c1a9e-7d41-4c55-9a7e-000000000011',
    content: {
      en: 'Start with integration techniques and series: they were about half of last year’s final. The department shares the old exams on the course page, so solve at least three of them under time pressure.',
      tr: 'İntegral teknikleri ve serilerle başla; geçen yılın finalinin yarısı bunlardı. Bölüm çıkmış sınavları ders sayfasında paylaşıyor, en az üçünü süre tutarak çöz.',
    },
    author: 'Zeynep K.',
    is_asker: false,
    created_at: '2026-05-18T11:02:00.000Z',
  },
  {
    reply_id: '5d0c1a9e-7d41-4c55-9a7e-000000000012',
    content: {
      en: 'The teaching assistants hold a review session on the Tuesday before the exam, room B-204. Bring your questions, they go through the old exams too.',
      tr: 'Asistanlar sınavdan önceki salı B-204’te tekrar dersi yapıyor. Sorularını getir, çıkmış sınavların üzerinden de geçiyorlar.',
    },
    author: 'Emre A.',
    is_asker: false,
    created_at: '2026-05-18T14:40:00.000Z',
  },
  {
    reply_id: '5d0c1a9e-7d41-4c55-9a7e-000000000013',
    content: {
      en: 'Thank you both! I solved two old exams this weekend and will be at the review session.',
      tr: 'İkinize de teşekkürler! Bu hafta sonu iki çıkmış sınav çözdüm, tekrar dersine de geleceğim.',
    },
    author: null,
    is_asker: true,
    created_at: '2026-05-19T16:05:00.000Z',
  },
];

/** The sample thread in a language: anonymous question, three replies, already answered. */
export function demoThread(locale: Locale): PoolThread {
  return {
    question: {
      question_id: question.question_id,
      group_id: question.group_id,
      title: question.title[locale],
      content: question.content[locale],
      status: 'answered',
      is_anonymous: true,
      author: null,
      is_mine: false,
      reply_count: replies.length,
      created_at: question.created_at,
      updated_at: question.updated_at,
    },
    replies: {
      items: replies.map((reply) => ({
        reply_id: reply.reply_id,
        question_id: question.question_id,
        content: reply.content[locale],
        author: reply.author === null ? null : { display_name: reply.author },
        is_asker: reply.is_asker,
        is_mine: false,
        created_at: reply.created_at,
      })),
      page: 1,
      page_size: 25,
      total: replies.length,
    },
  };
}
