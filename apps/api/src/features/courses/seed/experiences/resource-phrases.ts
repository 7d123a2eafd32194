import type { Bilingual, FieldGroup } from './text-context';

/** Study resources every course has in some form. */
export const commonResources: readonly [Bilingual, ...Bilingual[]] = [
  ['the lecture slides on the course page', 'ders sayfasındaki slaytlar'],
  ['the past exams the student club shares', 'öğrenci kulübünün paylaştığı çıkmış sorular'],
  ['the teaching assistant’s recitation notes', 'asistanın problem saati notları'],
  [
    'a shared folder of notes from last year’s students',
    'geçen yılın öğrencilerinden kalan ortak not klasörü',
  ],
  ['the end-of-chapter problems of the textbook', 'ders kitabının bölüm sonu soruları'],
];

/** Resources that suit the subject. */
export const fieldResources: Readonly<Record<FieldGroup, readonly [Bilingual, ...Bilingual[]]>> = {
  engineering: [
    [
      'MIT OpenCourseWare lectures on the same topics',
      'aynı konulardaki MIT OpenCourseWare dersleri',
    ],
    [
      'the simulation tools in the department’s computer lab',
      'bölüm bilgisayar laboratuvarındaki simülasyon araçları',
    ],
    ['the worked examples in the recommended textbook', 'önerilen kitaptaki çözümlü örnekler'],
  ],
  sciences: [
    ['Khan Academy videos for the basics', 'temeller için Khan Academy videoları'],
    ['MIT OpenCourseWare problem sets', 'MIT OpenCourseWare problem setleri'],
    ['the worked examples in the recommended textbook', 'önerilen kitaptaki çözümlü örnekler'],
  ],
  economics: [
    [
      'the data sets the instructor posts for practice',
      'hocanın pratik için paylaştığı veri setleri',
    ],
    [
      'the Central Bank’s reports for current examples',
      'güncel örnekler için Merkez Bankası raporları',
    ],
    ['the case studies in the course pack', 'ders paketindeki vaka çalışmaları'],
  ],
  humanities: [
    ['the course reader at the copy shop', 'fotokopicideki ders okuma paketi'],
    ['the library’s reserve shelf for this course', 'kütüphanede bu ders için ayrılan rezerv raf'],
    ['the recommended secondary readings', 'önerilen ikincil okumalar'],
  ],
  education: [
    ['the lesson plan templates the instructor shares', 'hocanın paylaştığı ders planı şablonları'],
    ['the observation forms from the practice schools', 'uygulama okullarının gözlem formları'],
  ],
  architecture: [
    ['the archive of earlier years’ jury boards', 'önceki yılların jüri paftaları arşivi'],
    ['the model workshop in the basement', 'bodrumdaki maket atölyesi'],
  ],
  law: [
    ['an up-to-date annotated code', 'güncel şerhli bir kanun metni'],
    [
      'the case summaries prepared by the law students’ society',
      'hukuk öğrenci topluluğunun hazırladığı karar özetleri',
    ],
  ],
  health: [
    [
      'the skills lab, where you can practise outside class',
      'ders dışında pratik yapabileceğiniz beceri laboratuvarı',
    ],
    ['the clinical guidelines the instructor recommends', 'hocanın önerdiği klinik rehberler'],
  ],
};

/** Resources of the courses that have no lectures to study from. */
export const internshipResources: readonly [Bilingual, ...Bilingual[]] = [
  ['the department’s internship guide', 'bölümün staj yönergesi'],
  [
    'earlier students’ reports, which the department office lends out',
    'bölüm sekreterliğinin ödünç verdiği eski staj raporları',
  ],
  ['the career centre’s list of companies', 'kariyer merkezinin şirket listesi'],
];

export const seminarResources: readonly [Bilingual, ...Bilingual[]] = [
  ['the reading list on the course page', 'ders sayfasındaki okuma listesi'],
  [
    'the library databases, reachable from campus',
    'kampüsten erişilebilen kütüphane veri tabanları',
  ],
  ['the recordings of last year’s talks', 'geçen yılki sunumların kayıtları'],
];
