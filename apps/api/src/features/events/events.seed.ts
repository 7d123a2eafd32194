import sharp from 'sharp';
import {
  foldSearchText,
  campusTimeZone,
  type EventStatus,
  type EventType,
} from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { eventDateTimes, eventImages, events } from './events.tables';

/** A demo event; its dates are days after the seeding day, in the university's time. */
interface DemoEvent {
  event_name: string;
  event_description: string;
  event_type: EventType;
  event_location: string;
  status: EventStatus;
  /** Days from the seeding day and the local time (`HH:MM`). */
  when: readonly (readonly [days: number, time: string])[];
  /** The cover's two gradient colours and its shape. */
  art: { from: string; to: string; shape: 'circles' | 'waves' | 'grid' | 'triangles' };
}

/**
 * About seven events over the next six weeks: one on three days, one
 * inactive, one already past. Names read well in both languages.
 */
export const demoEvents: readonly DemoEvent[] = [
  {
    event_name: 'AI Research Seminar',
    event_description:
      'Faculty and graduate students present their current work on machine learning, followed by questions over tea.\nYapay zekâ üzerine güncel çalışmalar; sunumların ardından çay eşliğinde soru-cevap.',
    event_type: 'academic',
    event_location: 'Engineering Faculty, Room B204',
    status: 'active',
    when: [[3, '14:30']],
    art: { from: '#1e3a8a', to: '#0ea5e9', shape: 'grid' },
  },
  {
    event_name: 'Spring Career Fair 2027',
    event_description:
      'More than forty companies meet students and graduates for internships and first jobs. Bring your CV.\nStaj ve ilk iş fırsatları için kırktan fazla şirket kampüste. Özgeçmişinizi getirmeyi unutmayın.',
    event_type: 'academic',
    event_location: 'Main Hall',
    status: 'active',
    when: [[6, '10:00']],
    art: { from: '#065f46', to: '#34d399', shape: 'circles' },
  },
  {
    event_name: 'Open Mic Night',
    event_description:
      'Music, poetry and stand-up by students. Sign up at the door.\nÖğrencilerden müzik, şiir ve stand-up. Kayıt kapıda.',
    event_type: 'social',
    event_location: 'Student Centre Café',
    status: 'active',
    when: [[9, '20:00']],
    art: { from: '#7c2d12', to: '#f59e0b', shape: 'waves' },
  },
  {
    event_name: 'Bahar Şenliği',
    event_description:
      'Three days of concerts, food stands and games on the lawn to welcome spring.\nBaharı karşılamak için çimenlikte üç gün boyunca konserler, yemek standları ve oyunlar.',
    event_type: 'social',
    event_location: 'Çimenlik, Central Campus',
    status: 'active',
    when: [
      [14, '17:00'],
      [15, '17:00'],
      [16, '16:00'],
    ],
    art: { from: '#be185d', to: '#fb7185', shape: 'circles' },
  },
  {
    event_name: 'Campus Chess Open',
    event_description:
      'A rapid chess tournament open to all levels; boards and clocks provided.\nHer seviyeye açık hızlı satranç turnuvası; tahta ve saatler bizden.',
    event_type: 'other',
    event_location: 'Library, Ground Floor',
    status: 'active',
    when: [[24, '11:00']],
    art: { from: '#334155', to: '#94a3b8', shape: 'grid' },
  },
  {
    event_name: 'Hackathon 48',
    event_description:
      'Forty-eight hours, teams of up to four, one theme announced at the start.\nKırk sekiz saat, en fazla dörder kişilik takımlar ve başlangıçta açıklanacak tek bir tema.',
    event_type: 'academic',
    event_location: 'Technopark Building',
    status: 'active',
    when: [[38, '09:00']],
    art: { from: '#4c1d95', to: '#a78bfa', shape: 'triangles' },
  },
  {
    event_name: 'Film Club Screening',
    event_description:
      'A classic film and a short discussion; the screening is being rescheduled.\nKlasik bir film ve kısa bir sohbet; gösterim yeniden planlanıyor.',
    event_type: 'social',
    event_location: 'Auditorium A',
    status: 'inactive',
    when: [[11, '19:00']],
    art: { from: '#111827', to: '#6b7280', shape: 'waves' },
  },
  {
    event_name: 'Welcome Week Picnic',
    event_description:
      'New students met their classmates over lunch on the lawn.\nYeni öğrenciler çimenlikte öğle yemeğinde tanıştı.',
    event_type: 'social',
    event_location: 'Çimenlik, Central Campus',
    status: 'active',
    when: [[-12, '12:00']],
    art: { from: '#0f766e', to: '#5eead4', shape: 'triangles' },
  },
];

