import {
  foldSearchText,
  type FeedbackArea,
  type FeedbackKind,
  type FeedbackStatus,
} from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { feedbackItems } from './feedback.tables';

interface DemoItem {
  kind: FeedbackKind;
  subject: string;
  message: string;
  rating?: number;
  area?: FeedbackArea;
  status: FeedbackStatus;
  reply?: string;
  daysAgo: number;
  /** Sent by the demo student instead of a contributor. */
  byDemoStudent?: boolean;
}

/** 8 feedback items and 6 suggestions in mixed statuses, some by the demo student. */
const demoItems: readonly DemoItem[] = [
  {
    kind: 'feedback',
    subject: 'Ders arama çok hızlı',
    message: 'Ders kodunu yazar yazmaz sonuçlar geliyor, Türkçe harflerle de sorunsuz çalışıyor.',
    rating: 5,
    status: 'done',
    reply: 'Teşekkürler! Aramayı daha da hızlandırmak için çalışmaya devam ediyoruz.',
    daysAgo: 20,
    byDemoStudent: true,
  },
  {
    kind: 'feedback',
    subject: 'GPA calculator saved my semester plan',
    message: 'Planning next semester with the GPA calculator was easy. The what-if rows are great.',
    rating: 4,
    status: 'reviewing',
    daysAgo: 12,
    byDemoStudent: true,
  },
  {
    kind: 'feedback',
    subject: 'Etkinlik saatleri yanlış görünüyor',
    message: 'Bazı etkinliklerin saati bir saat geri görünüyor, saat dilimiyle ilgili olabilir.',
    rating: 2,
    status: 'done',
    reply: 'Saat dilimi hatası düzeltildi, bildirdiğiniz için teşekkürler.',
    daysAgo: 15,
  },
  {
    kind: 'feedback',
    subject: 'Listings board is clear',
    message: 'Car pooling listings are easy to read and the expiry dates help a lot.',
    rating: 5,
    status: 'new',
    daysAgo: 3,
  },
  {
    kind: 'feedback',
    subject: 'Telefonda menü kapanmıyor',
    message: 'Küçük ekranda yan menü açıldıktan sonra bir bağlantıya basınca kapanmıyor.',
    rating: 3,
    status: 'new',
    daysAgo: 1,
  },
  {
    kind: 'feedback',
    subject: 'Question pool answers are helpful',
    message: 'I asked about the statistics exam and got two good answers within a day.',
    status: 'dismissed',
    daysAgo: 25,
  },
  {
    kind: 'feedback',
    subject: 'Karanlık tema göz yormuyor',
    message: 'Gece çalışırken karanlık tema çok iyi oluyor, kontrast da yeterli.',
    rating: 5,
    status: 'new',
    daysAgo: 0,
  },
  {
    kind: 'feedback',
    subject: 'Slow loading on the course page',
    message: 'The course detail page takes a few seconds to load on the campus Wi-Fi.',
    rating: 3,
    status: 'reviewing',
    daysAgo: 5,
  },
  {
    kind: 'suggestion',
    subject: 'Ders programı dışa aktarma',
    message: 'Seçtiğim derslerin programını takvime (iCal) aktarabilmek çok işe yarardı.',
    area: 'courses',
    status: 'reviewing',
    daysAgo: 8,
    byDemoStudent: true,
  },
  {
    kind: 'suggestion',
    subject: 'Reminders for event registrations',
    message: 'Please send a reminder a day before an event I registered for closes.',
    area: 'events',
    status: 'done',
    reply: 'Alarms now remind you of events; set one from the event page.',
    daysAgo: 30,
  },
  {
    kind: 'suggestion',
    subject: 'Soru havuzunda etiketler',
    message: 'Soruları ders ve konu etiketleriyle filtreleyebilsek aradığımızı daha kolay buluruz.',
    area: 'questions',
    status: 'new',
    daysAgo: 2,
  },
  {
    kind: 'suggestion',
    subject: 'Share listings on WhatsApp',
    message: 'A share button on each listing would help spread car pooling offers quickly.',
    area: 'listings',
    status: 'dismissed',
    reply: 'Thanks! Listings are for signed-in students only, so we keep them inside the app.',
    daysAgo: 18,
  },
  {
    kind: 'suggestion',
    subject: 'Not ortalamasında hedef hesaplama',
    message:
      'Hedef ortalamaya ulaşmak için hangi notları almam gerektiğini gösteren bir araç olsun.',
    area: 'gpa',
    status: 'new',
    daysAgo: 1,
    byDemoStudent: true,
  },
  {
    kind: 'suggestion',
    subject: 'An English version of the information bank',
    message:
      'Some projects in the information bank are only in Turkish; English summaries would help.',
    area: 'information',
    status: 'reviewing',
    daysAgo: 6,
  },
];

/** The demo feedback and suggestions; the answered ones were handled by the demo admin. */
export async function insertFeedback(transaction: Transaction, demo: DemoPeople): Promise<void> {
  const { contributorIds: authorIds, studentId: demoStudentId, adminId, now } = demo;
  const day = 24 * 60 * 60 * 1000;
  await transaction.insert(feedbackItems).values(
    demoItems.map((item, index) => {
      const createdAt = new Date(now.getTime() - item.daysAgo * day - 2 * 3_600_000);
      const changedAt = new Date(createdAt.getTime() + 6 * 3_600_000);
      const authorId = item.byDemoStudent
        ? demoStudentId
        : (authorIds[index % Math.max(authorIds.length, 1)] ?? demoStudentId);
      return {
        kind: item.kind,
        author_id: authorId,
        subject: item.subject,
        message: item.message,
        rating: item.rating ?? null,
        area: item.area ?? null,
        status: item.status,
        admin_reply: item.reply ?? null,
        replied_at: item.reply === undefined ? null : changedAt,
        updated_by: item.status === 'new' ? null : adminId,
        search_text: foldSearchText(`${item.subject} ${item.message}`),
        created_at: createdAt,
        updated_at: item.status === 'new' ? createdAt : changedAt,
      };
    }),
  );
}
