import type { CourseKind } from './course-profile';
import type { Bank } from './text-context';

/** Advice for the exams of a lecture course. */
export const examTips: Bank = [
  () => [
    'Solve the past exams; the question styles repeat from year to year.',
    'Çıkmış soruları çözün, soru tarzları yıldan yıla tekrar ediyor.',
  ],
  () => [
    'Redo the homework problems without looking at the solutions before each exam.',
    'Her sınavdan önce ödev sorularını çözümlere bakmadan yeniden çözün.',
  ],
  () => [
    'Go to office hours before the midterm; the hints given there are very useful.',
    'Ara sınavdan önce ofis saatine gidin, orada verilen ipuçları çok işe yarıyor.',
  ],
  () => [
    'Keep a summary sheet of the formulas and definitions as you go.',
    'Formülleri ve tanımları dönem boyunca bir özet kâğıdında toplayın.',
  ],
  () => [
    'Start studying at least a week before; cramming does not work for this one.',
    'En az bir hafta önceden çalışmaya başlayın, son gece çalışmak bu derste işe yaramıyor.',
  ],
  () => [
    'Show every step: partial credit is given only for clearly explained work.',
    'Her adımı yazın, kısmi puan yalnızca açıkça gösterilmiş çözümlere veriliyor.',
  ],
  () => [
    'Time is tight in the exams, so practise under a timer.',
    'Sınavlarda süre dar, süre tutarak pratik yapın.',
  ],
  () => [
    'Study in a group; explaining the topics to each other helped me a lot.',
    'Grup halinde çalışın, konuları birbirimize anlatmak bana çok yardımcı oldu.',
  ],
  () => [
    'The final covers everything, but about half of it is from the last four weeks.',
    'Final tüm konuları kapsıyor ama yaklaşık yarısı son dört haftadan geliyor.',
  ],
  (c) =>
    c.field === 'law'
      ? [
          'Practise writing case analyses in the structure the instructor uses in class.',
          'Hocanın derste kullandığı yapıda olay analizi yazma pratiği yapın.',
        ]
      : [
          'The first question of each exam is usually a direct definition, so learn them by heart.',
          'Her sınavın ilk sorusu genellikle doğrudan bir tanım, tanımları ezberleyin.',
        ],
];

/** Advice for a course without written exams. */
export const kindTips: Readonly<Record<Exclude<CourseKind, 'lecture'>, Bank>> = {
  lab: [
    () => [
      'For the lab exam, know the procedure of every experiment and its sources of error.',
      'Laboratuvar sınavı için her deneyin yöntemini ve hata kaynaklarını bilin.',
    ],
    () => [
      'Read the experiment sheet before the session; the short quiz at the start is on it.',
      'Oturumdan önce deney föyünü okuyun, baştaki kısa quiz ondan geliyor.',
    ],
  ],
  project: [
    () => [
      'There is no exam; keep a log of your work, it makes the final report much easier.',
      'Sınav yok; yaptığınız işi düzenli not edin, final raporunu çok kolaylaştırıyor.',
    ],
    () => [
      'Agree on who does what in the first week and write it down.',
      'Kimin ne yapacağını ilk hafta kararlaştırıp yazıya dökün.',
    ],
  ],
  practice: [
    () => [
      'The evaluation is based on your logbook, so fill it in every day.',
      'Değerlendirme günlüğünüze göre yapılıyor, her gün doldurun.',
    ],
    () => [
      'Ask your supervisor for feedback halfway through, not at the end.',
      'Geri bildirimi sonda değil, dönemin ortasında sorumlunuzdan isteyin.',
    ],
  ],
  studio: [
    () => [
      'Before each jury, rehearse explaining your concept in two minutes.',
      'Her jüriden önce konseptinizi iki dakikada anlatmayı prova edin.',
    ],
    () => [
      'Bring printed drafts to every critique, even unfinished ones.',
      'Her kritiğe bitmemiş de olsa basılı eskizlerle gelin.',
    ],
  ],
  seminar: [
    () => [
      'No exam: rehearse your presentation once in front of friends and stay within the time limit.',
      'Sınav yok; sunumunuzu bir kez arkadaşlarınızın önünde prova edin ve süreyi aşmayın.',
    ],
    () => [
      'Choose your paper early; the good ones are taken in the first week.',
      'Makalenizi erken seçin, iyi olanlar ilk hafta kapılıyor.',
    ],
  ],
  internship: [
    () => [
      'No exam: write the report as you go, not in the last week of the summer.',
      'Sınav yok; raporu yaz tatilinin son haftasına bırakmayın, staj boyunca yazın.',
    ],
    () => [
      'Follow the report template exactly; reports in another format are sent back.',
      'Rapor şablonuna harfiyen uyun, farklı biçimdeki raporlar geri gönderiliyor.',
    ],
  ],
};