function shapes(shape: DemoEvent['art']['shape']): string {
  switch (shape) {
    case 'circles':
      return [
        '<circle cx="180" cy="140" r="110" fill="#ffffff" fill-opacity="0.18"/>',
        '<circle cx="620" cy="320" r="160" fill="#ffffff" fill-opacity="0.14"/>',
        '<circle cx="460" cy="120" r="50" fill="#ffffff" fill-opacity="0.25"/>',
      ].join('');
    case 'waves':
      return [
        '<path d="M0 300 C 200 220, 400 380, 800 260 L 800 450 L 0 450 Z" fill="#ffffff" fill-opacity="0.16"/>',
        '<path d="M0 360 C 250 300, 500 420, 800 340 L 800 450 L 0 450 Z" fill="#ffffff" fill-opacity="0.2"/>',
      ].join('');
    case 'grid':
      return Array.from({ length: 7 }, (_, column) =>
        Array.from(
          { length: 4 },
          (_, row) =>
            `<rect x="${String(60 + column * 100)}" y="${String(50 + row * 100)}" width="60" height="60" rx="10" fill="#ffffff" fill-opacity="${String(0.08 + ((column + row) % 3) * 0.06)}"/>`,
        ).join(''),
      ).join('');
    case 'triangles':
      return [
        '<polygon points="100,380 260,90 420,380" fill="#ffffff" fill-opacity="0.18"/>',
        '<polygon points="380,400 560,140 740,400" fill="#ffffff" fill-opacity="0.14"/>',
      ].join('');
  }
}

/** A cover made at seed time: a diagonal gradient with a few light shapes, as WebP. */
export async function renderCover(art: DemoEvent['art']): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>${shapes(art.shape)}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

const localDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: campusTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The university's local date this many days after the instant. */
function localDate(from: Date, days: number): string {
  return localDay.format(new Date(from.getTime() + days * 24 * 60 * 60 * 1000));
}

/**
 * Inserts the demo events with their date-times and, given a file store, a
 * generated cover each (files written first; removed again if the rows fail).
 */
export async function insertEvents(transaction: Transaction, demo: DemoPeople): Promise<void> {
  const { files, moderatorId: createdBy, now } = demo;
  const covers =
    files === undefined
      ? []
      : await Promise.all(
          demoEvents.map(async (event) =>
            files.save('events', await renderCover(event.art), 'webp'),
          ),
        );
  try {
    const inserted = await transaction
      .insert(events)
      .values(
        demoEvents.map((event) => ({
          event_name: event.event_name,
          // Each demo description is written in English, then in Turkish on the next line.
          event_description: event.event_description.split('\n')[0] ?? null,
          event_description_tr: event.event_description.split('\n')[1] ?? null,
          event_type: event.event_type,
          event_location: event.event_location,
          status: event.status,
          search_text: foldSearchText(`${event.event_name} ${event.event_location}`),
          created_by: createdBy,
        })),
      )
      .returning({ event_id: events.event_id });
    const idAt = (index: number): string => {
      const eventId = inserted[index]?.event_id;
      if (eventId === undefined)
        throw new Error(`The demo event ${String(index)} was not inserted`);
      return eventId;
    };
    await transaction.insert(eventDateTimes).values(
      demoEvents.flatMap((event, index) =>
        event.when.map(([days, time]) => ({
          event_id: idAt(index),
          event_date: localDate(now, days),
          event_time: time,
        })),
      ),
    );
    if (covers.length > 0) {
      await transaction.insert(eventImages).values(
        covers.map((fileName, index) => ({
          event_id: idAt(index),
          image_type: 'cover' as const,
          position: 1,
          file_name: fileName,
        })),
      );
    }
  } catch (error) {
    if (files !== undefined) await Promise.all(covers.map((name) => files.remove('events', name)));
    throw error;
  }
}
