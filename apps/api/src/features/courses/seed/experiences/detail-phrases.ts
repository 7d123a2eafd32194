import type { GradeLetter } from '@campus/contracts';
import type { Bank } from './text-context';

/** How a lecture course runs from week to week. */
export const lectureFormat: Bank = [
  () => [
    'Lectures are mostly on the board, so take your own notes.',
    'Ders çoğunlukla tahtada anlatılıyor, kendi notlarınızı tutun.',
  ],
  () => [
    'The slides are shared after each lecture, but they are not enough on their own.',
    'Slaytlar her dersten sonra paylaşılıyor ama tek başına yeterli değil.',
  ],
  () => [
    'Attendance is taken, and too many absences cost you the right to sit the final.',
    'Yoklama alınıyor; devamsızlık sınırını aşarsanız final sınavına giremiyorsunuz.',
  ],
  () => [
    'There is a weekly problem session with the teaching assistant, and it is worth going.',
    'Her hafta asistanla problem saati var, kesinlikle gitmeye değer.',
  ],
  (c) =>
    c.courseLanguage === 'en'
      ? ['The course is taught in English.', 'Ders İngilizce anlatılıyor.']
      : [
          'The course is taught in Turkish, although some readings are in English.',
          'Ders Türkçe anlatılıyor, ancak bazı okumalar İngilizce.',
        ],
  () => [
    'Homework is submitted online and usually graded within a week.',
    'Ödevler çevrimiçi teslim ediliyor ve genellikle bir hafta içinde notlandırılıyor.',
  ],
  () => [
    'The lectures follow the textbook closely, chapter by chapter.',
    'Dersler kitabı bölüm bölüm, oldukça yakından takip ediyor.',
  ],
  () => [
    'The class is large, so questions are better asked in office hours.',
    'Sınıf kalabalık, soruları ofis saatlerinde sormak daha verimli.',
  ],
];

/** How a course that is not a lecture runs. */
export const practicalFormat: Bank = [
  () => [
    'Deadlines are announced at the start, and late work loses points every day.',
    'Teslim tarihleri dönem başında açıklanıyor, geç teslimde her gün puan kırılıyor.',
  ],
  () => [
    'You meet the instructor every week or two to show your progress.',
    'Bir ya da iki haftada bir hocayla görüşüp ilerlemenizi gösteriyorsunuz.',
  ],
  () => [
    'The written report matters as much as the work itself, so leave time for writing.',
    'Yazılı rapor en az yapılan iş kadar önemli, yazmaya zaman ayırın.',
  ],
];

export const weeklyHours: Bank = [
  (c) => [
    `Outside class I spent about ${c.hoursPerWeek} hours a week on it.`,
    `Ders dışında haftada yaklaşık ${c.hoursPerWeek} saat ayırdım.`,
  ],
  (c) => [
    `Budget roughly ${c.hoursPerWeek} hours a week besides the lectures.`,
    `Dersler dışında haftada kabaca ${c.hoursPerWeek} saat ayırmanız gerekiyor.`,
  ],
];

/** How the grade went, by how good it was. */
export type GradeBand = 'high' | 'middle' | 'low' | 'failed';

export function gradeBandOf(grade: GradeLetter): GradeBand {
  if (grade === 'AA' || grade === 'BA') return 'high';
  if (grade === 'BB' || grade === 'CB' || grade === 'CC') return 'middle';
  if (grade === 'DC' || grade === 'DD') return 'low';
  return 'failed';
}

function gradeOf(grade: GradeLetter | null): string {
  return grade ?? '';
}

/** A grade remark that fits any course, with or without exams. */
export const plainGradeRemarks: Bank = [
  (c) => [`I got ${gradeOf(c.grade)} in the end.`, `Sonunda ${gradeOf(c.grade)} aldım.`],
  (c) => [`My final grade was ${gradeOf(c.grade)}.`, `Dönem sonu notum ${gradeOf(c.grade)} oldu.`],
];

/** Grade remarks of a lecture course, which has homework, a midterm and a final. */
export const gradeRemarks: Readonly<Record<GradeBand, Bank>> = {
  high: [
    (c) => [`I finished with ${gradeOf(c.grade)}.`, `Dönemi ${gradeOf(c.grade)} ile bitirdim.`],
    (c) => [
      `My grade was ${gradeOf(c.grade)}, mostly thanks to the homework.`,
      `Notum ${gradeOf(c.grade)} oldu, bunda ödevlerin payı büyük.`,
    ],
    (c) => [
      `I ended up with ${gradeOf(c.grade)} after a weak midterm, so do not give up early.`,
      `Ara sınavım kötü geçmesine rağmen ${gradeOf(c.grade)} aldım, erken pes etmeyin.`,
    ],
  ],
  middle: [
    (c) => [`I got ${gradeOf(c.grade)} in the end.`, `Sonunda ${gradeOf(c.grade)} aldım.`],
    (c) => [
      `${gradeOf(c.grade)} is a typical grade here; most of the class was between CC and BB.`,
      `${gradeOf(c.grade)} bu derste sık görülen bir not; sınıfın çoğu CC ile BB arasındaydı.`,
    ],
  ],
  low: [
    (c) => [
      `I only got ${gradeOf(c.grade)}, mostly because I underestimated the final.`,
      `Finali hafife aldığım için ancak ${gradeOf(c.grade)} ile geçebildim.`,
    ],
    (c) => [
      `I passed with ${gradeOf(c.grade)}; I should have started studying much earlier.`,
      `${gradeOf(c.grade)} ile geçtim; çalışmaya çok daha erken başlamalıydım.`,
    ],
  ],
  failed: [
    (c) => [
      `I got ${gradeOf(c.grade)} and will have to retake it.`,
      `${gradeOf(c.grade)} aldım, dersi tekrar almam gerekecek.`,
    ],
    (c) => [
      `I received ${gradeOf(c.grade)}; I missed too many weeks and never caught up.`,
      `${gradeOf(c.grade)} aldım; çok hafta kaçırdım ve bir daha toparlayamadım.`,
    ],
  ],
};
