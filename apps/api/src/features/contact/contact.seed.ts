import { foldSearchText, type ContactPlatform, type Locale } from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { contactMessages } from './contact.tables';

interface DemoContact {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  platform: ContactPlatform;
  details: string;
  locale: Locale;
  daysAgo: number;
  /** The admin's answer, for a handled message. */
  reply?: string;
}

/** Contact messages of every kind: questions, problems and ideas, two of them answered. */
const demoContacts: readonly DemoContact[] = [
  {
    first_name: 'Zeynep',
    last_name: 'Arslan',
    email: 'zeynep.arslan@example.com',
    phone: '+90 532 410 22 18',
    subject: 'Mobil uygulamada ders listesi açılmıyor',
    platform: 'mobile',
    details:
      'Son güncellemeden sonra telefonumda ders listesi boş görünüyor. Uygulamayı silip yeniden yükledim ama değişmedi.',
    locale: 'tr',
    daysAgo: 9,
    reply:
      'Merhaba Zeynep, sorun önbellekten kaynaklanıyordu ve düzeltildi. Uygulamayı kapatıp açmanız yeterli.',
  },
  {
    first_name: 'Daniel',
    last_name: 'Weber',
    email: 'daniel.weber@example.org',
    phone: null,
    subject: 'Exchange students and the course catalogue',
    platform: 'web',
    details:
      'I am an Erasmus student starting in the spring. Can I see which courses are taught in English before I arrive?',
    locale: 'en',
    daysAgo: 6,
    reply:
      'Hello Daniel, yes: filter the course catalogue by language. Welcome to campus in the spring!',
  },
  {
    first_name: 'Mert',
    last_name: 'Öztürk',
    email: 'mert.ozturk@example.com',
    phone: '0312 555 47 90',
    subject: 'Kulüp etkinliklerini nasıl ekleyebiliriz?',
    platform: 'both',
    details:
      'Fotoğrafçılık kulübü olarak etkinliklerimizi duyurmak istiyoruz. Etkinlik panosuna nasıl ekleme yapabiliriz?',
    locale: 'tr',
    daysAgo: 4,
  },
  {
    first_name: 'Aylin',
    last_name: 'Şahin',
    email: 'aylin.sahin@example.com',
    phone: null,
    subject: 'Karanlık temada okunmayan yazılar',
    platform: 'web',
    details:
      'Karanlık temada GPA hesaplayıcının bazı açıklamaları çok soluk görünüyor, okumakta zorlanıyorum.',
    locale: 'tr',
    daysAgo: 2,
  },
  {
    first_name: 'Olivia',
    last_name: 'Brown',
    email: 'olivia.brown@example.net',
    phone: '+44 20 7946 0958',
    subject: 'Partnership with our student startup',
    platform: 'other',
    details:
      'We run a small startup of alumni and would like to offer internships through CampusHub. Who should we talk to?',
    locale: 'en',
    daysAgo: 1,
  },
  {
    first_name: 'Emre',
    last_name: 'Kılıç',
    email: 'emre.kilic@example.com',
    phone: null,
    subject: 'Şifre sıfırlama e-postası gelmiyor',
    platform: 'web',
    details:
      'Şifremi sıfırlamak istedim ama e-posta gelmedi. Gereksiz klasörünü de kontrol ettim, orada da yok.',
    locale: 'tr',
    daysAgo: 0,
  },
];

/** The demo contact messages; the answered ones were handled by the demo admin. */
export async function insertContactMessages(
  transaction: Transaction,
  demo: DemoPeople,
): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  await transaction.insert(contactMessages).values(
    demoContacts.map((contact) => {
      const createdAt = new Date(demo.now.getTime() - contact.daysAgo * day - 3 * 3_600_000);
      const answeredAt = new Date(createdAt.getTime() + 5 * 3_600_000);
      return {
        first_name: contact.first_name,
        last_name: contact.last_name,
        email: contact.email,
        phone: contact.phone,
        subject: contact.subject,
        platform: contact.platform,
        details: contact.details,
        locale: contact.locale,
        search_text: foldSearchText(
          `${contact.first_name} ${contact.last_name} ${contact.email} ${contact.subject}`,
        ),
        created_at: createdAt,
        ...(contact.reply === undefined
          ? {}
          : {
              status: 'handled' as const,
              handled_by: demo.adminId,
              handled_at: answeredAt,
              reply: contact.reply,
              replied_at: answeredAt,
            }),
      };
    }),
  );
}
