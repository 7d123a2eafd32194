import type { CourseType } from '@campus/contracts';
import type { Random } from '../../../../platform/seeded-random';

/** What sort of course a title describes; it shapes credits, type and description. */
export type CourseKind =
  'lecture' | 'lab' | 'project' | 'practice' | 'studio' | 'seminar' | 'internship' | 'special';

export interface DescriptionContext {
  readonly nameEn: string;
  readonly nameTr: string;
  /** The previous part of an I/II sequence, if this is a later part. */
  readonly previous?: { readonly en: string; readonly tr: string };
  readonly kind: CourseKind;
  readonly year: number;
  readonly type: CourseType;
  readonly fieldEn: string;
  readonly fieldTr: string;
}

type Sentence = (context: DescriptionContext) => readonly [en: string, tr: string];

const lectureOpenings: readonly [Sentence, ...Sentence[]] = [
  (c) => [
    `${c.nameEn} covers the core concepts, methods and applications of the subject, with examples drawn from ${c.fieldEn}.`,
    `${c.nameTr} dersi, konunun temel kavramlarını, yöntemlerini ve uygulamalarını ${c.fieldTr} alanından örneklerle ele alır.`,
  ],
  (c) => [
    `${c.nameEn} gives students a solid grounding in the subject through lectures, readings and problem sessions.`,
    `${c.nameTr} dersi, anlatımlar, okumalar ve problem saatleriyle öğrencilere konuda sağlam bir temel kazandırır.`,
  ],
  (c) => [
    `${c.nameEn} presents the main theories and techniques of the area and shows how they are used in practice.`,
    `${c.nameTr} dersinde alanın başlıca kuramları ve teknikleri sunulur ve bunların uygulamada nasıl kullanıldığı gösterilir.`,
  ],
  (c) => [
    `${c.nameEn} develops both the theoretical background and the practical skills that professionals in ${c.fieldEn} rely on.`,
    `${c.nameTr} dersi, ${c.fieldTr} alanında çalışanların ihtiyaç duyduğu kuramsal altyapıyı ve uygulama becerilerini birlikte geliştirir.`,
  ],
];

const kindSentences: Readonly<
  Record<Exclude<CourseKind, 'lecture'>, readonly [Sentence, Sentence]>
> = {
  lab: [
    (c) => [
      `${c.nameEn} gives hands-on experience with the experimental techniques that accompany the related lecture course.`,
      `${c.nameTr}, ilgili kuramsal dersi tamamlayan deneysel tekniklerle uygulamalı deneyim kazandırır.`,
    ],
    () => [
      'Students carry out weekly experiments in groups and present their results in written laboratory reports.',
      'Öğrenciler her hafta gruplar halinde deneyler yapar ve sonuçlarını yazılı laboratuvar raporlarıyla sunar.',
    ],
  ],
  project: [
    (c) => [
      `${c.nameEn} asks students to design, carry out and present a substantial project in ${c.fieldEn} under the supervision of a faculty member.`,
      `${c.nameTr} kapsamında öğrenciler, bir öğretim üyesinin danışmanlığında ${c.fieldTr} alanında kapsamlı bir proje tasarlar, yürütür ve sunar.`,
    ],
    () => [
      'Progress is reviewed in regular meetings, and the work ends with a written report and a public presentation.',
      'Çalışmanın ilerleyişi düzenli toplantılarla izlenir ve dönem sonunda yazılı bir rapor ile açık bir sunum yapılır.',
    ],
  ],
  practice: [
    (c) => [
      `${c.nameEn} places students in a supervised professional setting where they apply what they have learned in ${c.fieldEn}.`,
      `${c.nameTr} dersinde öğrenciler, gözetim altında bir mesleki ortamda ${c.fieldTr} alanında öğrendiklerini uygular.`,
    ],
    () => [
      'Students keep a reflective portfolio and are assessed by both their mentor and the course coordinator.',
      'Öğrenciler bir gelişim dosyası tutar ve hem uygulama danışmanları hem de ders koordinatörü tarafından değerlendirilir.',
    ],
  ],
  studio: [
    (c) => [
      `${c.nameEn} is a studio course in which students develop design proposals through sketches, models and regular critiques.`,
      `${c.nameTr}, öğrencilerin eskizler, maketler ve düzenli eleştiriler yoluyla tasarım önerileri geliştirdiği bir stüdyo dersidir.`,
    ],
    () => [
      "Each term ends with a jury review of the students' final projects.",
      'Her dönem, öğrencilerin final projelerinin jüri değerlendirmesiyle sona erer.',
    ],
  ],
  seminar: [
    (c) => [
      `In the ${c.nameEn}, graduate students present their ongoing research and discuss recent work in ${c.fieldEn}.`,
      `${c.nameTr} dersinde lisansüstü öğrenciler yürüttükleri araştırmaları sunar ve ${c.fieldTr} alanındaki güncel çalışmaları tartışır.`,
    ],
    () => [
      'Attendance is compulsory and each student gives at least one presentation per term.',
      'Derse devam zorunludur ve her öğrenci dönem başına en az bir sunum yapar.',
    ],
  ],
  internship: [
    (c) => [
      `${c.nameEn} is a period of at least twenty working days spent in an organisation active in ${c.fieldEn}, documented in a written report.`,
      `${c.nameTr}, ${c.fieldTr} alanında faaliyet gösteren bir kurumda geçirilen en az yirmi iş gününden oluşur ve yazılı bir raporla belgelenir.`,
    ],
    () => [
      "Students choose the host organisation with the approval of the department's internship committee.",
      'Öğrenciler staj yapacakları kurumu bölümün staj komisyonunun onayıyla seçer.',
    ],
  ],
  special: [
    (c) => [
      `${c.nameEn} covers current research themes in ${c.fieldEn} chosen by the instructor each term.`,
      `${c.nameTr} dersinde, öğretim üyesinin her dönem seçtiği ${c.fieldTr} alanındaki güncel araştırma konuları işlenir.`,
    ],
    (c) => levelSentence(c),
  ],
};

function levelSentence(c: DescriptionContext): readonly [string, string] {
  if (c.year >= 6) {
    return [
      'Doctoral students critically read recent literature and prepare an original research proposal.',
      'Doktora öğrencileri güncel literatürü eleştirel biçimde okur ve özgün bir araştırma önerisi hazırlar.',
    ];
  }
  if (c.year === 5) {
    return [
      'The course is intended for graduate students and is assessed through a research paper and a presentation.',
      'Lisansüstü öğrencilere yönelik olan derste değerlendirme bir araştırma makalesi ve bir sunumla yapılır.',
    ];
  }
  if (c.year === 1) {
    return [
      'It is designed for first-year students and assumes no background beyond secondary school.',
      'Ders birinci sınıf öğrencilerine yöneliktir ve lise düzeyinin ötesinde ön bilgi gerektirmez.',
    ];
  }
  if (c.year === 2) {
    return [
      'It is taken in the second year and builds on the foundations laid in first-year courses.',
      'İkinci sınıfta alınan ders, birinci sınıf derslerinde kazanılan temeller üzerine kurulur.',
    ];
  }
  if (c.type === 'mandatory') {
    return [
      `Students complete assignments and a term project that apply the material to realistic problems in ${c.fieldEn}.`,
      `Öğrenciler, konuyu ${c.fieldTr} alanındaki gerçekçi problemlere uygulayan ödevler ve bir dönem projesi hazırlar.`,
    ];
  }
  return [
    `As an elective, it is open to third- and fourth-year students who want to deepen their knowledge of ${c.fieldEn}.`,
    `Seçmeli olan bu ders, ${c.fieldTr} alanındaki bilgisini derinleştirmek isteyen üçüncü ve dördüncü sınıf öğrencilerine açıktır.`,
  ];
}

/** Two sentences in each language, specific to the course title, kind and level. */
export function describeCourse(
  context: DescriptionContext,
  random: Random,
): { readonly en: string; readonly tr: string } {
  let first: readonly [string, string];
  let second: readonly [string, string];
  if (context.kind === 'lecture') {
    const { previous } = context;
    first =
      previous === undefined
        ? random.pick(lectureOpenings)(context)
        : [
            `${context.nameEn} continues ${previous.en}, extending its concepts and methods to more advanced material.`,
            `${context.nameTr} dersi, ${previous.tr} dersinin devamıdır ve temel kavram ve yöntemleri daha ileri konulara taşır.`,
          ];
    second = levelSentence(context);
  } else {
    const [opening, closing] = kindSentences[context.kind];
    first = opening(context);
    second = closing(context);
  }
  return { en: `${first[0]} ${second[0]}`, tr: `${first[1]} ${second[1]}` };
}
